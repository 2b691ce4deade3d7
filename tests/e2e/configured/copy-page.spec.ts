/**
 * "Copy page" in the configured build (path prefix /es, colour switch on): the twin is fetched and
 * linked under the prefix, the assistants get the prefixed absolute URL, and the open menu is axe
 * clean in dark mode. tests/e2e/copy-page.spec.ts covers the rest on the default build.
 */
import { axeViolations } from '../axe';
import { expect, test } from '../fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
	await page.route(/googletagmanager\.com|algolia\.net|algolianet\.com|playground\.wordpress\.net/, (route) => route.abort());
});

test('under /es: copies the prefixed twin, links to it, names its absolute URL; dark mode with the menu open is axe clean', async ({ page }) => {
	await page.addInitScript(() => localStorage.setItem('es-color-mode', 'dark'));
	await page.goto('/es/docs/theme');
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	const control = page.locator('[data-copy-page]');
	const twin = await page.request.get('/es/docs/theme.md');
	expect(twin.status()).toBe(200);
	const expected = await twin.text();

	await control.getByRole('button', { name: 'Copy page', exact: true }).click();
	await expect(control.getByRole('status')).toHaveText('Page copied as Markdown');
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

	await control.getByRole('button', { name: 'More ways to use this page' }).click();
	const menu = control.getByRole('menu');
	await expect(menu).toBeVisible();
	await expect(menu.getByRole('menuitem', { name: /^View as Markdown/ })).toHaveAttribute('href', '/es/docs/theme.md');
	const absoluteTwin = `${await page.locator('link[rel="canonical"]').getAttribute('href')}.md`;
	expect(absoluteTwin).toMatch(/^https:\/\/[^/]+\/es\/docs\/theme\.md$/);
	for (const name of [/^Open in ChatGPT/, /^Open in Claude/]) {
		expect(await menu.getByRole('menuitem', { name }).getAttribute('href')).toContain(encodeURIComponent(absoluteTwin));
	}
	expect(await axeViolations(page)).toEqual([]);
});
