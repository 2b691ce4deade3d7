/**
 * Third-party scripts, emitted only when configured: gtag (with IP anonymisation) as a Gatsby
 * plugin, and the GitHub star-button script as a tag at the end of <body>.
 */
import type { SiteConfig } from './siteConfigSchema';

export function analyticsPlugins(site: SiteConfig) {
	if (site.analytics.gtagTrackingIds.length === 0) {
		return [];
	}
	return [
		{
			resolve: 'gatsby-plugin-google-gtag',
			options: {
				trackingIds: site.analytics.gtagTrackingIds,
				gtagConfig: { anonymize_ip: site.analytics.anonymizeIp },
				pluginConfig: { head: false },
			},
		},
	];
}

export interface ScriptTag {
	src: string;
	async: boolean;
	defer: boolean;
}

export function bodyScripts(site: SiteConfig): ScriptTag[] {
	return site.githubStarButton.enabled ? [{ src: 'https://buttons.github.io/buttons.js', async: true, defer: true }] : [];
}
