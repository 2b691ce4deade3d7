/** The resolved sidebar for a docs version, from one static query shared by every doc page. */
import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../node/sidebars';

export function useDocSidebar(key: string | null): SidebarItem[] | null {
	const data = useStaticQuery<{ allDocSidebar: { nodes: { key: string; items: SidebarItem[] }[] } }>(graphql`
		query DocSidebarsQuery {
			allDocSidebar {
				nodes {
					key
					items
				}
			}
		}
	`);
	if (!key) {
		return null;
	}
	return data.allDocSidebar.nodes.find((n) => n.key === key)?.items ?? null;
}
