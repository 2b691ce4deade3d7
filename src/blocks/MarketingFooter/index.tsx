import React from 'react';
import { CtaButton } from '../CtaButton';
import * as styles from './styles.module.css';

export interface MarketingFooterProps {
	title: string;
	text: string;
	primary: { label: string; href: string };
	secondary?: { label: string; href: string };
}

/** The closing band of marketing pages, above the site footer. */
export function MarketingFooter({ title, text, primary, secondary }: MarketingFooterProps) {
	return (
		<section className={styles.band} data-block="marketing-footer">
			<div className={styles.inner}>
				<h2 className={styles.title}>{title}</h2>
				<p className={styles.text}>{text}</p>
				<div className={styles.buttons}>
					<CtaButton {...primary} />
					{secondary && <CtaButton {...secondary} variant="secondary" />}
				</div>
			</div>
		</section>
	);
}
