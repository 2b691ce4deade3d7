import { Link } from 'gatsby';
import React from 'react';
import { useRecentPosts } from '../../hooks/useRecentPosts';
import { routePath } from '../../lib/paths';
import * as styles from './styles.module.css';

/** Blog pages: the "Latest posts" sidebar beside the main column. */
export function BlogLayout({ pathname: locationPath, children, aside }: { pathname: string; children: React.ReactNode; aside?: React.ReactNode }) {
	const recent = useRecentPosts();
	const pathname = routePath(locationPath);
	return (
		<div className={styles.page}>
			<aside className={styles.sidebar}>
				<nav aria-labelledby="latest-posts-title">
					<h2 id="latest-posts-title" className={styles.sidebarTitle}>
						Latest posts
					</h2>
					<ul className={styles.recent}>
						{recent.map((post) => (
							<li key={post.path}>
								<Link to={post.path} aria-current={post.path === pathname ? 'page' : undefined}>
									{post.title}
								</Link>
							</li>
						))}
					</ul>
					<p className={styles.more}>
						<Link to="/blog/archive">All posts by year</Link>
						<br />
						<Link to="/blog/tags">Browse by tag</Link>
					</p>
				</nav>
			</aside>
			<div className={styles.main}>{children}</div>
			{aside && <div className={styles.aside}>{aside}</div>}
		</div>
	);
}
