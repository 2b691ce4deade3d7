import { Link } from 'gatsby';
import React from 'react';
import * as styles from './styles.module.css';

interface Props {
	/** Version label, e.g. '8.x'. */
	label: string;
	/** The same page in the current docs, or the current docs' start when they lack it. */
	currentPath: string;
	samePage: boolean;
}

/** Shown above every archived page: the version is unmaintained, and where its current counterpart is. */
export function ArchivedBanner({ label, currentPath, samePage }: Props) {
	return (
		<aside className={styles.banner} aria-label="Archived version" data-archived-banner="">
			<p className={styles.title}>Archived documentation: version {label}</p>
			<p>
				This page documents a version of the kit that is no longer maintained. Nothing here has been checked against current WordPress, PHP or Node releases.{' '}
				{samePage ? (
					<Link to={currentPath}>Read this page in the current docs</Link>
				) : (
					<>
						The current docs have no page on this topic; <Link to={currentPath}>start at the current docs</Link>.
					</>
				)}
			</p>
		</aside>
	);
}
