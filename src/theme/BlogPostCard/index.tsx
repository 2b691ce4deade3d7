import { graphql, Link } from 'gatsby';
import React from 'react';
import { BlogPostMeta, type PostMetaProps } from '../BlogPostMeta';
import * as styles from './styles.module.css';

export interface PostCardData extends PostMetaProps {
	title: string;
	path: string;
	description: string;
}

/** One post in a list: title, meta, excerpt, read-more link. */
export function BlogPostCard({ post }: { post: PostCardData }) {
	return (
		<article className={styles.card} data-post-card="">
			<h2 className={styles.title}>
				<Link to={post.path}>{post.title}</Link>
			</h2>
			<BlogPostMeta {...post} />
			<p className={styles.excerpt}>{post.description}</p>
			{/* The name starts with the visible words (speech users say what they see) and names the
			    post, so the link says where it goes out of context (link lists, Lighthouse link-text). */}
			<Link to={post.path} className={styles.more}>
				Read more<span className="visually-hidden"> about {post.title}</span>
			</Link>
		</article>
	);
}

export interface PostCardNode {
	frontmatter: { title: string; description: string };
	fields: {
		path: string;
		isoDate: string;
		date: string;
		readingTime: number;
		tags: { label: string; slug: string }[];
		authors: { name: string; title: string; url: string | null; type: string }[];
	};
}

export function toPostCard(node: PostCardNode): PostCardData {
	return { title: node.frontmatter.title, description: node.frontmatter.description, ...node.fields };
}

/** The fields a post card needs; spread into list queries. */
export const postCardFragment = graphql`
	fragment BlogPostCardFields on Mdx {
		frontmatter {
			title
			description
		}
		fields {
			path
			isoDate: date(formatString: "YYYY-MM-DD")
			date(formatString: "MMMM D, YYYY")
			readingTime
			tags {
				label
				slug
			}
			authors {
				name
				title
				url
				type
			}
		}
	}
`;
