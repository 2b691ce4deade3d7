import { Link } from 'gatsby';
import React from 'react';
import * as styles from './styles.module.css';

interface Props {
	label: string;
	page: number;
	pageCount: number;
	previousPath: string | null;
	nextPath: string | null;
}

/** Newer/older links between list pages, with the current position. */
export function Pagination({ label, page, pageCount, previousPath, nextPath }: Props) {
	if (pageCount <= 1) {
		return null;
	}
	return (
		<nav className={styles.pagination} aria-label={label}>
			{previousPath ? (
				<Link to={previousPath} rel="prev" className={styles.link}>
					« Newer posts
				</Link>
			) : (
				<span />
			)}
			<span className={styles.position}>
				Page {page} of {pageCount}
			</span>
			{nextPath ? (
				<Link to={nextPath} rel="next" className={styles.link}>
					Older posts »
				</Link>
			) : (
				<span />
			)}
		</nav>
	);
}
