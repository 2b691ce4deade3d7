import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { DocTemplateContext } from '../node/pages/docs';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { docSectionLink } from '../lib/docSection';
import { ArchivedBanner } from '../theme/ArchivedBanner';
import { Breadcrumbs } from '../theme/Breadcrumbs';
import { CopyPageBar } from '../theme/CopyPage';
import { DocPaginator } from '../theme/DocPaginator';
import { DocumentHtml } from '../theme/DocumentHtml';
import { Seo } from '../theme/Seo';
import { TOC } from '../theme/TOC';
import * as styles from './DocPage.module.css';

interface DocPageData {
	mdx: {
		html: string;
		frontmatter: {
			title: string;
			description: string | null;
			keywords: string[] | null;
			hide_title: boolean | null;
			hide_table_of_contents: boolean | null;
		};
		fields: { path: string; headings: { depth: number; value: string; id: string }[] };
	};
}

/** A docs page: breadcrumbs, title, the document's HTML, prev/next and the TOC. The shell adds the sidebar. */
export default function DocPage({ data, pageContext }: PageProps<DocPageData, DocTemplateContext>) {
	const { frontmatter, fields, html } = data.mdx;
	const section = docSectionLink(useSiteConfig(), pageContext, fields.path);
	const showToc = !frontmatter.hide_table_of_contents && fields.headings.some((h) => h.depth === 2 || h.depth === 3);

	return (
		<div className={styles.body}>
			<article className={styles.article}>
				<CopyPageBar route={fields.path}>
					<Breadcrumbs section={section} crumbs={pageContext.breadcrumbs} />
				</CopyPageBar>
				{pageContext.archived && <ArchivedBanner {...pageContext.archived} />}
				{frontmatter.hide_title ? null : <h1 className={styles.title}>{frontmatter.title}</h1>}
				<DocumentHtml html={html} className={styles.markdown} />
				{(pageContext.editUrl || pageContext.lastUpdated) && (
					<div className={styles.pageMeta} data-page-meta="">
						{pageContext.editUrl && (
							<a href={pageContext.editUrl} rel="noopener" data-edit-page="">
								Edit this page
							</a>
						)}
						{pageContext.lastUpdated && (
							<span data-last-updated="">
								Last updated on <time dateTime={pageContext.lastUpdated}>{pageContext.lastUpdatedLabel}</time>
							</span>
						)}
					</div>
				)}
				<DocPaginator previous={pageContext.previous} next={pageContext.next} />
			</article>
			{showToc && (
				<div className={styles.toc}>
					<TOC headings={fields.headings} />
				</div>
			)}
		</div>
	);
}

export function Head({ data, location, pageContext }: HeadProps<DocPageData, DocTemplateContext>) {
	const { frontmatter } = data.mdx;
	return <Seo title={frontmatter.title} description={frontmatter.description ?? undefined} keywords={frontmatter.keywords} pathname={location.pathname} type="article" jsonLd={pageContext.jsonLd} />;
}

export const query = graphql`
	query DocPage($path: String!) {
		mdx(fields: { path: { eq: $path } }) {
			html
			frontmatter {
				title
				description
				keywords
				hide_title
				hide_table_of_contents
			}
			fields {
				path
				headings {
					depth
					value
					id
				}
			}
		}
	}
`;
