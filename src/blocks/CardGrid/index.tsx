import React from 'react';
import * as styles from './styles.module.css';

/** Cards in one column on phones, two on tablets and four from the 996 px desktop breakpoint. */
export function CardGrid({ children, label }: { children: React.ReactNode; label?: string }) {
	return (
		<ul className={styles.grid} aria-label={label} data-card-grid="">
			{React.Children.map(children, (child) => (
				<li className={styles.cell}>{child}</li>
			))}
		</ul>
	);
}
