/**
 * The one typed way components read site configuration: the static site.config.ts object
 * plus the navigation gatsby-node resolved from it (doc links checked at build time).
 */
import { graphql, useStaticQuery } from 'gatsby';
import siteConfig from '../../site.config';

import type { ResolvedNavbarItem } from '../build/pages/docs';

export type { ResolvedNavbarItem };

export interface DocsVersionLink {
	name: string;
	label: string;
	path: string;
}

export interface SiteNavigation {
	navbar: ResolvedNavbarItem[];
	versions: { instance: string; versions: DocsVersionLink[] }[];
}

export function useSiteConfig() {
	const data = useStaticQuery<{ siteNavigation: SiteNavigation | null }>(graphql`
		query SiteNavigationQuery {
			siteNavigation {
				navbar
				versions
			}
		}
	`);
	return { ...siteConfig, navigation: data.siteNavigation ?? { navbar: [], versions: [] } };
}

export type SiteConfigValue = ReturnType<typeof useSiteConfig>;
