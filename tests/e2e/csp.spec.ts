/**
 * The production build served by nginx with the generated configuration, in Chromium: one page
 * per template runs under the Content-Security-Policy header and each page's script-hash meta
 * policy with no violation, including the search modal with a query and a client-side navigation.
 */
import path from 'node:path';
import { cspTest, expect, scrollThrough, stubPlayground } from './cspFixtures';

const test = cspTest(() => path.resolve('public'), () => process.env);

const pages: [string, string, number][] = [
	['home', '/', 200],
	['docs page', '/docs/theme', 200],
	['forms page', '/forms/welcome', 200],
	['components page with live demos', '/components/es-ui-components/toggle-switch', 200],
	['components page whose demo starts a worker', '/components/es-ui-components/placeholders', 200],
	['archived page', '/docs/legacy/v8/basics/autowiring', 200],
	['blog list', '/blog', 200],
	['blog post', '/blog/working-with-custom-queries', 200],
	['blog tags', '/blog/tags', 200],
	['blog tag', '/blog/tags/acf', 200],
	['blog archive', '/blog/archive', 200],
	['showcase', '/showcase', 200],
	['search page with a query', '/search?q=composer', 200],
	['playground', '/playground', 200],
	['404 page', '/no/such/page', 404],
];

for (const [name, pathname, status] of pages) {
	test(`${name} (${pathname}) runs under the CSP with no violation`, async ({ page, nginx, csp }) => {
		await stubPlayground(page);
		const response = await page.goto(`${nginx.origin}${pathname}`);
		expect(response?.status()).toBe(status);
		expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
		// Hydrated: the scripts ran, the inline ones included.
		await expect(page.locator('html[data-hydrated]')).toBeAttached();
		await page.waitForLoadState('networkidle');
		await scrollThrough(page);
		if (pathname === '/playground') await expect(page.locator('iframe[title^="WordPress Playground"]')).toBeAttached();
		if (pathname.startsWith('/search')) await expect(page.locator('[data-search-hit]').first()).toBeVisible();
		expect(await csp.violations()).toEqual([]);
	});
}

test('the search modal with a query, and the navigation to a hit, raise no violation', async ({ page, nginx, csp }) => {
	await page.goto(`${nginx.origin}/docs/theme`);
	await page.keyboard.press('Control+k');
	await expect(page.locator('.DocSearch-Modal')).toBeVisible();
	await page.locator('.DocSearch-Input').fill('autowiring');
	await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
	await page.locator('.DocSearch-Hit a').first().click();
	await expect(page).not.toHaveURL(/\/docs\/theme$/);
	await page.waitForLoadState('networkidle');
	expect(await csp.violations()).toEqual([]);
});

test('a page whose inline script was changed after the build is blocked: the hashes are enforced', async ({ page, nginx, csp }) => {
	// The same page with one character of Gatsby's inline script loader altered on the way.
	await page.route(`${nginx.origin}/docs/theme`, async (route) => {
		const response = await route.fetch();
		const html = (await response.text()).replace('window.pagePath="/docs/theme"', 'window.pagePath="/docs/theme" ');
		await route.fulfill({ response, body: html });
	});
	await page.goto(`${nginx.origin}/docs/theme`, { waitUntil: 'load' });
	await expect.poll(async () => (await csp.violations()).join('\n')).toMatch(/script-src-elem blocked inline in http:\/\/127\.0\.0\.1:\d+\/docs\/theme/);
});
