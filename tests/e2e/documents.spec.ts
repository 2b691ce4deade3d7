/**
 * Documents arrive as HTML rendered in Node: React hydrates only the islands inside them, local
 * links in them still navigate client-side and prefetch, and the shell persists.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Elements inside the document that React manages, outside any island. */
const reactNodesOutsideIslands = (page: Page) =>
	page.evaluate(() => {
		const content = document.querySelector('[data-doc-content]');
		if (!content) throw new Error('no [data-doc-content] on the page');
		return [...content.querySelectorAll('*')]
			.filter((el) => !el.closest('[data-island]'))
			.filter((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps')))
			.map((el) => el.outerHTML.slice(0, 80));
	});

const islandChunk = /island-copy-button/;

test.describe('documents as data', () => {
	test('a docs page hydrates none of its content except its islands', async ({ page }) => {
		await page.goto('/docs/theme');
		const islands = page.locator('[data-doc-content] [data-island="CopyButton"]');
		expect(await islands.count()).toBeGreaterThan(1);
		await expect(islands.first()).toHaveAttribute('data-island-hydrated', 'true');
		await expect(page.locator('[data-doc-content] [data-island]:not([data-island-hydrated])')).toHaveCount(0);
		// Islands are React roots of their own; everything else in the document is plain HTML.
		expect(await islands.first().locator('button').evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(true);
		expect(await reactNodesOutsideIslands(page)).toEqual([]);
	});

	test('an island becomes interactive, and its chunk is requested only where one is', async ({ page, context }) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		const requested: string[] = [];
		page.on('request', (request) => requested.push(request.url()));

		await page.goto('/forms/known-issues');
		await expect(page.locator('[data-doc-content]')).toBeVisible();
		await expect(page.locator('[data-doc-content] [data-island]')).toHaveCount(0);
		await page.waitForLoadState('networkidle');
		expect(requested.filter((url) => islandChunk.test(url))).toEqual([]);

		await page.goto('/docs/theme');
		const block = page.locator('[data-doc-content] [data-code-block]').first();
		await expect(block.locator('[data-island]')).toHaveAttribute('data-island-hydrated', 'true');
		expect(requested.filter((url) => islandChunk.test(url)).length).toBeGreaterThan(0);
		await block.hover();
		await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
		await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
		expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(((await block.locator('pre').textContent()) ?? '').trim());
	});

	test('a link in a document is preloaded on hover and navigates without a full load', async ({ page }) => {
		await page.goto('/docs/theme');
		await page.evaluate(() => {
			const w = window as unknown as { hovered: string[]; sameDocument: boolean; ___loader: { hovering: (p: string) => void } };
			w.hovered = [];
			w.sameDocument = true;
			const hovering = w.___loader.hovering.bind(w.___loader);
			w.___loader.hovering = (path) => {
				w.hovered.push(path);
				hovering(path);
			};
		});
		const link = page.locator('[data-doc-content] a[href$="/docs/requirements"]').first();
		const pageData = page.waitForRequest(/page-data\/docs\/requirements\/page-data\.json/);
		await link.hover();
		expect(await page.evaluate(() => (window as unknown as { hovered: string[] }).hovered)).toContain('/docs/requirements');
		await pageData;
		await link.click();
		await expect(page).toHaveURL(/\/docs\/requirements$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Requirements/);
		// A full load would have replaced the window and its marker.
		expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
	});

	test('the navbar and the docs sidebar are the same elements after a navigation', async ({ page }) => {
		await page.goto('/docs/theme');
		await page.evaluate(() => {
			(document.querySelector('nav[aria-label="Main"]') as HTMLElement & { marked?: boolean }).marked = true;
			(document.querySelector('nav[aria-label="DevKit sidebar"]') as HTMLElement & { marked?: boolean }).marked = true;
		});
		await page.getByRole('navigation', { name: 'DevKit sidebar' }).getByRole('link', { name: 'Versions' }).click();
		await expect(page).toHaveURL(/\/docs\/versions$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Versions/);
		const kept = await page.evaluate(() => ({
			navbar: (document.querySelector('nav[aria-label="Main"]') as HTMLElement & { marked?: boolean }).marked,
			sidebar: (document.querySelector('nav[aria-label="DevKit sidebar"]') as HTMLElement & { marked?: boolean }).marked,
		}));
		expect(kept).toEqual({ navbar: true, sidebar: true });
	});
});
