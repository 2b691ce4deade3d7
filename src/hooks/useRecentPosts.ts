/** The newest posts for the blog sidebar, from one static query shared by every blog page. */
import { graphql, useStaticQuery } from 'gatsby';

export interface RecentPost {
	title: string;
	path: string;
}

export function useRecentPosts(): RecentPost[] {
	const data = useStaticQuery<{ allMdx: { nodes: { frontmatter: { title: string }; fields: { path: string } }[] } }>(graphql`
		query RecentPosts {
			allMdx(filter: { fields: { kind: { eq: "post" } } }, sort: [{ fields: { date: DESC } }, { frontmatter: { title: ASC } }], limit: 6) {
				nodes {
					frontmatter {
						title
					}
					fields {
						path
					}
				}
			}
		}
	`);
	return data.allMdx.nodes.map((n) => ({ title: n.frontmatter.title, path: n.fields.path }));
}
