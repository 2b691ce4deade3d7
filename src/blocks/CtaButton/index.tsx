import React from 'react';
import { SmartLink } from '../../theme/SmartLink';
import * as styles from './styles.module.css';

export interface CtaButtonProps {
	label: string;
	/** '#id' scrolls smoothly to that element; http(s) opens in a new tab; '/path' navigates. */
	href: string;
	variant?: 'primary' | 'secondary';
}

/** Call-to-action button: in-page anchors scroll smoothly, external links open in a new tab. */
export function CtaButton({ label, href, variant = 'primary' }: CtaButtonProps) {
	const className = `${styles.button} ${variant === 'secondary' ? styles.secondary : styles.primary}`;

	if (href.startsWith('#')) {
		const scroll = (event: React.MouseEvent<HTMLAnchorElement>) => {
			const target = document.getElementById(decodeURIComponent(href.slice(1)));
			if (!target) {
				return;
			}
			event.preventDefault();
			const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
			target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
			window.history.pushState(null, '', href);
		};
		return (
			<a className={className} href={href} onClick={scroll} data-cta="anchor">
				{label}
			</a>
		);
	}
	if (/^https?:\/\//i.test(href)) {
		return (
			<a className={className} href={href} target="_blank" rel="noopener noreferrer" data-cta="external">
				{label}
				<span className="visually-hidden"> (opens in a new tab)</span>
			</a>
		);
	}
	return (
		<SmartLink className={className} href={href} data-cta="internal">
			{label}
		</SmartLink>
	);
}
