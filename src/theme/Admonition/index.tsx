import React from 'react';
import { admonitionLabels, HIDE_TITLE_MARKER, type AdmonitionType } from '../../node/mdx/admonitionTypes';
import * as styles from './styles.module.css';

export { HIDE_TITLE_MARKER };

interface TypeDefinition {
	label: string;
	className: string;
	icon: React.ReactNode;
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };

/** Registry of callout types: label, colour class and icon. An unknown type renders nothing. */
export const admonitionRegistry: Record<AdmonitionType, TypeDefinition> = {
	note: { label: admonitionLabels.note, className: styles.note, icon: <path {...stroke} d="M5 4h10l4 4v12H5zM9 12h6M9 16h4" /> },
	tip: { label: admonitionLabels.tip, className: styles.tip, icon: <path {...stroke} d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" /> },
	info: { label: admonitionLabels.info, className: styles.info, icon: <path {...stroke} d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5" /> },
	caution: { label: admonitionLabels.caution, className: styles.caution, icon: <path {...stroke} d="M12 4l9 16H3zM12 10v4M12 17v.5" /> },
	danger: { label: admonitionLabels.danger, className: styles.danger, icon: <path {...stroke} d="M8 3h8l5 5v8l-5 5H8l-5-5V8zM12 8v5M12 16v.5" /> },
	success: { label: admonitionLabels.success, className: styles.success, icon: <path {...stroke} d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.5 2.5L16 9.5" /> },
};

interface Props {
	type: string;
	title?: string;
	children?: React.ReactNode;
}

/**
 * A callout. `role="note"`: it is a remark on the text around it, not a complementary landmark
 * (an <aside> inside <main> would be one, and every callout would crowd the landmark list).
 */
export function Admonition({ type, title, children }: Props) {
	const definition = (admonitionRegistry as Record<string, TypeDefinition | undefined>)[type];
	if (!definition) {
		return null;
	}
	const showTitle = title !== HIDE_TITLE_MARKER;
	return (
		<aside className={`${styles.admonition} ${definition.className}`} role="note" data-admonition={type}>
			{showTitle && (
				<p className={styles.heading}>
					<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
						{definition.icon}
					</svg>
					<span>{title || definition.label}</span>
				</p>
			)}
			<div className={styles.content}>{children}</div>
		</aside>
	);
}
