import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { BlogListContext } from '../node/pages/blog';
import { BlogLayout } from '../theme/BlogLayout';
import { BlogPostCard, toPostCard, type PostCardNode } from '../theme/BlogPostCard';
import { Pagination } from '../theme/Pagination';
import { Seo } from '../theme/Seo';
import * as styles from './BlogPages.module.css';

type Data = { allMdx: { nodes: PostCardNode[] } };

const heading = (tag: NonNullable<BlogListContext['tag']>) => `${tag.count} ${tag.count === 1 ? 'post' : 'posts'} tagged with “${tag.label}”`;

export default function BlogTagPage({ data, pageContext, location }: PageProps<Data, BlogListContext>) {
	const tag = pageContext.tag!;
	return (
		<BlogLayout pathname={location.pathname}>
			<header className={styles.header}>
				<h1>{heading(tag)}</h1>
				<p className={styles.lead}>
					<Link to="/blog/tags">View all tags</Link>
				</p>
			</header>
			{data.allMdx.nodes.map((node) => (
				<BlogPostCard key={node.fields.path} post={toPostCard(node)} />
			))}
			<Pagination label={`Pages of posts tagged ${tag.label}`} {...pageContext} />
		</BlogLayout>
	);
}

export function Head({ pageContext, location }: HeadProps<Data, BlogListContext>) {
	const tag = pageContext.tag!;
	const title = pageContext.page === 1 ? heading(tag) : `${heading(tag)}, page ${pageContext.page}`;
	return <Seo title={title} description={`Eightshift blog posts about ${tag.label}.`} pathname={location.pathname} />;
}

export const query = graphql`
	query BlogTag($tagSlug: String!, $skip: Int!, $limit: Int!) {
		allMdx(
			filter: { fields: { kind: { eq: "post" }, tags: { elemMatch: { slug: { eq: $tagSlug } } } } }
			sort: [{ fields: { date: DESC } }, { frontmatter: { title: ASC } }]
			skip: $skip
			limit: $limit
		) {
			nodes {
				...BlogPostCardFields
			}
		}
	}
`;
