/**
 * The hosted search path: the configured build has ALGOLIA_APP_ID=ESTESTAPP, so the modal and
 * /search talk to Algolia. Requests are intercepted in the browser; nothing leaves the machine.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';

const algolia = /algolia(net)?\.(net|com)\/1\/indexes\/\*\/queries/;

const hit = (i: number, type: 'lvl1' | 'content') => ({
	objectID: `fixture-${i}`,
	url: `https://eightshift.com/es/docs/theme${type === 'content' ? '#install' : ''}`,
	type,
	content: type === 'content' ? 'Run composer install in the theme folder.' : null,
	hierarchy: { lvl0: 'DevKit', lvl1: 'Create a theme', lvl2: type === 'content' ? 'Install' : null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
	_highlightResult: { hierarchy: { lvl0: { value: 'DevKit', matchLevel: 'none', matchedWords: [] }, lvl1: { value: 'Create a <mark>theme</mark>', matchLevel: 'full', matchedWords: ['theme'] } } },
	_snippetResult: {
		hierarchy: { lvl1: { value: 'Create a <mark>theme</mark>', matchLevel: 'full' } },
		...(type === 'content' ? { content: { value: 'Run composer install in the <mark>theme</mark> folder.', matchLevel: 'full' } } : {}),
	},
});

async function reply(route: Route, requests: unknown[]) {
	const body = JSON.parse(route.request().postData() ?? '{}') as { requests: { query: string; hitsPerPage: number; page?: number }[] };
	requests.push(body);
	await route.fulfill({
		contentType: 'application/json',
		body: JSON.stringify({
			results: body.requests.map((r) => ({ hits: [hit(1, 'lvl1'), hit(2, 'content')], nbHits: 2, page: r.page ?? 0, nbPages: 1, hitsPerPage: r.hitsPerPage, query: r.query, params: '', queryID: 'fixture-query-id', processingTimeMS: 1 })),
		}),
	});
}

async function openModal(page: Page) {
	await page.goto('/es/docs/welcome');
	await page.keyboard.press('Control+k');
	await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

test('the modal queries Algolia with the DocSearch payload and renders its hits', async ({ page }) => {
	const requests: unknown[] = [];
	let url = '';
	let method = '';
	await page.route(algolia, async (route) => {
		url = route.request().url();
		method = route.request().method();
		await reply(route, requests);
	});
	await openModal(page);
	await page.locator('.DocSearch-Input').fill('theme');
	await expect(page.locator('.DocSearch-Hit')).toHaveCount(2);
	expect(method).toBe('POST');
	const params = new URL(url).searchParams;
	expect(params.get('x-algolia-application-id')).toBe('ESTESTAPP');
	expect(params.get('x-algolia-api-key')).toBe('search-only-test-key');
	const last = requests[requests.length - 1] as { requests: Record<string, unknown>[] };
	expect(last.requests[0]).toMatchObject({
		indexName: 'eightshift_test',
		query: 'theme',
		hitsPerPage: 20,
		snippetEllipsisText: '…',
		highlightPreTag: '<mark>',
		highlightPostTag: '</mark>',
		clickAnalytics: false,
		attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'content', 'url']),
		attributesToSnippet: expect.arrayContaining(['content:10']),
		facetFilters: ['language:en', expect.arrayContaining(['site_tag:docs-docs-current', 'site_tag:blog'])],
	});
	// The reader's path ranks the local index only; Algolia answers 400 to a parameter it does not know.
	expect(last.requests[0]).not.toHaveProperty('context');
	await expect(page.locator('.DocSearch-Hit').first().locator('mark')).toHaveText('theme');
	await expect(page.locator('.DocSearch-Logo')).toBeVisible();
	await page.locator('.DocSearch-Hit a').nth(1).click();
	await expect(page).toHaveURL(/\/es\/docs\/theme#install$/);
});

test('when every Algolia host is unreachable, the modal shows the error screen', async ({ page }) => {
	await page.route(algolia, (route) => route.abort());
	await openModal(page);
	await page.locator('.DocSearch-Input').fill('theme');
	const error = page.locator('[data-search-error-screen]');
	await expect(error).toContainText('Unable to fetch results');
	await expect(error).toContainText('You might want to check your network connection.');
});

test('the search page uses Algolia too', async ({ page }) => {
	const requests: unknown[] = [];
	await page.route(algolia, (route) => reply(route, requests));
	await page.goto('/es/search?q=theme');
	await expect(page.locator('[data-search-hit]')).toHaveCount(2);
	await expect(page.locator('[data-search-hit] a').first()).toHaveAttribute('href', '/es/docs/theme');
	expect((requests[0] as { requests: { indexName: string }[] }).requests[0].indexName).toBe('eightshift_test');
	// Options of the local index stay out of Algolia's request (it answers 400 to an unknown parameter).
	expect((requests[0] as { requests: Record<string, unknown>[] }).requests[0]).not.toHaveProperty('archivedHits');
	expect((requests[0] as { requests: Record<string, unknown>[] }).requests[0]).not.toHaveProperty('context');
	await page.unroute(algolia);
	await page.route(algolia, (route) => route.abort());
	await page.locator('#search-page-input').fill('themes');
	await expect(page.locator('[data-search-error]')).toContainText('Unable to fetch results.');
});
