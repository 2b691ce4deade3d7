/**
 * Archived versions v4–v8: every published URL is a real page with the unmaintained-version
 * banner, the version switcher keeps the reader on the same page where it can, and search leaves
 * archived pages out unless the reader asks for them.
 */
import { docBody } from './docBody';
import { expect, test } from './fixtures';
import { pendingRoutes, publishedRoutes } from './publishedRoutes';

const legacyRoutes = publishedRoutes.filter((r) => r.startsWith('/docs/legacy/') && !pendingRoutes.includes(r));

test.describe('archived versions', () => {
	test('every published /docs/legacy route is a real page carrying the archived banner', async ({ request }) => {
		expect(legacyRoutes.length).toBeGreaterThan(0);
		const failures: string[] = [];
		for (const route of legacyRoutes) {
			const response = await request.get(route);
			if (response.status() !== 200) {
				failures.push(`${route}: HTTP ${response.status()}`);
				continue;
			}
			const html = await response.text();
			const { words, table } = docBody(html);
			if (words < 150 && !table) failures.push(`${route}: ${words} words and no table`);
			if (!html.includes('data-archived-banner')) failures.push(`${route}: no archived banner`);
			if (!html.includes(`<link rel="canonical" href="`) || !new RegExp(`<link rel="canonical" href="[^"]*${route}"`).test(html)) failures.push(`${route}: canonical is not the page itself`);
		}
		expect(failures, failures.join('\n')).toEqual([]);
	});

	test('the banner links to the same page in the current docs, or to their start', async ({ page }) => {
		await page.goto('/docs/legacy/v8/basics/autowiring');
		const banner = page.getByRole('complementary', { name: 'Archived version' });
		await expect(banner).toContainText('8.x');
		await banner.getByRole('link', { name: 'Read this page in the current docs' }).click();
		await expect(page).toHaveURL(/\/docs\/basics\/autowiring$/);
		await expect(page.locator('[data-archived-banner]')).toHaveCount(0);

		await page.goto('/docs/legacy/v4/guides/di-container');
		await page.getByRole('complementary', { name: 'Archived version' }).getByRole('link', { name: 'start at the current docs' }).click();
		await expect(page).toHaveURL(/\/docs\/welcome$/);
	});

	test('the version switcher keeps the page when the target version has it, else opens its main doc', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 900 });
		await page.goto('/docs/basics/autowiring');
		await page.getByRole('button', { name: /Docs version: Next/ }).click();
		await page.getByRole('link', { name: '8.x' }).click();
		await expect(page).toHaveURL(/\/docs\/legacy\/v8\/basics\/autowiring$/);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page.locator('[data-archived-banner]')).toBeVisible();

		// v4 has no autowiring page: the switcher opens v4's main doc.
		await page.getByRole('button', { name: /Docs version: 8\.x/ }).click();
		await page.getByRole('link', { name: '4.x' }).click();
		await expect(page).toHaveURL(/\/docs\/legacy\/v4\/versions$/);

		// The pick is remembered: the navbar's docs link now leads to v4.
		await page.goto('/blog');
		await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'docs', exact: true })).toHaveAttribute('href', /\/docs\/legacy\/v4\//);
	});

	test('search leaves archived pages out by default, and /search can bring them in', async ({ page }) => {
		// The modal, on an archived page itself: current pages only.
		await page.goto('/docs/legacy/v8/basics/autowiring');
		await page.keyboard.press('Control+k');
		await page.locator('.DocSearch-Input').fill('autowiring');
		const modalHits = page.locator('.DocSearch-Hit a');
		await expect(modalHits.first()).toBeVisible();
		const modalLinks = await modalHits.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
		expect(modalLinks.filter((href) => href.startsWith('/docs/legacy/'))).toEqual([]);
		await page.keyboard.press('Escape');

		await page.goto('/search?q=autowiring');
		const hits = page.locator('[data-search-hit] a');
		await expect(hits.first()).toBeVisible();
		const defaultLinks = await hits.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
		expect(defaultLinks.length).toBeGreaterThan(0);
		expect(defaultLinks.filter((href) => href.startsWith('/docs/legacy/'))).toEqual([]);

		// The box is controlled by the URL: a click rewrites ?archived=1, which then checks it.
		await page.getByRole('checkbox', { name: 'Include archived versions' }).click();
		await expect(page).toHaveURL(/archived=1/);
		await expect(page.getByRole('checkbox', { name: 'Include archived versions' })).toBeChecked();
		await expect(page.locator('[data-search-hit] a[href^="/docs/legacy/"]').first()).toBeVisible();
		await page.reload();
		await expect(page.getByRole('checkbox', { name: 'Include archived versions' })).toBeChecked();
		await expect(page.locator('[data-search-hit] a[href^="/docs/legacy/"]').first()).toBeVisible();
	});

	test('the sitemap lists archived pages below every current page', async ({ request }) => {
		const index = await (await request.get('/sitemap-index.xml')).text();
		const sitemaps = [...index.matchAll(/<loc>[^<]*?(\/sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
		expect(sitemaps.length).toBeGreaterThan(0);
		const entries: { url: string; priority: number }[] = [];
		for (const sitemap of sitemaps) {
			const xml = await (await request.get(sitemap)).text();
			for (const m of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<[^>]+>[^<]*<\/[^>]+>)*?<priority>([\d.]+)<\/priority>/g)) entries.push({ url: m[1], priority: Number(m[2]) });
		}
		const archived = entries.filter((e) => e.url.includes('/docs/legacy/'));
		const current = entries.filter((e) => !e.url.includes('/docs/legacy/'));
		expect(archived.length).toBeGreaterThanOrEqual(legacyRoutes.length);
		expect(Math.max(...archived.map((e) => e.priority))).toBeLessThan(Math.min(...current.map((e) => e.priority)));
	});
});
