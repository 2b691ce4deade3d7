import { MDXProvider } from '@mdx-js/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { DocPageContext } from '../build/pages/docs';
import { useDocSidebar } from '../hooks/useDocSidebar';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { Breadcrumbs } from '../theme/Breadcrumbs';
import { DocPaginator } from '../theme/DocPaginator';
import { DocSidebar } from '../theme/DocSidebar';
import { Layout } from '../theme/Layout';
import { mdxComponents } from '../theme/MDXComponents';
import { Seo } from '../theme/Seo';
import { TOC } from '../theme/TOC';
import * as styles from './DocPage.module.css';

interface DocPageData {
	mdx: {
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

export default function DocPage({ data, pageContext, location, children }: PageProps<DocPageData, DocPageContext>) {
	const { frontmatter, fields } = data.mdx;
	const sidebar = useDocSidebar(pageContext.sidebarKey);
	const { docs, navigation } = useSiteConfig();
	const instance = docs.find((d) => d.id === pageContext.instance);
	const sectionPath = navigation.versions.find((v) => v.instance === pageContext.instance)?.versions.find((v) => v.name === pageContext.version)?.path ?? fields.path;
	const showToc = !frontmatter.hide_table_of_contents && fields.headings.some((h) => h.depth === 2 || h.depth === 3);

	return (
		<Layout pathname={location.pathname} sidebar={sidebar}>
			<div className={`${styles.page} ${sidebar ? '' : styles.noSidebar}`}>
				{sidebar && (
					<aside className={styles.sidebar}>
						<DocSidebar items={sidebar} currentPath={fields.path} label={instance?.label ?? 'Docs'} />
					</aside>
				)}
				<div className={styles.body}>
					<article className={styles.article}>
						<Breadcrumbs section={{ title: instance?.label ?? 'Docs', path: sectionPath }} crumbs={pageContext.breadcrumbs} />
						{frontmatter.hide_title ? null : <h1 className={styles.title}>{frontmatter.title}</h1>}
						<div className={styles.markdown} data-doc-content="">
							<MDXProvider components={mdxComponents}>{children}</MDXProvider>
						</div>
						<DocPaginator previous={pageContext.previous} next={pageContext.next} />
					</article>
					{showToc && (
						<div className={styles.toc}>
							<TOC headings={fields.headings} />
						</div>
					)}
				</div>
			</div>
		</Layout>
	);
}

export function Head({ data, location }: HeadProps<DocPageData>) {
	const { frontmatter } = data.mdx;
	return <Seo title={frontmatter.title} description={frontmatter.description ?? undefined} keywords={frontmatter.keywords} pathname={location.pathname} />;
}

export const query = graphql`
	query DocPage($id: String!) {
		mdx(id: { eq: $id }) {
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
