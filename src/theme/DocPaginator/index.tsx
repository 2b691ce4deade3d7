import { Link } from 'gatsby';
import React from 'react';
import type { NavLink } from '../../node/sidebars';
import * as styles from './styles.module.css';

interface Props {
	previous: NavLink | null;
	next: NavLink | null;
	/** Accessible name of the navigation landmark. */
	label?: string;
	previousLabel?: string;
	nextLabel?: string;
}

/** Previous and next pages: docs in sidebar order, or blog posts by date. */
export function DocPaginator({ previous, next, label = 'Docs pages', previousLabel = 'Previous', nextLabel = 'Next' }: Props) {
	if (!previous && !next) {
		return null;
	}
	return (
		<nav className={styles.paginator} aria-label={label}>
			{previous ? (
				<Link className={styles.link} to={previous.path} rel="prev">
					<span className={styles.label}>{previousLabel}</span>
					<span className={styles.title}>« {previous.title}</span>
				</Link>
			) : (
				<span />
			)}
			{next && (
				<Link className={`${styles.link} ${styles.next}`} to={next.path} rel="next">
					<span className={styles.label}>{nextLabel}</span>
					<span className={styles.title}>{next.title} »</span>
				</Link>
			)}
		</nav>
	);
}
