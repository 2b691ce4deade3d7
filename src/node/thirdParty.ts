/**
 * Third-party scripts, emitted only when configured: gtag (with IP anonymisation) as a Gatsby
 * plugin, and the GitHub star-button script as a tag at the end of <body>.
 */
import type { PluginRef } from 'gatsby';
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

/**
 * gatsby-plugin-algolia pushes public/search-index/records.json (written by the search-records local
 * plugin just before it) when an admin key is set; otherwise nothing is pushed and the reason
 * is given in one line.
 */
export function algoliaPlugins(site: SiteConfig, adminKey: string | undefined, recordsFile: string): { plugins: PluginRef[]; message: string } {
	if (!site.search.algolia) {
		return { plugins: [], message: 'Search: no ALGOLIA_APP_ID/ALGOLIA_SEARCH_KEY/ALGOLIA_INDEX, so the site searches its local index.' };
	}
	if (!adminKey) {
		return { plugins: [], message: 'Search: ALGOLIA_ADMIN_KEY is not set, so records were not pushed to Algolia (the index keeps its current records).' };
	}
	return {
		plugins: [
			{
				resolve: 'gatsby-plugin-algolia',
				options: {
					appId: site.search.algolia.appId,
					apiKey: adminKey,
					indexName: site.search.algolia.indexName,
					queries: [
						{
							// The records come from the built HTML, not from GraphQL; the query only satisfies the plugin.
							query: '{ site { id } }',
							transformer: () => JSON.parse(require('node:fs').readFileSync(recordsFile, 'utf8')),
						},
					],
					settings: { attributesForFaceting: ['language', 'site_tag'] },
					chunkSize: 1000,
				},
			},
		],
		message: `Search: pushing records to Algolia index "${site.search.algolia.indexName}".`,
	};
}
