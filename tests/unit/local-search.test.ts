import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPageRecords } from '../../src/build/searchRecords';
import { highlight, snippet } from '../../src/search/highlight';
import { buildShards } from '../../src/search/indexFormat';
import { createLocalSearchClient, LocalSearchIndex } from '../../src/search/localClient';

const page = (route: string, title: string, body: string, siteTag = 'docs-docs-current') =>
	buildPageRecords({ route, html: `<main><h1>${title}</h1><div data-doc-content="">${body}</div></main>`, lvl0: route.startsWith('/forms') ? 'Forms' : 'DevKit', siteTag, language: 'en', origin: 'https://x.dev' });

const records = [
	...page('/docs/autowiring', 'Autowiring', '<p>Services are registered without a container file.</p><h2 id="cache">Service cache</h2><p>Rebuild it after moving classes.</p>'),
	...page('/docs/theme', 'Create a theme', '<p>Autowiring finds your services when the theme boots.</p><h2 id="install">Install</h2><p>Run composer install in the theme folder.</p>'),
	...page('/forms/cache', 'Cache', '<p>Forms keeps integration responses in a transient cache.</p>'),
	...page('/docs/legacy/v8/autowiring', 'Autowiring (v8)', '<p>The old autowiring.</p>', 'docs-docs-v8'),
];

function makeIndex(failing = false) {
	const { manifest, headings, content } = buildShards(records, 'https://x.dev', 120);
	const files: Record<string, unknown> = {
		'manifest.json': { ...manifest, headings: 'headings.json', content: content.map((_, i) => `content-${i}.json`) },
		'headings.json': headings,
		...Object.fromEntries(content.map((c, i) => [`content-${i}.json`, c])),
	};
	const fetched: string[] = [];
	const index = new LocalSearchIndex('/search', async (url) => {
		fetched.push(url);
		const body = files[url.replace('/search/', '')];
		return { ok: !failing && body !== undefined, status: failing ? 503 : 200, json: async () => body };
	});
	return { index, fetched, shardCount: content.length };
}

const current = ['language:en', ['site_tag:docs-docs-current', 'site_tag:docs-forms-current']];

describe('local search index', () => {
	it('splits content over several shards and fetches them only on the first query', async () => {
		const { index, fetched, shardCount } = makeIndex();
		assert.ok(shardCount > 1);
		await index.loadHeadings();
		assert.deepEqual(fetched, ['/search/manifest.json', '/search/headings.json']);
		await index.loadContent();
		assert.equal(fetched.length, 2 + shardCount);
	});

	it('ranks a title match above body text', async () => {
		const { index } = makeIndex();
		await index.loadContent();
		const result = index.search({ query: 'autowiring', facetFilters: current });
		assert.equal(result.hits[0].type, 'lvl1');
		assert.equal(result.hits[0].url, '/docs/autowiring');
		assert.ok(result.hits.some((h) => h.type === 'content' && h.url === '/docs/theme'));
	});

	it('matches prefixes while typing and forgives one typo in words of five letters or more', async () => {
		const { index } = makeIndex();
		await index.loadContent();
		assert.equal(index.search({ query: 'autow', facetFilters: current }).hits[0].hierarchy.lvl1, 'Autowiring');
		assert.equal(index.search({ query: 'autowirng', facetFilters: current }).hits[0].hierarchy.lvl1, 'Autowiring');
		assert.ok(index.search({ query: 'cahce', facetFilters: current }).nbHits === 0, 'no typo tolerance under five letters');
	});

	it('applies facet filters (language and site tag)', async () => {
		const { index } = makeIndex();
		await index.loadContent();
		const urls = index.search({ query: 'autowiring', facetFilters: current }).hits.map((h) => h.url_without_anchor);
		assert.ok(!urls.includes('/docs/legacy/v8/autowiring'));
		assert.ok(index.search({ query: 'autowiring' }).hits.some((h) => h.url_without_anchor === '/docs/legacy/v8/autowiring'));
		assert.equal(index.search({ query: 'autowiring', facetFilters: ['language:de'] }).nbHits, 0);
	});

	it('returns hits in DocSearch shape with highlight, snippet, anchor and hierarchy', async () => {
		const { index } = makeIndex();
		await index.loadContent();
		const result = index.search({ query: 'rebuild', attributesToSnippet: ['content:5'], facetFilters: current });
		const hit = result.hits[0];
		assert.equal(hit.type, 'content');
		assert.equal(hit.url, '/docs/autowiring#cache');
		assert.deepEqual(hit.hierarchy, { lvl0: 'DevKit', lvl1: 'Autowiring', lvl2: 'Service cache', lvl3: null, lvl4: null, lvl5: null, lvl6: null });
		assert.match((hit._highlightResult.content as { value: string }).value, /<mark>Rebuild<\/mark> it after/);
		assert.equal((hit._snippetResult.content as { value: string }).value, '<mark>Rebuild</mark> it after moving classes.');
		assert.match(result.queryID, /^local-/);
		assert.equal(result.nbHits, result.hits.length);
	});

	it('pages through hits', async () => {
		const { index } = makeIndex();
		await index.loadContent();
		const all = index.search({ query: 'the', hitsPerPage: 100, facetFilters: current });
		const second = index.search({ query: 'the', hitsPerPage: 1, page: 1, facetFilters: current });
		assert.equal(second.hits[0].objectID, all.hits[1].objectID);
		assert.equal(second.nbPages, all.nbHits);
	});
});

