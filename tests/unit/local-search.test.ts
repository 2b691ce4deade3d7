import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildIndexPart, MAX_RECENT, pageFamilies, recentRoutes } from '../../plugins/search-records/searchIndexFiles';
import { buildPageRecords, type SearchRecord } from '../../src/node/searchRecords';
import { forAlgolia } from '../../src/search/backend';
import { highlight, snippet } from '../../src/search/highlight';
import type { RecentFile, SearchManifest } from '../../src/search/indexFormat';
import { capFamilies, createLocalSearchClient, distinctPagesFirst, LocalSearchIndex, ranking } from '../../src/search/localClient';
import { editDistance, indexTerms } from '../../src/search/tokenize';

const page = (route: string, title: string, body: string, siteTag = 'docs-docs-current') =>
	buildPageRecords({ route, html: `<main><h1>${title}</h1><div data-doc-content="">${body}</div></main>`, lvl0: route.startsWith('/forms') ? 'Forms' : 'DevKit', siteTag, language: 'en', origin: 'https://x.dev' });

const records = [
	...page('/docs/autowiring', 'Autowiring', '<p>Services are registered without a container file.</p><h2 id="cache">Service cache</h2><p>Rebuild it after moving classes.</p>'),
	...page('/docs/theme', 'Create a theme', '<p>Autowiring finds your services when the theme boots.</p><h2 id="install">Install</h2><p>Run composer install in the theme folder.</p><h2 id="cli">WP-CLI</h2><p>Every generator is a WP-CLI command.</p>'),
	...page('/docs/blocks', 'Blocks', '<p>Nest blocks with InnerBlocks and pick colours with ColorPicker.</p><h2 id="migrating">Migrating from 12 to 13</h2><p>Move the manifest first.</p>'),
	...page('/forms/cache', 'Cache', '<p>Forms keeps integration responses in a transient cache.</p><h2 id="expiry">Expiry</h2><p>A timer clears it.</p>'),
	...page('/forms/hubspot', 'HubSpot', '<p>Filters for the HubSpot integration.</p><h2 id="data">es_forms_integrations_hubspot_data</h2><p>Changes the es_forms_integrations_hubspot_data payload before it is sent.</p>'),
	...page('/docs/legacy/v8/autowiring', 'Autowiring (v8)', '<p>The old autowiring.</p>', 'docs-docs-v8'),
	...page('/docs/legacy/v8/storybook', 'Storybook (v8)', '<p>Storybook stories for every block, and Timber views.</p>', 'docs-docs-v8'),
];

/** The files writeSearchFiles would write, kept in memory; the fetcher records what was asked for. */
function makeFiles(split: boolean) {
	const files: Record<string, unknown> = {};
	const write = (stem: string, data: unknown) => ((files[`${stem}.json`] = data), `${stem}.json`);
	const isArchived = (r: (typeof records)[number]) => r.site_tag === 'docs-docs-v8';
	const main = buildIndexPart(split ? records.filter((r) => !isArchived(r)) : records, 'https://x.dev', new Map(), write);
	const manifest: SearchManifest = { version: 2, language: 'en', terms: main.terms, titles: main.titles, counts: main.counts };
	if (split) {
		const old = buildIndexPart(records.filter(isArchived), 'https://x.dev', new Map(), (stem, data) => write(`archived-${stem}`, data));
		manifest.archived = { terms: old.terms, titles: old.titles, counts: old.counts, siteTags: old.siteTags };
	}
	files['manifest.json'] = manifest;
	return files;
}

function makeIndex(failing = false, split = false) {
	const files = makeFiles(split);
	const fetched: string[] = [];
	const fetcher = async (url: string) => {
		fetched.push(url.replace('/search/', ''));
		const body = files[url.replace('/search/', '')];
		return { ok: !failing && body !== undefined, status: failing ? 503 : body === undefined ? 404 : 200, json: async () => body };
	};
	return { index: new LocalSearchIndex('/search', fetcher), archived: new LocalSearchIndex('/search', fetcher, 'archived'), fetched };
}

