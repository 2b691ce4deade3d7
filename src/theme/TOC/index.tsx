import React from 'react';
import * as styles from './styles.module.css';

export interface TocHeading {
	depth: number;
	value: string;
	id: string;
}

/** "On this page": the page's h2 and h3 headings, h3 nested under their h2. */
export function TOC({ headings }: { headings: TocHeading[] }) {
	const visible = headings.filter((h) => h.depth >= 2 && h.depth <= 3 && h.id);
	if (visible.length === 0) {
		return null;
	}
	return (
		<nav className={styles.toc} aria-labelledby="toc-title">
			<h2 id="toc-title" className={styles.title}>
				On this page
			</h2>
			<ul className={styles.list}>
				{visible.map((h) => (
					<li key={h.id} className={h.depth === 3 ? styles.nested : undefined}>
						<a href={`#${h.id}`} className={styles.link}>
							{h.value}
						</a>
					</li>
				))}
			</ul>
		</nav>
	);
}
