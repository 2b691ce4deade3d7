/**
 * The one typed way components read site configuration: the validated config (with build-time
 * overrides) and the navigation gatsby-node resolved from it, from one small static query.
 */
import { graphql, useStaticQuery } from 'gatsby';
import type { ClientSiteConfig } from '../node/environment';
import type { ResolvedNavbarItem } from '../node/pages/docs';

export type { ResolvedNavbarItem };

export interface DocsVersionLink {
	name: string;
	label: string;
	/** Landing page of the version. */
	path: string;
	/** Root path of the version, e.g. /docs or /docs/legacy/v8. */
	base: string;
}

export interface SiteNavigation {
	navbar: ResolvedNavbarItem[];
	versions: { instance: string; versions: DocsVersionLink[] }[];
}

export function useSiteConfig(): ClientSiteConfig & { navigation: SiteNavigation } {
	const data = useStaticQuery<{ siteSettings: { config: ClientSiteConfig; navigation: SiteNavigation } }>(graphql`
		query SiteSettingsQuery {
			siteSettings {
				config
				navigation
			}
		}
	`);
	return { ...data.siteSettings.config, navigation: data.siteSettings.navigation };
}

export type SiteConfigValue = ReturnType<typeof useSiteConfig>;
