import { Link, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { BlogArchiveContext } from '../node/pages/blog';
import { BlogLayout } from '../theme/BlogLayout';
import { Seo } from '../theme/Seo';
import * as styles from './BlogPages.module.css';

const format = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function BlogArchivePage({ pageContext, location }: PageProps<object, BlogArchiveContext>) {
	return (
		<BlogLayout pathname={location.pathname}>
			<header className={styles.header}>
				<h1>Archive</h1>
				<p className={styles.lead}>Every post on the blog, newest first, grouped by year.</p>
			</header>
			{pageContext.years.map((group) => (
				<section key={group.year} aria-labelledby={`year-${group.year}`}>
					<h2 id={`year-${group.year}`} className={styles.year}>
						{group.year}
					</h2>
					<ul className={styles.archive}>
						{group.posts.map((post) => (
							<li key={post.path}>
								<time dateTime={post.date}>{format(post.date)}</time>
								<Link to={post.path}>{post.title}</Link>
							</li>
						))}
					</ul>
				</section>
			))}
		</BlogLayout>
	);
}

export function Head({ location }: HeadProps) {
	return <Seo title="Archive" description="All Eightshift blog posts by year." pathname={location.pathname} />;
}