const current = ['language:en', ['site_tag:docs-docs-current', 'site_tag:docs-forms-current']];
const top = async (index: LocalSearchIndex, query: string) => (await index.search({ query, facetFilters: current })).hits[0];

describe('local search index', () => {
	it('fetches only the manifest when the search opens, the terms on the first query, then only what a query needs', async () => {
		const { index, fetched } = makeIndex();
		await index.loadHeadings();
		assert.deepEqual(fetched, ['manifest.json']);
		await index.search({ query: 'autowiring', facetFilters: current });
		assert.ok(fetched.includes('terms.json'));
		assert.ok(fetched.some((f) => f.startsWith('postings-')));
		const pages = fetched.filter((f) => f.startsWith('page-'));
		assert.ok(pages.length >= 1 && pages.length <= 2, `page files of the hits only, got ${pages.join(', ')}`);
	});

	it('ranks a title match above body text', async () => {
		const { index } = makeIndex();
		const result = await index.search({ query: 'autowiring', facetFilters: current });
		assert.equal(result.hits[0].type, 'lvl1');
		assert.equal(result.hits[0].url, '/docs/autowiring');
		assert.ok(result.hits.some((h) => h.type === 'content' && h.url === '/docs/theme'));
	});

	it('matches prefixes while typing, and forgives typos by word length, a swap counting as one', async () => {
		const { index } = makeIndex();
		assert.equal((await top(index, 'autow')).hierarchy.lvl1, 'Autowiring');
		assert.equal((await top(index, 'autowirng')).hierarchy.lvl1, 'Autowiring');
		assert.equal((await top(index, 'hubsopt')).hierarchy.lvl1, 'HubSpot');
		assert.equal((await top(index, 'cahce')).hierarchy.lvl1, 'Cache');
		assert.equal((await top(index, 'cahe ')).hierarchy.lvl1, 'Cache', 'one edit from four letters');
		assert.equal((await top(index, 'atuowirng ')).hierarchy.lvl1, 'Autowiring', 'two edits from eight letters');
		assert.equal((await index.search({ query: 'hbusopt ', facetFilters: current })).nbHits, 0, 'only one edit under eight letters');
		assert.equal((await index.search({ query: 'hte ', facetFilters: current })).nbHits, 0, 'no typo under four letters');
	});

	it('treats compounds, camelCase and word forms as the same words', async () => {
		const { index } = makeIndex();
		assert.equal((await top(index, 'wp cli')).url, '/docs/theme#cli');
		assert.equal((await top(index, 'wpcli')).url, '/docs/theme#cli');
		assert.equal((await top(index, 'inner blocks')).url, '/docs/blocks');
		assert.equal((await top(index, 'color picker')).url, '/docs/blocks');
		assert.equal((await top(index, 'migrate 12 to 13')).url, '/docs/blocks#migrating');
	});

	it('ranks the entry of a full hook name first', async () => {
		const { index } = makeIndex();
		const hit = await top(index, 'es_forms_integrations_hubspot_data');
		assert.equal(hit.url, '/forms/hubspot#data');
		assert.equal(hit.type, 'lvl2');
		assert.match((hit._highlightResult.hierarchy as Record<string, { value: string }>).lvl2.value, /^<mark>es_forms_integrations_hubspot_data<\/mark>$/);
	});

	it('matches titles and headings only for one or two letters, so no page file is needed', async () => {
		const { index, fetched } = makeIndex();
		const result = await index.search({ query: 'wp', facetFilters: current });
		assert.ok(result.nbHits > 0);
		assert.ok(result.hits.every((h) => h.type !== 'content'));
		assert.deepEqual(fetched.filter((f) => f.startsWith('page-')), []);
		const longer = await index.search({ query: 'reb', facetFilters: current });
		assert.ok(longer.hits.some((h) => h.type === 'content' && h.url === '/docs/autowiring#cache'), 'three letters search paragraphs too');
		assert.ok(fetched.some((f) => f.startsWith('page-')));
	});

	it('lets stop words be left out', async () => {
		const { index } = makeIndex();
		assert.equal((await top(index, 'how to install composer')).url, '/docs/theme#install');
	});

	it('applies facet filters (language and site tag)', async () => {
		const { index } = makeIndex();
		const urls = (await index.search({ query: 'autowiring', facetFilters: current })).hits.map((h) => h.url_without_anchor);
		assert.ok(!urls.includes('/docs/legacy/v8/autowiring'));
		assert.ok((await index.search({ query: 'autowiring' })).hits.some((h) => h.url_without_anchor === '/docs/legacy/v8/autowiring'));
		assert.equal((await index.search({ query: 'autowiring', facetFilters: ['language:de'] })).nbHits, 0);
	});

	it('returns hits in DocSearch shape with highlight, snippet, anchor and hierarchy', async () => {
		const { index } = makeIndex();
		const result = await index.search({ query: 'rebuild', attributesToSnippet: ['content:5'], facetFilters: current });
		const hit = result.hits[0];
		assert.equal(hit.type, 'content');
		assert.equal(hit.url, '/docs/autowiring#cache');
		assert.deepEqual(hit.hierarchy, { lvl0: 'DevKit', lvl1: 'Autowiring', lvl2: 'Service cache', lvl3: null, lvl4: null, lvl5: null, lvl6: null });
		assert.match((hit._highlightResult.content as { value: string }).value, /<mark>Rebuild<\/mark> it after/);
		assert.equal((hit._snippetResult.content as { value: string }).value, '<mark>Rebuild</mark> it after moving classes.');
		assert.match(result.queryID, /^local-/);
		assert.equal(result.nbHits, result.hits.length);
	});

	it('pages through hits, one per URL', async () => {
		const { index } = makeIndex();
		const all = await index.search({ query: 'the', hitsPerPage: 100, facetFilters: current });
		const urls = all.hits.map((h) => h.url);
		assert.equal(new Set(urls).size, urls.length);
		const second = await index.search({ query: 'the', hitsPerPage: 1, page: 1, facetFilters: current });
		assert.equal(second.hits[0].objectID, all.hits[1].objectID);
		assert.equal(second.nbPages, all.nbHits);
	});
});

