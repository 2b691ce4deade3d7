/**
 * Real readers' queries (user-queries.json) against the built index: each query runs through
 * the same local client the browser uses, with the page the reader was on as its `context`,
 * and passes when its answer page is among the first five results (what the modal shows first).
 * The set comes in two halves: "tune", which the ranking weights (src/search/localClient.ts,
 * `ranking`) were tuned on, and "holdout", which was not looked at while tuning and says how
 * the ranking does on queries it was not fitted to. Each half is reported and has its floor.
 *
 * Run after a build: node --import tsx --test tests/search/user-queries.test.ts
 * SEARCH_HALF=tune runs one half only (tuning must never read the holdout half's results);
 * SEARCH_MISSES=0 prints the scores without the misses.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { recordsFile } from '../../plugins/search-records/searchIndexFiles';
import type { LocalResult, SearchRequest } from '../../src/search/localClient';
import { builtIndex, indexDir } from './builtIndex';
import { defaultFacetFilters } from '../../src/search/siteTags';

export interface UserQuery {
	q: string;
	/** The page(s) that answer it: routes; a hit anywhere on one of them counts. */
	expect: string[];
	half: 'tune' | 'holdout';
	/** The path the reader searched from. */
	context?: string;
}

/**
 * Floors: what the ranking reached on each half, less a small margin. Issue 35 asks for 85% on
 * both. The tune half reached it on the ranking's own branch: 83/97 (85.6%, from 68/97 with the
 * original ranking); with issue 35's new pages merged it is 82/97 (84.5%: the new blocks-FAQ
 * section on theme components outranks the Forms FAQ for one query), so its floor is 83%. The
 * holdout half did not: 94/128 (73.4%, from 86/128), measured once after the last tuning
 * change, so its floor guards that figure instead of the target; it is no licence to tune on it.
 */
export const FLOORS = { tune: 0.83, holdout: 0.72 };
const TOP = 5;

const root = path.resolve(__dirname, '../..');
const setFile = path.join(__dirname, 'user-queries.json');

/** The set as user-queries.json holds it (scripts/user-queries-check.ts checks its routes and sections). */
export function readUserQueries(file = setFile): UserQuery[] {
	return (JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: UserQuery[] }).queries.map(({ q, expect, half, context }) => ({ q, expect, half, context }));
}


/** How many queries of a half have an answer page in the first five, and the misses. */
export async function scoreHalf(queries: UserQuery[], search: (request: SearchRequest) => Promise<LocalResult>, facetFilters: (string | string[])[]) {
	const misses: string[] = [];
	for (const query of queries) {
		const result = await search({ query: query.q, facetFilters, hitsPerPage: TOP, context: query.context });
		const top = result.hits.map((h) => h.url_without_anchor.replace(/^https?:\/\/[^/]+/, ''));
		if (!top.some((route) => query.expect.includes(route))) misses.push(`  "${query.q}"${query.context ? ` from ${query.context}` : ''} expected ${query.expect.join(' or ')}; got ${top.join(', ') || 'nothing'}`);
	}
	return { passed: queries.length - misses.length, total: queries.length, misses };
}

describe('real readers\u2019 queries on the built index (answer page in the first five)', () => {
	const queries = readUserQueries();
	const site = loadSiteConfig();
	const filters = defaultFacetFilters(site.locale.htmlLang, site.docs);
	const only = process.env.SEARCH_HALF;
	const showMisses = process.env.SEARCH_MISSES !== '0';

	it('no query comes back empty while one of its words alone finds a page (both sets, every context)', async () => {
		const { search } = builtIndex();
		const own = (JSON.parse(fs.readFileSync(path.join(__dirname, 'queries.json'), 'utf8')) as { queries: { q: string }[] }).queries.map((q) => ({ q: q.q, context: undefined as string | undefined }));
		const empty: string[] = [];
		for (const query of [...queries, ...own]) {
			const result = await search({ query: query.q, facetFilters: filters, hitsPerPage: 5, context: query.context });
			if (result.hits.length > 0) continue;
			const words = query.q.split(/\s+/).filter(Boolean);
			for (const word of words) {
				if ((await search({ query: word, facetFilters: filters, hitsPerPage: 1 })).hits.length > 0) {
					empty.push(`"${query.q}" found nothing, but "${word}" alone finds a page`);
					break;
				}
			}
		}
		assert.deepEqual(empty, []);
	});

	it('every answer page is a built page (a renamed page fails here, not as a miss)', () => {
		assert.ok(fs.existsSync(path.join(indexDir, 'manifest.json')), 'public/search-index is missing: build first');
		const records = JSON.parse(fs.readFileSync(recordsFile(root), 'utf8')) as { url_without_anchor: string }[];
		const routes = new Set(records.map((r) => new URL(r.url_without_anchor).pathname));
		const missing = queries.filter((q) => !only || q.half === only).flatMap((q) => q.expect.filter((e) => !routes.has(e)).map((e) => `${q.q} → ${e}`));
		assert.deepEqual(missing, []);
	});

	for (const half of ['tune', 'holdout'] as const) {
		it(`${half} half: at least ${FLOORS[half] * 100}% with the answer in the first ${TOP}`, { skip: only && only !== half ? `SEARCH_HALF=${only}` : false }, async () => {
			const set = queries.filter((q) => q.half === half);
			assert.ok(set.length > 0, `no ${half} queries`);
			const { passed, total, misses } = await scoreHalf(set, builtIndex().search, filters);
			const share = passed / total;
			console.log(`${half} half: ${passed}/${total} (${(share * 100).toFixed(1)}%)`);
			if (showMisses && misses.length > 0) console.log(`${half} misses:\n${misses.join('\n')}`);
			assert.ok(share >= FLOORS[half], `${half} half: ${(share * 100).toFixed(1)}%, under the floor of ${FLOORS[half] * 100}%`);
		});
	}
});
