/** The built search index as the browser reads it, for the relevance tests (public/search-index after a build). */
import fs from 'node:fs';
import path from 'node:path';
import { LocalSearchIndex, searchParts, type LocalResult, type SearchRequest } from '../../src/search/localClient';

export const indexDir = path.resolve(__dirname, '../../public/search-index');

/** The main part, and the recent part a rebuild may have written beside it. */
export function builtIndex(dir = indexDir): { search: (request: SearchRequest) => Promise<LocalResult> } {
	const fetcher = async (url: string) => {
		const file = path.join(dir, url.replace(/^\//, ''));
		if (!fs.existsSync(file)) return { ok: false, status: 404, json: async () => null };
		return { ok: true, status: 200, json: async () => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown };
	};
	const main = new LocalSearchIndex('', fetcher);
	const recent = new LocalSearchIndex('', fetcher, 'recent', main);
	return { search: (request) => searchParts([main, recent], request) };
}
