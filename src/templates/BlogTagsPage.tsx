import { Link, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { BlogTagsContext } from '../node/pages/blog';
import { BlogLayout } from '../theme/BlogLayout';
import { Seo } from '../theme/Seo';
import * as styles from './BlogPages.module.css';

export default function BlogTagsPage({ pageContext, location }: PageProps<object, BlogTagsContext>) {
	return (
		<BlogLayout pathname={location.pathname}>
			<header className={styles.header}>
				<h1>Tags</h1>
				<p className={styles.lead}>Every topic the blog covers, with the number of posts on each.</p>
			</header>
			<ul className={styles.tagCloud}>
				{pageContext.tags.map((tag) => (
					<li key={tag.slug}>
						<Link to={tag.path} data-tag={tag.slug}>
							<span>{tag.label}</span>
							{/* aria-label on a plain span is not allowed (no role to name); the unit is text instead. */}
							<span className={styles.count}>
								{tag.count}
								<span className="visually-hidden">{tag.count === 1 ? ' post' : ' posts'}</span>
							</span>
						</Link>
					</li>
				))}
			</ul>
		</BlogLayout>
	);
}

export function Head({ location }: HeadProps) {
	return <Seo title="Tags" description="Browse Eightshift blog posts by topic." pathname={location.pathname} />;
}
