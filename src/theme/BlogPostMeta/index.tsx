import { Link } from 'gatsby';
import React from 'react';
import * as styles from './styles.module.css';

export interface PostMetaProps {
	/** ISO date, YYYY-MM-DD. */
	isoDate: string;
	/** Human date, e.g. "May 9, 2023". */
	date: string;
	readingTime: number;
	authors: { name: string; title: string; url?: string | null }[];
	tags: { label: string; slug: string }[];
}

/** Date, reading time, authors and tags of a post. */
export function BlogPostMeta({ isoDate, date, readingTime, authors, tags }: PostMetaProps) {
	return (
		<div className={styles.meta}>
			<p className={styles.line}>
				<time dateTime={isoDate}>{date}</time>
				<span aria-hidden="true"> · </span>
				<span data-reading-time="">{readingTime} min read</span>
				<span aria-hidden="true"> · </span>
				<span>
					By{' '}
					{authors.map((author, i) => (
						<React.Fragment key={author.name}>
							{i > 0 && ', '}
							{author.url ? (
								<a href={author.url} rel="noopener noreferrer" title={author.title}>
									{author.name}
								</a>
							) : (
								<span title={author.title}>{author.name}</span>
							)}
						</React.Fragment>
					))}
				</span>
			</p>
			{tags.length > 0 && (
				<ul className={styles.tags} aria-label="Tags">
					{tags.map((tag) => (
						<li key={tag.slug}>
							<Link to={`/blog/tags/${tag.slug}`} className={styles.tag}>
								{tag.label}
							</Link>
						</li>
					))}
				</ul>
			)}
		</div>
	);
}