describe('local search client', () => {
	it('answers multi-query requests like Algolia', async () => {
		const { index } = makeIndex();
		const client = createLocalSearchClient(index);
		const response = await client.search({ requests: [{ query: 'cache', hitsPerPage: 20, facetFilters: current }, { query: 'install', facetFilters: current }] });
		assert.equal(response.results.length, 2);
		assert.ok(response.results[0].hits.some((h) => h.url === '/forms/cache'));
		assert.equal(response.results[1].hits[0].url, '/docs/theme#install');
	});

	it('reports an unreachable index as a RetryError', async () => {
		const { index } = makeIndex(true);
		await assert.rejects(createLocalSearchClient(index).search({ requests: [{ query: 'x' }] }), (error: Error) => error.name === 'RetryError');
	});
});

describe('archived versions in their own part of the index', () => {
	/** The layout writeSearchIndex produces: current pages in the main part, v8 in `archived`. */
	function splitIndex() {
		const isArchived = (r: (typeof records)[number]) => r.site_tag === 'docs-docs-v8';
		const main = buildShards(records.filter((r) => !isArchived(r)), 'https://x.dev', 120);
		const old = buildShards(records.filter(isArchived), 'https://x.dev', 120);
		const files: Record<string, unknown> = {
			'manifest.json': {
				...main.manifest,
				headings: 'headings.json',
				content: main.content.map((_, i) => `content-${i}.json`),
				archived: { headings: 'archived-headings.json', content: old.content.map((_, i) => `archived-content-${i}.json`), counts: old.manifest.counts, siteTags: ['docs-docs-v8'] },
			},
			'headings.json': main.headings,
			'archived-headings.json': old.headings,
			...Object.fromEntries(main.content.map((c, i) => [`content-${i}.json`, c])),
			...Object.fromEntries(old.content.map((c, i) => [`archived-content-${i}.json`, c])),
		};
		const fetched: string[] = [];
		const fetcher = async (url: string) => {
			fetched.push(url);
			const body = files[url.replace('/search/', '')];
			return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body };
		};
		const client = createLocalSearchClient(new LocalSearchIndex('/search', fetcher), new LocalSearchIndex('/search', fetcher, 'archived'));
		return { client, fetched };
	}

	it('a default search never downloads the archived part', async () => {
		const { client, fetched } = splitIndex();
		const { results } = await client.search({ requests: [{ query: 'autowiring', facetFilters: current }] });
		assert.ok(results[0].hits.length > 0);
		assert.ok(results[0].hits.every((h) => !h.url.startsWith('/docs/legacy/')));
		assert.deepEqual(fetched.filter((url) => url.includes('archived')), []);
	});

	it('asking for an archived site tag loads that part and merges its hits by score', async () => {
		const { client, fetched } = splitIndex();
		const withArchived = ['language:en', ['site_tag:docs-docs-current', 'site_tag:docs-forms-current', 'site_tag:docs-docs-v8']];
		const { results } = await client.search({ requests: [{ query: 'autowiring', facetFilters: withArchived }] });
		const urls = results[0].hits.map((h) => h.url_without_anchor);
		assert.ok(urls.includes('/docs/legacy/v8/autowiring'));
		assert.ok(urls.includes('/docs/autowiring'));
		assert.ok(fetched.some((url) => url.endsWith('archived-headings.json')));
		const ids = results[0].hits.map((h) => h.objectID);
		assert.equal(new Set(ids).size, ids.length, 'hit ids stay unique across parts');
	});
});

describe('highlight and snippet', () => {
	it('escapes HTML and marks whole matched words', () => {
		assert.equal(highlight('Use <b> & cache_key', new Set(['cache'])).value, 'Use &lt;b&gt; &amp; <mark>cache</mark>_key');
	});
	it('cuts a window of words around the first match with ellipses', () => {
		const text = 'one two three four five six seven eight nine ten eleven twelve';
		assert.equal(snippet(text, new Set(['eight']), 4).value, '… seven <mark>eight</mark> nine ten …');
	});
});
