import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { BlogPostTemplateContext } from '../node/pages/blog';
import { BlogLayout } from '../theme/BlogLayout';
import type { PostCardNode } from '../theme/BlogPostCard';
import { BlogPostMeta } from '../theme/BlogPostMeta';
import { CopyPageBar } from '../theme/CopyPage';
import { DocPaginator } from '../theme/DocPaginator';
import { DocumentHtml } from '../theme/DocumentHtml';
import { Seo } from '../theme/Seo';
import { TOC } from '../theme/TOC';
import * as docStyles from './DocPage.module.css';
import * as styles from './BlogPages.module.css';

/** The post card's fields (one fragment, shared with the lists) plus what only the post page needs. */
interface Data {
	mdx: PostCardNode & {
		html: string;
		frontmatter: { keywords: string[] | null; hide_table_of_contents: boolean | null };
		fields: { headings: { depth: number; value: string; id: string }[] };
	};
}

export default function BlogPostPage({ data, pageContext, location }: PageProps<Data, BlogPostTemplateContext>) {
	const { frontmatter, fields } = data.mdx;
	const toc = frontmatter.hide_table_of_contents ? undefined : <TOC headings={fields.headings} />;
	return (
		<BlogLayout pathname={location.pathname} aside={toc}>
			<article>
				<h1 className={styles.postTitle}>{frontmatter.title}</h1>
				<CopyPageBar route={fields.path}>
					<BlogPostMeta {...fields} />
				</CopyPageBar>
				{(pageContext.toolkit || pageContext.lastUpdated) && (
					<p className={styles.postVersion} data-post-version="">
						{pageContext.toolkit && <span data-post-toolkit="">Written for {pageContext.toolkit}</span>}
						{pageContext.lastUpdated && (
							<span data-post-revised="">
								Last revised on <time dateTime={pageContext.lastUpdated}>{pageContext.revisedLabel}</time>
							</span>
						)}
					</p>
				)}
				<DocumentHtml html={data.mdx.html} className={docStyles.markdown} />
			</article>
			<DocPaginator previous={pageContext.newer} next={pageContext.older} label="Blog post navigation" previousLabel="Newer post" nextLabel="Older post" />
		</BlogLayout>
	);
}

export function Head({ data, location, pageContext }: HeadProps<Data, BlogPostTemplateContext>) {
	const { frontmatter, fields } = data.mdx;
	const tags = fields.tags.map((t) => t.label);
	const article = { publishedTime: fields.isoDate, authors: fields.authors.map((a) => a.url ?? a.name), tags };
	return <Seo title={frontmatter.title} description={frontmatter.description} keywords={frontmatter.keywords} pathname={location.pathname} type="article" article={article} jsonLd={pageContext.jsonLd} />;
}

export const query = graphql`
	query BlogPost($path: String!) {
		mdx(fields: { path: { eq: $path } }) {
			...BlogPostCardFields
			html
			frontmatter {
				keywords
				hide_table_of_contents
			}
			fields {
				headings {
					depth
					value
					id
				}
			}
		}
	}
`;
