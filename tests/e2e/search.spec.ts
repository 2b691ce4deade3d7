import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { recordsFile } from '../../plugins/search-records/searchIndexFiles';
import { expect, test } from './fixtures';

const INDEX = 'eightshift-docs-local';
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openWithShortcut(page: Page) {
	await page.keyboard.press('Control+k');
	await expect(modal(page)).toBeVisible();
}

test.describe('search modal', () => {
	test('loads nothing until first intent, then opens with Ctrl+K, Meta+K and "/", and closes with Escape', async ({ page }) => {
		const searchRequests: string[] = [];
		page.on('request', (r) => {
			if (r.url().includes('/search-index/')) searchRequests.push(r.url());
		});
		await page.goto('/docs/theme');
		await page.waitForLoadState('networkidle');
		expect(searchRequests).toEqual([]);
		await openWithShortcut(page);
		await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
		await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
		await page.keyboard.press('Escape');
		await expect(modal(page)).toHaveCount(0);
		await expect(page.locator('[data-search-button]')).toBeFocused();
		await page.keyboard.press('Meta+k');
		await expect(modal(page)).toBeVisible();
		await page.keyboard.press('Escape');
		await page.keyboard.press('/');
		await expect(modal(page)).toBeVisible();
		await expect(input(page)).toBeFocused();
		expect(searchRequests.some((u) => u.endsWith('/search-index/manifest.json'))).toBe(true);
	});

	test('hovering the button starts loading the modal code', async ({ page }) => {
		await page.goto('/forms/welcome');
		const chunk = page.waitForRequest((r) => r.resourceType() === 'script' && !r.url().includes('page-data'));
		await page.locator('[data-search-button]').hover();
		await chunk;
	});

	test('"/" does nothing while typing in a text field', async ({ page }) => {
		await page.goto('/search');
		const field = page.locator('#search-page-input');
		await field.click();
		await page.keyboard.type('a/b');
		await expect(field).toHaveValue('a/b');
		await expect(modal(page)).toHaveCount(0);
	});

	test('limits the query to 64 characters', async ({ page }) => {
		await page.goto('/docs/welcome');
		await openWithShortcut(page);
		await input(page).fill('x'.repeat(80));
		expect((await input(page).inputValue()).length).toBe(64);
	});

	test('groups results by section, at most 5 per group, with title hits first', async ({ page }) => {
		await page.goto('/docs/welcome');
		await openWithShortcut(page);
		// Both a DevKit page and a blog post carry this phrase in their title.
		await input(page).fill('block patterns');
		const sources = page.locator('.DocSearch-Hit-source');
		await expect(sources.first()).toBeVisible();
		const names = await sources.allInnerTexts();
		expect(names).toContain('DevKit');
		expect(names).toContain('Blog');
		for (const section of await page.locator('.DocSearch-Dropdown section').all()) {
			expect(await section.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
		}
		const first = page.locator('.DocSearch-Hit').first();
		await expect(first.locator('mark').first()).toHaveText(/block|patterns/i);
		await expect(first).toHaveAttribute('aria-selected', 'true');
	});

	test('snippets are 10 words on desktop and 5 on narrow screens', async ({ page }) => {
		for (const [width, limit] of [[1280, 10], [700, 5]] as const) {
			await page.setViewportSize({ width, height: 900 });
			await page.goto('/docs/welcome');
			await openWithShortcut(page);
			await input(page).fill('composer');
			const snippets = page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-path');
			await expect(snippets.first()).toBeVisible();
			for (const text of await page.locator('.DocSearch-Hit-title').allInnerTexts()) {
				const words = text.replace(/…/g, '').split(/\s+/).filter(Boolean);
				expect(words.length).toBeLessThanOrEqual(limit);
			}
			await page.keyboard.press('Escape');
		}
	});

	test('arrows move the active hit and Enter opens it with client-side navigation', async ({ page }) => {
		await page.goto('/docs/welcome');
		await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
		await openWithShortcut(page);
		await input(page).fill('troubleshooting');
		const hits = page.locator('.DocSearch-Hit');
		await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
		await page.keyboard.press('ArrowDown');
		await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
		await page.keyboard.press('ArrowUp');
		const href = await hits.first().locator('a').getAttribute('href');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
		await expect(modal(page)).toHaveCount(0);
		expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
	});

	test('Ctrl+Enter opens the hit in a new tab and Shift+Enter in a new window', async ({ page, context }) => {
		await page.goto('/docs/welcome');
		for (const key of ['Control+Enter', 'Shift+Enter']) {
			await openWithShortcut(page);
			await input(page).fill('requirements');
			await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
			const opened = context.waitForEvent('page');
			await page.keyboard.press(key);
			const other = await opened;
			await other.waitForLoadState();
			expect(new URL(other.url()).pathname).toMatch(/^\/(docs|forms|blog)\//);
			await other.close();
			await page.keyboard.press('Escape');
		}
		await expect(page).toHaveURL(/\/docs\/welcome$/);
	});

	test('saves a picked hit to recent searches without highlight data, and favourites', async ({ page }) => {
		await page.goto('/docs/welcome');
		await openWithShortcut(page);
		await input(page).fill('autowiring');
		await page.locator('.DocSearch-Hit a').first().click();
		await expect(modal(page)).toHaveCount(0);
		await page.waitForURL((url) => !url.pathname.endsWith('/docs/welcome'));
		// No wait for the new page's render: a shortcut pressed while the navbar is being swapped
		// must still open the modal on the page that arrives.
		const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), `__DOCSEARCH_RECENT_SEARCHES__${INDEX}`);
		expect(stored).toHaveLength(1);
		expect(stored[0].objectID).toBeTruthy();
		expect(stored[0]._highlightResult).toBeUndefined();
		expect(stored[0]._snippetResult).toBeUndefined();
		await openWithShortcut(page);
		await expect(page).not.toHaveURL(/\/docs\/welcome$/);
		await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
		await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
		await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
		const favourites = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX}`);
		expect(favourites).toHaveLength(1);
	});

	test('keeps 7 recent searches without favourites and 4 with one', async ({ page }) => {
		await page.goto('/docs/welcome');
		const seed = (n: number) => Array.from({ length: n }, (_, i) => ({ objectID: `seed-${i}`, url: '/docs/theme', type: 'lvl1', content: null, hierarchy: { lvl0: 'DevKit', lvl1: `Seed ${i}` } }));
		for (const [favourites, expected] of [[0, 7], [1, 4]] as const) {
			await page.evaluate(
				({ index, recent, fav }) => {
					localStorage.setItem(`__DOCSEARCH_RECENT_SEARCHES__${index}`, JSON.stringify(recent));
					localStorage.setItem(`__DOCSEARCH_FAVORITE_SEARCHES__${index}`, JSON.stringify(fav));
				},
				{ index: INDEX, recent: seed(9), fav: seed(favourites).map((s) => ({ ...s, objectID: `fav-${s.objectID}` })) },
			);
			await page.reload();
			await openWithShortcut(page);
			await input(page).fill('requirements');
			await page.locator('.DocSearch-Hit a').first().click();
			await expect(modal(page)).toHaveCount(0);
			const recent = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), `__DOCSEARCH_RECENT_SEARCHES__${INDEX}`);
			expect(recent).toHaveLength(expected);
		}
	});

	test('no results: message, suggestions and the report link', async ({ page }) => {
		await page.goto('/docs/welcome');
		await openWithShortcut(page);
		await input(page).fill('autowiring');
		await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
		await input(page).fill('zzqqxxyy');
		const screen = page.locator('.DocSearch-NoResults');
		await expect(screen).toContainText('No results for "zzqqxxyy"');
		await expect(screen).toContainText('Try searching for');
		await expect(screen).toContainText('Believe this query should return results?');
		await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /zzqqxxyy/);
	});

	test('shows the stalled state while the index is slow', async ({ page }) => {
		await page.route('**/search-index/terms.*.json', async (route) => {
			await new Promise((r) => setTimeout(r, 2000));
			await route.continue();
		});
		await page.goto('/docs/welcome');
		await openWithShortcut(page);
		await input(page).fill('composer');
		await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
		await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
		await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
	});

	test('shows the error screen when the index cannot be reached', async ({ page }) => {
		await page.route(/\/search-index\//, (route) => route.abort());
		await page.goto('/docs/welcome');
		await openWithShortcut(page);
		await input(page).fill('composer');
		const error = page.locator('.DocSearch-ErrorScreen');
		await expect(error).toContainText('Unable to fetch results');
		await expect(error).toContainText('You might want to check your network connection.');
	});

	test('a transposed letter in a name still finds its page first', async ({ page }) => {
		await page.goto('/docs/welcome');
		await openWithShortcut(page);
		await input(page).fill('hubsopt');
		await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/forms/integrations/hubspot');
		await input(page).fill('es_forms_integrations_hubspot_data');
		await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/forms/php/filters/integrations/hubspot#es_forms_integrations_hubspot_data');
	});

	test('a word only the archived versions have shows their results, labelled, with a link that includes them', async ({ page }) => {
		await page.goto('/docs/welcome');
		await openWithShortcut(page);
		await input(page).fill('backbone');
		await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /\/docs\/legacy\/v\d\//);
		const offer = page.locator('[data-archived-results]');
		await expect(offer).toHaveText(/^No results in the current docs: \d+ results? in archived versions$/);
		await offer.click();
		await expect(page).toHaveURL(/\/search\?q=backbone&archived=1$/);
		await expect(page.locator('[data-search-archived]')).toBeChecked();
		await expect(page.locator('[data-search-hit]').first()).toBeVisible();
	});

	test('"See all N results" leads to the search page', async ({ page }) => {
		await page.goto('/docs/welcome');
		await openWithShortcut(page);
		await input(page).fill('composer');
		const seeAll = page.locator('[data-see-all]');
		await expect(seeAll).toHaveText(/^See all \d+ results$/);
		const count = Number((await seeAll.innerText()).match(/\d+/)![0]);
		await seeAll.click();
		await expect(page).toHaveURL(/\/search\?q=composer$/);
		await expect(page.locator('[data-search-count]')).toHaveText(`${count} results`);
	});
});

test.describe('search page', () => {
	test('reads the query from the URL and groups results with title, breadcrumb and snippet', async ({ page }) => {
		await page.goto('/search?q=composer');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “composer”');
		const groups = page.locator('main section h2');
		await expect(groups.first()).toBeVisible();
		expect(await groups.allInnerTexts()).toEqual(expect.arrayContaining(['DevKit']));
		const hit = page.locator('[data-search-hit]').filter({ has: page.locator('mark') }).first();
		await expect(hit.locator('a')).not.toBeEmpty();
		await expect(hit.locator('mark').first()).toHaveText(/composer/i);
	});

	test('opened directly with a query, it hydrates without an error and shows that query\'s results', async ({ page }) => {
		const errors: string[] = [];
		page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
		page.on('pageerror', (error) => errors.push(error.message));
		await page.goto('/search?q=hubsopt');
		await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
		await expect(page.locator('#search-page-input')).toHaveValue('hubsopt');
		await expect(page.locator('[data-search-hit] a').first()).toHaveAttribute('href', /\/forms\/integrations\/hubspot/);
		expect(errors).toEqual([]);
	});

	test('when the current docs have no match, it offers the archived versions\' results', async ({ page }) => {
		await page.goto('/search?q=backbone');
		await expect(page.locator('[data-search-empty]')).toBeVisible();
		const offer = page.locator('[data-search-archived-offer] a');
		await expect(offer).toHaveText(/^\d+ results? in archived versions$/);
		await offer.click();
		await expect(page).toHaveURL(/archived=1/);
		await expect(page.locator('[data-search-hit]').first()).toBeVisible();
	});

	test('typing updates the URL, and more results load on demand', async ({ page }) => {
		await page.goto('/search');
		await page.locator('#search-page-input').fill('the');
		await expect(page).toHaveURL(/\/search\?q=the$/);
		await expect(page.locator('[data-search-hit]')).toHaveCount(20);
		await page.getByRole('button', { name: 'Load more results' }).click();
		await expect(page.locator('[data-search-hit]')).toHaveCount(40);
	});

	test('a section filter narrows the results, lives in the URL and survives a reload', async ({ page }) => {
		await page.goto('/search?q=cache');
		const count = page.locator('[data-search-count]');
		await expect(count).toHaveText(/^\d+ results$/);
		const all = Number((await count.innerText()).match(/\d+/)![0]);
		expect(await page.locator('main section h2').allInnerTexts()).toEqual(expect.arrayContaining(['DevKit', 'Forms']));
		await page.locator('[data-search-section="forms"]').click();
		await expect(page.locator('[data-search-section="forms"]')).toBeChecked();
		await expect(page).toHaveURL(/\/search\?q=cache&section=forms$/);
		await expect(count).not.toHaveText(`${all} results`);
		const narrowed = Number((await count.innerText()).match(/\d+/)![0]);
		expect(narrowed).toBeGreaterThan(0);
		expect(narrowed).toBeLessThan(all);
		await expect(page.locator('main section h2')).toHaveText(['Forms']);
		await page.reload();
		await expect(page.locator('[data-search-section="forms"]')).toBeChecked();
		await expect(page.locator('[data-search-section="docs"]')).not.toBeChecked();
		await expect(count).toHaveText(`${narrowed} results`);
		await expect(page.locator('main section h2')).toHaveText(['Forms']);
	});

	test('says so when nothing matches or the index is unreachable', async ({ page }) => {
		await page.goto('/search?q=zzqqxxyy');
		await expect(page.locator('[data-search-empty]')).toContainText('No results for “zzqqxxyy”.');
		await page.route(/\/search-index\//, (route) => route.abort());
		await page.goto('/search?q=composer');
		await expect(page.locator('[data-search-error]')).toContainText('Unable to fetch results.');
	});
});

test.describe('search records', () => {
	test('every docs and blog page is in the records, in DocSearch shape; readers are not sent them', async ({ request }) => {
		// The records are for the Algolia push, kept outside public/ (plugins/search-records/searchIndexFiles.ts).
		expect((await request.get('/search-index/records.json')).status()).toBe(404);
		const records = JSON.parse(fs.readFileSync(recordsFile(path.resolve(__dirname, '../..')), 'utf8')) as Record<string, unknown>[];
		const urls = new Set(records.map((r) => String(r.url_without_anchor).replace('https://eightshift.com', '')));
		for (const route of ['/docs/theme', '/forms/welcome', '/components/welcome', '/blog/block-patterns', '/docs/legacy/v8/versions']) {
			expect(urls.has(route), route).toBe(true);
		}
		expect(urls.has('/blog')).toBe(false);
		const record = records.find((r) => r.type === 'content' && String(r.url).includes('/docs/theme#'))!;
		expect(Object.keys(record.hierarchy as object)).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
		expect(record).toMatchObject({ language: 'en', site_tag: 'docs-docs-current', hierarchy: { lvl0: 'DevKit', lvl1: 'Create a theme' } });
		const legacy = records.find((r) => String(r.url).includes('/docs/legacy/v8/'));
		expect(legacy?.site_tag).toBe('docs-docs-v8');
	});
});
