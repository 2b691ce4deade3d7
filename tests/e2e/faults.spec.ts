/**
 * Faults a reader meets: the network drops after the first page (Playwright's offline mode),
 * and, on a page of every template and a sample of the rest, no uncaught error and no console error.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SAMPLE_SIZES, sampleRoutes, TEMPLATES } from './samples';

/** Data saver turns viewport prefetching off, so the click below is the first request for the blog page. */
const withoutPrefetch = (page: Page) =>
	page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true }));

test.describe('offline after the first page', () => {
	test('a navigation shows the page-load error with Retry, and Retry recovers once the network returns', async ({ page, context }) => {
		await withoutPrefetch(page);
		await page.goto('/docs/theme');
		await context.setOffline(true);
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^blog$/i }).click();
		const error = page.locator('[data-route-error]');
		await expect(error).toBeVisible();
		await expect(error).toContainText('This page could not be loaded.');
		await expect(error).toContainText('offline');
		// The reader keeps the page they had, not the browser's own offline page.
		await expect(page).toHaveURL(/\/docs\/theme$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a theme');

		await context.setOffline(false);
		await error.getByRole('button', { name: 'Retry' }).click();
		await expect(page).toHaveURL(/\/blog$/);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page.locator('[data-route-error]')).toHaveCount(0);
	});

	test('search shows its error screen, and finds results again once the network returns', async ({ page, context }) => {
		await page.goto('/docs/welcome');
		// The modal's code arrives with the first open; the index files only with the first query.
		await page.keyboard.press('Control+k');
		await expect(page.locator('.DocSearch-Modal')).toBeVisible();
		await context.setOffline(true);
		const input = page.locator('.DocSearch-Input');
		await input.fill('autowiring');
		const error = page.locator('.DocSearch-ErrorScreen');
		await expect(error).toContainText('Unable to fetch results');
		await expect(error).toContainText('network connection');

		await context.setOffline(false);
		await input.fill('');
		await input.fill('autowiring');
		await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
		await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
	});
});

/**
 * The pages checked in the browser: one per template and 60 spread over the sections (not the
 * ones the axe sample visits). What every page needs in order to load (its scripts, page data,
 * chunk and static queries, the compilation hash app-data.json names) is checked for all of them
 * by the build itself (plugins/site-checks/pageAssets.ts), so this no longer walks all 650.
 */
const SAMPLED = [...new Set([...TEMPLATES.map((t) => t.route), ...sampleRoutes(Object.fromEntries(Object.entries(SAMPLE_SIZES).map(([section, size]) => [section, size * 2])), 0.25)])];
const SHARDS = 2;
/** The 404 template is reached through a URL that has no page. */
const NOT_FOUND = TEMPLATES.find((t) => t.name === '404')!.route;

test('the browser sample covers every template and 60 more pages from every section', () => {
	expect(SAMPLED.length).toBe(TEMPLATES.length + 60);
	for (const prefix of ['/docs/legacy/', '/forms/', '/components/', '/blog/']) expect(SAMPLED.filter((r) => r.startsWith(prefix)).length, prefix).toBeGreaterThan(5);
});

for (let shard = 0; shard < SHARDS; shard += 1) {
	test(`no uncaught error and no console error on a page of every template and 60 sampled pages (part ${shard + 1} of ${SHARDS})`, async ({ page }) => {
		test.setTimeout(300_000);
		const mine = SAMPLED.filter((_, i) => i % SHARDS === shard);
		const problems: string[] = [];
		let current = '';
		page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message}`));
		page.on('console', (message) => {
			if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
		});
		// The playground page embeds a third-party site; the fault tests of that page cover it.
		await page.route(/playground\.wordpress\.net/, (r) => r.abort());
		for (const route of mine) {
			current = route;
			const response = await page.goto(route);
			expect(response?.status(), route).toBe(route === NOT_FOUND ? 404 : 200);
			await expect(page.locator('html[data-hydrated]'), route).toHaveCount(1);
		}
		// A console message for the aborted third-party frame is the test's doing, not the page's;
		// so is the browser's report of the 404 status the test asked for.
		const ours = (p: string) => !(p.startsWith('/playground:') && /net::ERR_FAILED|playground\.wordpress\.net/.test(p)) && !(p.startsWith(`${NOT_FOUND}:`) && /status of 404/.test(p));
		expect(problems.filter(ours)).toEqual([]);
	});
}
