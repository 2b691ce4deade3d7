/**
 * The configured build (path prefix /es, gtag, Algolia, colour mode switch) served by nginx with a
 * configuration generated from the same values (scripts/configured-build.env): pages of each kind,
 * the search modal and /search querying Algolia (answered here), and the colour mode switch run
 * under its Content-Security-Policy with no violation. The gtag library is answered by a stub,
 * which must be allowed to run.
 */
import type { Page, Route } from '@playwright/test';
import { configuredBuildEnv } from '../../nginx/server';
import { cspTest, expect, scrollThrough, stubPlayground } from '../cspFixtures';

const test = cspTest(() => process.env.E2E_CONFIGURED_PUBLIC ?? '', configuredBuildEnv);

async function answerAlgolia(route: Route) {
	const body = JSON.parse(route.request().postData() ?? '{}') as { requests: { query: string; hitsPerPage?: number }[] };
	const hit = {
		objectID: 'fixture-1',
		url: 'https://eightshift.com/es/docs/theme',
		type: 'lvl1',
		content: null,
		hierarchy: { lvl0: 'DevKit', lvl1: 'Create a theme', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
		_highlightResult: { hierarchy: { lvl0: { value: 'DevKit', matchLevel: 'none', matchedWords: [] }, lvl1: { value: 'Create a <mark>theme</mark>', matchLevel: 'full', matchedWords: ['theme'] } } },
		_snippetResult: { hierarchy: { lvl1: { value: 'Create a <mark>theme</mark>', matchLevel: 'full' } } },
	};
	await route.fulfill({
		contentType: 'application/json',
		body: JSON.stringify({
			results: body.requests.map((r) => ({ hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: r.hitsPerPage ?? 20, query: r.query, params: '', queryID: 'q', processingTimeMS: 1 })),
		}),
	});
}

/** Nothing leaves the machine: gtag.js and Algolia are answered here, after the browser's CSP check. */
async function stubThirdParties(page: Page) {
	await stubPlayground(page);
	await page.route(/googletagmanager\.com\/gtag\/js/, (route) => route.fulfill({ contentType: 'application/javascript', body: 'window.__esGtagStub = true;' }));
	await page.route(/google-analytics\.com|analytics\.google\.com/, (route) => route.fulfill({ status: 204, body: '' }));
	await page.route(/algolia(net)?\.(net|com)\/1\/indexes\/\*\/queries/, answerAlgolia);
}

const pages: [string, string, number][] = [
	['home', '/es', 200],
	['docs page', '/es/docs/theme', 200],
	['components page with live demos', '/es/components/es-ui-components/toggle-switch', 200],
	['archived page', '/es/docs/legacy/v8/basics/autowiring', 200],
	['blog post', '/es/blog/working-with-custom-queries', 200],
	['blog tags', '/es/blog/tags', 200],
	['search page with a query (Algolia)', '/es/search?q=theme', 200],
	['playground', '/es/playground', 200],
	['404 page', '/es/no/such/page', 404],
];

for (const [name, pathname, status] of pages) {
	test(`${name} (${pathname}) runs under the configured CSP with no violation`, async ({ page, nginx, csp }) => {
		await stubThirdParties(page);
		const response = await page.goto(`${nginx.origin}${pathname}`);
		expect(response?.status()).toBe(status);
		expect(response?.headers()['content-security-policy']).toContain('https://estestapp-dsn.algolia.net');
		await expect(page.locator('html[data-hydrated]')).toBeAttached();
		await page.waitForLoadState('networkidle');
		await scrollThrough(page);
		// gtag.js (the stub) was allowed by the header and by the page's own script policy.
		expect(await page.evaluate(() => (window as unknown as { __esGtagStub?: boolean }).__esGtagStub)).toBe(true);
		if (pathname.startsWith('/es/search')) await expect(page.locator('[data-search-hit]').first()).toBeVisible();
		expect(await csp.violations()).toEqual([]);
	});
}

test('the search modal querying Algolia and the colour mode switch raise no violation', async ({ page, nginx, csp }) => {
	await stubThirdParties(page);
	await page.goto(`${nginx.origin}/es/docs/welcome`);
	await page.keyboard.press('Control+k');
	await expect(page.locator('.DocSearch-Modal')).toBeVisible();
	await page.locator('.DocSearch-Input').fill('theme');
	await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
	await page.keyboard.press('Escape');
	const before = await page.locator('html').getAttribute('data-theme');
	await page.locator('button[data-color-mode]').first().click();
	await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
	// A reload runs the before-paint colour mode script, allowed by its hash.
	await page.reload();
	await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
	expect(await csp.violations()).toEqual([]);
});
