/**
 * Third-party scripts, emitted only when configured: gtag (with IP anonymisation) as a Gatsby
 * plugin, and the GitHub star-button script as a tag at the end of <body>.
 */
import type { PluginRef } from 'gatsby';
import type { SiteConfig } from '../siteConfigSchema';

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
 * gatsby-plugin-algolia pushes the search records (written by the search-records local plugin just
 * before it, outside public/: readers never need them) when an admin key is set; otherwise nothing
 * is pushed and the reason is given in one line.
 *
 * The push is incremental: each record carries `internal.contentDigest`, a hash of the record, and
 * the plugin compares it with the digests it saw last time (kept in Gatsby's cache, read back from
 * the index after a clean), so an edit saves only the records whose digest changed and deletes those
 * no longer built. Before this every build sent all ~31,000 records.
 */
export function algoliaPlugins(site: SiteConfig, adminKey: string | undefined, recordsFile: string, algoliasearchOptions?: Record<string, unknown>): { plugins: PluginRef[]; message: string } {
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
							transformer: () => withDigests(JSON.parse(require('node:fs').readFileSync(recordsFile, 'utf8')) as Record<string, unknown>[]),
						},
					],
					settings: { attributesForFaceting: ['language', 'site_tag'] },
					chunkSize: 1000,
					...(algoliasearchOptions ? { algoliasearchOptions } : {}),
				},
			},
		],
		message: `Search: pushing records to Algolia index "${site.search.algolia.indexName}".`,
	};
}

/** Each record with `internal.contentDigest`: what gatsby-plugin-algolia compares to push only changed records. */
export function withDigests<T extends Record<string, unknown>>(records: T[]): (T & { internal: { contentDigest: string } })[] {
	// eslint-disable-next-line @typescript-eslint/no-var-requires
	const { createHash } = require('node:crypto') as typeof import('node:crypto');
	return records.map((record) => ({ ...record, internal: { contentDigest: createHash('sha256').update(JSON.stringify(record)).digest('hex').slice(0, 20) } }));
}
