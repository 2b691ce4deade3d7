/**
 * One search backend for the modal and the /search page: Algolia when the build was given
 * credentials, otherwise the local index. Each is loaded on first use.
 */
import { routePath } from '../lib/paths';
import type { LocalResult, SearchRequest } from './localClient';

export interface SearchSettings {
	algolia: { appId: string; apiKey: string; indexName: string } | null;
	/** URL of public/search-index, with the path prefix. */
	localIndexUrl: string;
}

export interface SearchBackend {
	search(request: SearchRequest): Promise<LocalResult>;
}

let local: Promise<{ client: { search: (args: { requests: SearchRequest[] }) => Promise<{ results: LocalResult[] }> }; loadHeadings: () => Promise<void> }> | null = null;

/** The shared local index and its client (one download per visit). */
export function getLocalSearch(localIndexUrl: string) {
	local ??= import('./localClient').then(({ LocalSearchIndex, createLocalSearchClient }) => {
		const index = new LocalSearchIndex(localIndexUrl);
		const archived = new LocalSearchIndex(localIndexUrl, undefined, 'archived', index);
		const recent = new LocalSearchIndex(localIndexUrl, undefined, 'recent', index);
		return { client: createLocalSearchClient(index, archived, recent), loadHeadings: () => index.loadHeadings() };
	});
	return local;
}

export async function getSearchBackend(settings: SearchSettings): Promise<SearchBackend> {
	if (settings.algolia) {
		const { appId, apiKey, indexName } = settings.algolia;
		const { liteClient } = await import('algoliasearch/lite');
		const client = liteClient(appId, apiKey);
		return {
			async search(request) {
				// `archivedHits` steers the local index only; Algolia rejects a parameter it does not know.
				const { archivedHits: _localOnly, ...params } = request;
				const response = await client.search({ requests: [{ ...params, indexName }] } as never);
				return (response as unknown as { results: LocalResult[] }).results[0];
			},
		};
	}
	const { client } = await getLocalSearch(settings.localIndexUrl);
	return { search: async (request) => (await client.search({ requests: [request] })).results[0] };
}

/** Algolia records carry absolute URLs with the path prefix; the site navigates by route. */
export function toSitePath(url: string): string {
	if (!/^https?:\/\//.test(url)) return url;
	const parsed = new URL(url);
	return `${routePath(parsed.pathname)}${parsed.search}${parsed.hash}`;
}
