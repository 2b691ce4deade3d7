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

/**
 * The request without the options only the local index reads: `archivedHits` (/search) and
 * `context` (the reader's path, which ranks their section first). Algolia answers 400 to a
 * parameter it does not know.
 */
export function forAlgolia<T extends Record<string, unknown>>(request: T): Omit<T, 'archivedHits' | 'context'> {
	const { archivedHits: _archived, context: _context, ...params } = request;
	return params;
}

export async function getSearchBackend(settings: SearchSettings): Promise<SearchBackend> {
	if (settings.algolia) {
		const { appId, apiKey, indexName } = settings.algolia;
		const { liteClient } = await import('algoliasearch/lite');
		const client = liteClient(appId, apiKey);
		return {
			async search(request) {
				const response = await client.search({ requests: [{ ...forAlgolia(request), indexName }] } as never);
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