describe('ranking: most words, distinct pages, good matches', () => {
	it('when no allowed page has every word, lists the pages with most of them (an archived page with all of them does not count)', async () => {
		const { index } = makeIndex();
		// No current page has "container", "boots" and "quokka" together; /docs/autowiring and /docs/theme have one or two.
		const result = await index.search({ query: 'services container boots quokka', facetFilters: current });
		assert.ok(result.nbHits > 0, 'pages with most of the words are listed');
		const routes = result.hits.map((h) => h.url_without_anchor);
		assert.ok(routes.includes('/docs/autowiring') && routes.includes('/docs/theme'), routes.join(', '));
		// A page that has them all comes first; pages with fewer follow only while fewer than five pages have them all.
		const full = await index.search({ query: 'services container', facetFilters: current });
		assert.deepEqual([...new Set(full.hits.map((h) => h.url_without_anchor))], ['/docs/autowiring', '/docs/theme']);
		const fill = ranking.fill;
		ranking.fill = 1;
		try {
			const only = await index.search({ query: 'services container', facetFilters: current });
			assert.deepEqual([...new Set(only.hits.map((h) => h.url_without_anchor))], ['/docs/autowiring']);
		} finally {
			ranking.fill = fill;
		}
	});

	it('shows each page once among the first ten results before a second section of any page', () => {
		const part = {};
		const ranked = [1, 1, 1, 2, 3, 1, 4].map((page, i) => ({ r: { page, score: 10 - i }, part }));
		assert.deepEqual(distinctPagesFirst(ranked).map((x) => x.r.page), [1, 2, 3, 4, 1, 1, 1]);
		assert.deepEqual(distinctPagesFirst(ranked, 2).map((x) => x.r.page), [1, 2, 1, 1, 3, 1, 4], 'only the window is reordered');
		// The same page number in another part (the archived index) is another page.
		assert.deepEqual(distinctPagesFirst([{ r: { page: 1 }, part: 'a' }, { r: { page: 1 }, part: 'b' }]).map((x) => x.part), ['a', 'b']);
	});

	it('offers the archived versions when the current docs have no match or only typo matches', async () => {
		const { index, archived } = makeIndex(false, true);
		const client = createLocalSearchClient(index, archived);
		// "storybook" is only in an archived version: the modal gets the archived hits, marked as such.
		const [none] = (await client.search({ requests: [{ query: 'storybook', facetFilters: current }] })).results;
		assert.equal(none.archivedOnly, true);
		assert.equal(none.archivedNbHits, 1);
		assert.equal(none.hits[0].url_without_anchor, '/docs/legacy/v8/storybook');
		// /search asks for the count only, and shows its own "N results in archived versions" link.
		const [counted] = (await client.search({ requests: [{ query: 'storybook', facetFilters: current, archivedHits: false }] })).results;
		assert.equal(counted.nbHits, 0);
		assert.equal(counted.archivedNbHits, 1);
		// "timber" is only a typo of "timer" in the current docs, and a word of an archived page.
		const [typo] = (await client.search({ requests: [{ query: 'timber', facetFilters: current }] })).results;
		assert.equal(typo.fuzzy, true);
		assert.equal(typo.hits[0].url_without_anchor, '/forms/cache', 'the typo match still shows');
		assert.equal(typo.archivedNbHits, 1, 'the archived page is offered beside it');
		// A typo in the archived versions too is no better: nothing is offered.
		const [both] = (await client.search({ requests: [{ query: 'autowirng', facetFilters: current }] })).results;
		assert.equal(both.archivedNbHits, undefined);
		// An exact current match needs no offer.
		const [exact] = (await client.search({ requests: [{ query: 'autowiring', facetFilters: current }] })).results;
		assert.equal(exact.fuzzy, false);
		assert.equal(exact.archivedNbHits, undefined);
	});
});

