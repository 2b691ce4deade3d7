import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { BlogListContext } from '../node/pages/blog';
import { BlogLayout } from '../theme/BlogLayout';
import { BlogPostCard, toPostCard, type PostCardNode } from '../theme/BlogPostCard';
import { Pagination } from '../theme/Pagination';
import { Seo } from '../theme/Seo';
import * as styles from './BlogPages.module.css';

type Data = { allMdx: { nodes: PostCardNode[] } };

export default function BlogListPage({ data, pageContext, location }: PageProps<Data, BlogListContext>) {
	return (
		<BlogLayout pathname={location.pathname}>
			<header className={styles.header}>
				<h1>{pageContext.page === 1 ? 'Blog' : `Blog, page ${pageContext.page}`}</h1>
				<p className={styles.lead}>Tutorials and notes from the team that builds the Eightshift DevKit.</p>
			</header>
			{data.allMdx.nodes.map((node) => (
				<BlogPostCard key={node.fields.path} post={toPostCard(node)} />
			))}
			<Pagination label="Blog list pages" {...pageContext} />
		</BlogLayout>
	);
}

export function Head({ pageContext, location }: HeadProps<Data, BlogListContext>) {
	return <Seo title={pageContext.page === 1 ? 'Blog' : `Blog, page ${pageContext.page}`} description="Tutorials for building WordPress themes, blocks and plugins with the Eightshift DevKit." pathname={location.pathname} />;
}

export const query = graphql`
	query BlogList($skip: Int!, $limit: Int!) {
		allMdx(filter: { fields: { kind: { eq: "post" } } }, sort: [{ fields: { date: DESC } }, { frontmatter: { title: ASC } }], skip: $skip, limit: $limit) {
			nodes {
				...BlogPostCardFields
			}
		}
	}
`;
