import { Link } from 'gatsby';
import React from 'react';
import type { NavLink } from '../../node/sidebars';
import * as styles from './styles.module.css';

/** Trail of sidebar categories above the current doc, starting at the docs section. */
export function Breadcrumbs({ section, crumbs }: { section: NavLink; crumbs: NavLink[] }) {
	return (
		<nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
			<ol>
				<li>
					<Link to={section.path}>{section.title}</Link>
				</li>
				{crumbs.map((crumb) => (
					<li key={crumb.title}>{crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : <span>{crumb.title}</span>}</li>
				))}
			</ol>
		</nav>
	);
}