describe('tokenizer', () => {
	it('indexes identifiers as parts and as a whole', () => {
		assert.deepEqual([...indexTerms('InnerBlocks')].sort(), ['blocks', 'inner', 'innerblocks']);
		assert.deepEqual([...indexTerms('WP-CLI')].sort(), ['cli', 'wp', 'wpcli']);
		assert.ok(indexTerms('es_forms_geolocation').has('es_forms_geolocation'));
	});
	it('counts a transposition as one edit', () => {
		assert.equal(editDistance('hubsopt', 'hubspot', 2), 1);
		assert.equal(editDistance('valdiation', 'validation', 2), 1);
		assert.equal(editDistance('abc', 'xyz', 1), 2);
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
	it('a default search never downloads the archived part', async () => {
		const { index, archived, fetched } = makeIndex(false, true);
		const { results } = await createLocalSearchClient(index, archived).search({ requests: [{ query: 'autowiring', facetFilters: current }] });
		assert.ok(results[0].hits.length > 0);
		assert.ok(results[0].hits.every((h) => !h.url.startsWith('/docs/legacy/')));
		assert.deepEqual(fetched.filter((url) => url.includes('archived')), []);
	});

	it('asking for an archived site tag loads that part and merges its hits by score', async () => {
		const { index, archived, fetched } = makeIndex(false, true);
		const withArchived = ['language:en', ['site_tag:docs-docs-current', 'site_tag:docs-forms-current', 'site_tag:docs-docs-v8']];
		const { results } = await createLocalSearchClient(index, archived).search({ requests: [{ query: 'autowiring', facetFilters: withArchived }] });
		const urls = results[0].hits.map((h) => h.url_without_anchor);
		assert.ok(urls.includes('/docs/legacy/v8/autowiring'));
		assert.ok(urls.includes('/docs/autowiring'));
		assert.ok(fetched.some((url) => url.startsWith('archived-terms')));
		const ids = results[0].hits.map((h) => h.objectID);
		assert.equal(new Set(ids).size, ids.length, 'hit ids stay unique across parts');
	});
});

describe('pages changed since the main index, in a recent file', () => {
	/** The main index of `records`, then /docs/theme rewritten: its new records in one recent file. */
	function withRecentTheme() {
		const files = makeFiles(false);
		const edited = page('/docs/theme', 'Create a theme', '<p>Zebras graze where the installer used to run.</p><h2 id="cli">WP-CLI</h2><p>Every generator is a WP-CLI command.</p>');
		const embedded: RecentFile['files'] = {};
		const part = buildIndexPart(edited, 'https://x.dev', new Map(), (stem, data) => ((embedded[`recent-${stem}`] = data as RecentFile['files'][string]), `recent-${stem}`), new Set(records.map((r) => r.url_without_anchor.slice('https://x.dev'.length))));
		files['recent.abc.json'] = { terms: part.terms, titles: part.titles, files: embedded } satisfies RecentFile;
		(files['manifest.json'] as SearchManifest).recent = { file: 'recent.abc.json', routes: ['/docs/theme'], counts: part.counts };
		const fetched: string[] = [];
		const fetcher = async (url: string) => {
			fetched.push(url.replace('/search/', ''));
			const body = files[url.replace('/search/', '')];
			return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body };
		};
		const index = new LocalSearchIndex('/search', fetcher);
		return { client: createLocalSearchClient(index, undefined, new LocalSearchIndex('/search', fetcher, 'recent', index)), fetched };
	}
	const search = async (client: ReturnType<typeof createLocalSearchClient>, query: string) => (await client.search({ requests: [{ query, facetFilters: current }] })).results[0];

	it('finds the new text of a changed page, and no longer its old text', async () => {
		const { client, fetched } = withRecentTheme();
		const zebras = await search(client, 'zebras');
		assert.deepEqual(zebras.hits.map((h) => h.url_without_anchor), ['/docs/theme']);
		assert.match((zebras.hits[0]._snippetResult.content as { value: string }).value, /<mark>Zebras<\/mark> graze/);
		assert.equal((await search(client, 'composer')).nbHits, 0, 'the old paragraph of /docs/theme is not found in the main index');
		assert.ok(fetched.includes('recent.abc.json'));
		assert.equal(fetched.filter((f) => f === 'manifest.json').length, 1, 'the parts share one manifest download');
	});

	it('keeps the other pages, and gives a changed page one hit per heading, not one per part', async () => {
		const { client } = withRecentTheme();
		assert.equal((await search(client, 'autowiring')).hits[0].url, '/docs/autowiring');
		const cli = await search(client, 'generator');
		assert.deepEqual(cli.hits.map((h) => h.url), ['/docs/theme#cli']);
	});

	it('without a recent file, the recent part finds nothing and downloads nothing', async () => {
		const { index, fetched } = makeIndex();
		const recent = new LocalSearchIndex('/search', async (url: string) => {
			fetched.push(url);
			return { ok: url.endsWith('manifest.json'), status: 200, json: async () => makeFiles(false)['manifest.json'] };
		}, 'recent');
		const { results } = await createLocalSearchClient(index, undefined, recent).search({ requests: [{ query: 'autowiring', facetFilters: current }] });
		assert.equal(results[0].hits[0].url, '/docs/autowiring');
		assert.deepEqual(fetched.filter((f) => f.includes('recent')), []);
	});

	it('a rebuild uses a recent file only for a few changed pages of the default search, with the main index intact', () => {
		const state = { version: 1 as const, pages: { '/docs/a': 'h1', '/docs/b': 'h2', '/docs/legacy/v8/a': 'h3' }, manifest: {} as SearchManifest, files: ['terms.1.json'] };
		const defaults = new Set(['/docs/a', '/docs/b']);
		const all = () => true;
		assert.deepEqual(recentRoutes(state, { '/docs/a': 'h1', '/docs/b': 'h2', '/docs/legacy/v8/a': 'h3' }, defaults, all), []);
		assert.deepEqual(recentRoutes(state, { '/docs/a': 'new', '/docs/b': 'h2', '/docs/legacy/v8/a': 'h3' }, defaults, all), ['/docs/a']);
		assert.equal(recentRoutes(null, state.pages, defaults, all), null, 'no state: a full index');
		assert.equal(recentRoutes(state, state.pages, defaults, () => false), null, 'a file of the main index is gone');
		assert.equal(recentRoutes(state, { '/docs/a': 'h1', '/docs/b': 'h2' }, defaults, all), null, 'a page removed');
		assert.equal(recentRoutes(state, { ...state.pages, '/docs/c': 'h4' }, defaults, all), null, 'a page added');
		assert.equal(recentRoutes(state, { ...state.pages, '/docs/legacy/v8/a': 'new' }, defaults, all), null, 'an archived page changed');
		const many = Object.fromEntries(Array.from({ length: MAX_RECENT + 1 }, (_, i) => [`/docs/p${i}`, 'x']));
		const manyState = { ...state, pages: Object.fromEntries(Object.keys(many).map((r) => [r, 'old'])) };
		assert.equal(recentRoutes(manyState, many, new Set(Object.keys(many)), all), null, `more than ${MAX_RECENT} pages changed`);
	});
});

describe('highlight and snippet', () => {
	it('escapes HTML and marks whole matched words', () => {
		assert.equal(highlight('Use <b> & cache_key', new Set(['cache'])).value, 'Use &lt;b&gt; &amp; <mark>cache</mark>_key');
	});
	it('marks an identifier matched as a whole', () => {
		assert.equal(highlight('Run `WP-CLI` now', new Set(['wpcli'])).value, 'Run `<mark>WP-CLI</mark>` now');
	});
	it('cuts a window of words around the first match with ellipses', () => {
		const text = 'one two three four five six seven eight nine ten eleven twelve';
		assert.equal(snippet(text, new Set(['eight']), 4).value, '… seven <mark>eight</mark> nine ten …');
	});
});

describe('ranking that follows the reader (issue 35)', () => {
	/** An in-memory index of these records, as writeSearchFiles would write it (support vocabulary and families included). */
	function indexOf(list: SearchRecord[]) {
		const files: Record<string, unknown> = {};
		const write = (stem: string, data: unknown) => ((files[`${stem}.json`] = data), `${stem}.json`);
		const main = buildIndexPart(list, 'https://x.dev', new Map(), write);
		files['manifest.json'] = { version: 2, language: 'en', terms: main.terms, titles: main.titles, counts: main.counts } satisfies SearchManifest;
		const index = new LocalSearchIndex('/s', async (url: string) => {
			const body = files[url.replace('/s/', '')];
			return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body };
		});
		return async (query: string, context?: string) => (await createLocalSearchClient(index).search({ requests: [{ query, facetFilters: current, context }] })).results[0];
	}
	const pagesOf = (result: { hits: { url_without_anchor: string }[] }) => [...new Set(result.hits.map((h) => h.url_without_anchor))];

	it('keeps the reader\u2019s path (context) and archivedHits out of Algolia\u2019s request', () => {
		const request = { query: 'wp cli', facetFilters: current, hitsPerPage: 20, context: '/docs/theme', archivedHits: false };
		assert.deepEqual(forAlgolia(request), { query: 'wp cli', facetFilters: current, hitsPerPage: 20 });
	});

	it('ranks the reader\u2019s section first for a query two sections answer alike, without hiding the other', async () => {
		const search = indexOf([
			...page('/docs/basics/wp-cli', 'WP-CLI', '<p>Generators for themes and plugins.</p>'),
			...page('/forms/php/wp-cli', 'WP-CLI', '<p>Commands that export forms.</p>', 'docs-forms-current'),
		]);
		assert.deepEqual(pagesOf(await search('wp cli', '/docs/theme')), ['/docs/basics/wp-cli', '/forms/php/wp-cli']);
		assert.deepEqual(pagesOf(await search('wp cli', '/forms/integrations/hubspot')), ['/forms/php/wp-cli', '/docs/basics/wp-cli']);
		// A better match elsewhere still wins: the context is a boost, not a filter.
		assert.equal(pagesOf(await search('export forms', '/docs/theme'))[0], '/forms/php/wp-cli');
	});

	it('puts a title holding the query as a phrase, and an exact word, above scattered words and readings of it', async () => {
		const search = indexOf([
			// A landing page (pages sit under it) weighs more: only the phrase rule puts the other first.
			...page('/docs/blocks', 'Blocks, and what is allowed where', '<p>Every block of the theme.</p>'),
			...page('/docs/blocks/child', 'Block children', '<p>Nested.</p>'),
			...page('/docs/hooks/allowed', 'Allowed blocks hook', '<p>The filter narrows the inserter.</p>'),
			// `browserslist` is a word of the docs: the title that has it beats one that reads it as `browsers list`.
			...page('/docs/browsers', 'Browsers list', '<p>Which browsers the build supports.</p>'),
			...page('/docs/browsers/old', 'Old browsers', '<p>Legacy support.</p>'),
			...page('/docs/config', 'Browserslist config', '<p>Where the query lives.</p>'),
		]);
		assert.equal(pagesOf(await search('allowed blocks'))[0], '/docs/hooks/allowed');
		assert.equal(pagesOf(await search('browserslist'))[0], '/docs/config');
		// The page about a thing (its title holds the query) above another page's section of that name.
		const cli = indexOf([
			...page('/docs/requirements', 'Requirements', '<h2 id="wp-cli">WP-CLI</h2><p>Version 2.10 or newer.</p>'),
			...page('/docs/basics/wp-cli', 'WP-CLI commands', '<p>Generators for themes and plugins.</p>'),
		]);
		assert.equal((await cli('wp cli', '/docs/theme')).hits[0].url, '/docs/basics/wp-cli');
	});

	it('reads a problem ("not showing", "fails", "error") as a question for FAQ, troubleshooting and pitfalls sections', async () => {
		const search = indexOf([
			...page('/docs/inserter', 'Block inserter', '<p>The inserter lists every block of the project, grouped by category.</p><h2 id="order">Order</h2><p>Blocks appear in manifest order.</p>'),
			...page('/docs/troubleshooting', 'Troubleshooting', '<h2 id="empty">The inserter has no project blocks</h2><p>Clear the manifest cache; a block without a manifest is skipped.</p>'),
			...page('/docs/typography', 'Typography', '<p>Self-hosted fonts load from the theme.</p><h2 id="pitfalls">Pitfalls</h2><p>A font that is missing from the build falls back to the system font.</p>'),
			...page('/docs/loading', 'Loading files', '<p>Pick fonts and load the font files with the theme.</p>'),
		]);
		// Without the vocabulary "not" and "showing" would be required words no page has together with the rest.
		assert.equal((await search('blocks not showing in inserter')).hits[0].url, '/docs/troubleshooting#empty');
		assert.equal((await search('font missing')).hits[0].url, '/docs/typography#pitfalls');
		assert.equal((await search('font error')).hits[0].url, '/docs/typography#pitfalls', 'a problem word no page has still reaches the support section');
		assert.equal((await search('font files')).hits[0].url, '/docs/loading', 'no problem word, no support boost');
		assert.equal((await search('inserter order')).hits[0].url, '/docs/inserter#order', 'no problem word, no support boost');
	});

	it('keeps a family of near-identical pages to two of the first five results', async () => {
		const filter = (slug: string, name: string) =>
			page(`/forms/php/filters/blocks/${slug}`, `${name} blocks`, `<p>Filters the allowed blocks for ${name} forms.</p><h2 id="parameters">Parameters</h2><p>The list.</p><h2 id="return">Return value</h2><p>The list.</p><h2 id="example">Example</h2><p>Code.</p><h2 id="notes">Notes</h2><p>None.</p>`, 'docs-forms-current');
		const list = [
			...filter('allowed-a', 'Allowed'),
			...filter('allowed-b', 'Allowed extra'),
			...filter('allowed-c', 'Allowed admin'),
			...filter('allowed-d', 'Allowed editor'),
			...filter('allowed-e', 'Allowed addon'),
			// The DevKit answer matches in a paragraph only, so all five filter pages outrank it.
			...page('/docs/basics/blocks-hooks', 'Block hooks', '<h2 id="inserter">Inserter</h2><p>The theme narrows the allowed blocks to its own.</p>'),
			...page('/docs/basics/patterns', 'Patterns', '<p>Some blocks are allowed in patterns.</p>'),
			...page('/docs/basics/variations', 'Variations', '<p>Variations of blocks are allowed too.</p>'),
			...page('/docs/basics/reusable', 'Reusable', '<p>Reusable blocks are allowed everywhere.</p>'),
		];
		const families = pageFamilies(list, 'https://x.dev');
		assert.equal(families.get('/forms/php/filters/blocks/allowed-a'), '/forms/php/filters/blocks');
		assert.equal(families.get('/docs/basics/blocks-hooks'), undefined);
		const search = indexOf(list);
		const top = pagesOf(await search('allowed blocks')).slice(0, 5);
		assert.ok(top.includes('/docs/basics/blocks-hooks'), top.join(', '));
		assert.equal(top.filter((route) => route.startsWith('/forms/')).length, 2, top.join(', '));
		const cap = ranking.familyCap;
		ranking.familyCap = Infinity;
		try {
			assert.equal(pagesOf(await search('allowed blocks')).indexOf('/docs/basics/blocks-hooks'), 5, 'without the cap the five filter pages come first');
		} finally {
			ranking.familyCap = cap;
		}
		// The rule alone: a third page of a family waits until the window is full; the order is kept otherwise.
		const item = (family: string | null, n: number, page = n) => ({ r: { family, n, page }, part: 'main' });
		const ranked = [item('f', 1), item('f', 2), item('f', 3), item(null, 4), item('g', 5), item(null, 6), item('f', 7)];
		assert.deepEqual(capFamilies(ranked, 2, 5).map((x) => x.r.n), [1, 2, 4, 5, 6, 3, 7]);
		assert.deepEqual(capFamilies(ranked, 2, 2).map((x) => x.r.n), [1, 2, 3, 4, 5, 6, 7]);
		// What fills the window is another page, not a further section of a page shown already.
		const sections = [item('f', 1), item('f', 2), item('f', 3), item(null, 4), item('f', 5, 1), item(null, 6)];
		assert.deepEqual(capFamilies(sections, 2, 4).map((x) => x.r.n), [1, 2, 4, 6, 3, 5]);
	});

	it('weighs a rare word above a common one', async () => {
		const search = indexOf([
			...page('/docs/theme', 'Theme', '<p>A quokka lives here.</p>'),
			...page('/docs/quokka', 'Quokka', '<p>It has a theme.</p>'),
			...['a', 'b', 'c', 'd'].flatMap((x) => page(`/docs/${x}`, `Page ${x}`, '<p>Every theme has a theme folder.</p>')),
		]);
		// Both paragraphs have one word directly and the other through the title: the rare word's title wins.
		assert.equal((await search('theme quokka')).hits[0].url, '/docs/quokka');
	});

	it('never comes back empty while an allowed page holds one of the query\u2019s words', async () => {
		const { index } = makeIndex();
		// Only "composer" is in the docs: one word of four is below half, and still enough.
		const result = await index.search({ query: 'quokka composer wombat zebra', facetFilters: current });
		assert.equal(result.hits[0]?.url, '/docs/theme#install');
		assert.equal((await index.search({ query: 'quokka wombat', facetFilters: current })).nbHits, 0, 'no word in the docs: nothing');
	});
});
