/**
 * Search relevance against the built index: every query of queries.json is run through the same
 * local client the browser uses, reading public/search-index, and at least 95% must have an
 * expected page in the first three results. Misses are printed with what came first instead.
 * Run after a build (npm test does): node --import tsx --test tests/search/relevance.test.ts
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

interface Query {
	q: string;
	expect: string[];
	kind: string;
	source?: string;
}

const root = path.resolve(__dirname, '../..');
const { queries } = JSON.parse(fs.readFileSync(path.join(__dirname, 'queries.json'), 'utf8')) as { queries: Query[] };


describe('search relevance on the built index', () => {
	const site = loadSiteConfig();
	const filters = defaultFacetFilters(site.locale.htmlLang, site.docs);

	it('has a query set large and varied enough to mean something', () => {
		assert.ok(queries.length >= 60, `${queries.length} queries`);
		for (const kind of ['typo', 'compound', 'api', 'phrase', 'section']) assert.ok(queries.some((q) => q.kind === kind), `no ${kind} query`);
		for (const section of ['/docs/', '/forms/', '/components/', '/blog/']) assert.ok(queries.some((q) => q.expect.some((e) => e.startsWith(section))), `no query for ${section}`);
	});

	it('every expected page is a built page (a renamed page fails here, not as a miss)', () => {
		assert.ok(fs.existsSync(path.join(indexDir, 'manifest.json')), 'public/search-index is missing: build first');
		const records = JSON.parse(fs.readFileSync(recordsFile(root), 'utf8')) as { url_without_anchor: string }[];
		const routes = new Set(records.map((r) => new URL(r.url_without_anchor).pathname));
		const missing = queries.flatMap((q) => q.expect.filter((e) => !routes.has(e)).map((e) => `${q.q} → ${e}`));
		assert.deepEqual(missing, []);
	});

	it('puts an expected page in the top 3 for at least 95% of the queries', async () => {
		const index = builtIndex();
		const misses: string[] = [];
		for (const query of queries) {
			const result = await index.search({ query: query.q, facetFilters: filters, hitsPerPage: 3 });
			const top = result.hits.map((h) => h.url_without_anchor);
			if (!top.some((route) => query.expect.includes(route))) misses.push(`  "${query.q}" (${query.kind}) expected ${query.expect.join(' or ')}; got ${top.join(', ') || 'nothing'}`);
		}
		const passed = queries.length - misses.length;
		const share = passed / queries.length;
		console.log(`search relevance: ${passed}/${queries.length} (${(share * 100).toFixed(1)}%) have an expected page in the top 3`);
		if (misses.length > 0) console.log(`misses:\n${misses.join('\n')}`);
		assert.ok(share >= 0.95, `only ${(share * 100).toFixed(1)}% in the top 3:\n${misses.join('\n')}`);
	});
});
