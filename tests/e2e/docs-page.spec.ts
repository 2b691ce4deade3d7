import { expect, test } from './fixtures';

test.describe('doc page', () => {
	test('has the title, meta description, canonical URL and html lang/dir', async ({ page }) => {
		await page.goto('/docs/requirements');
		await expect(page).toHaveTitle('Requirements | Eightshift Development Kit');
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
		const description = await page.locator('meta[name="description"]').getAttribute('content');
		expect(description?.length).toBeGreaterThan(20);
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://eightshift.com/docs/requirements');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Requirements');
	});

	test('sidebar marks the current page and opens its category', async ({ page }) => {
		await page.goto('/docs/theme');
		const sidebar = page.getByRole('navigation', { name: 'DevKit sidebar' });
		const current = sidebar.locator('a[aria-current="page"]');
		await expect(current).toHaveCount(1);
		await expect(current).toHaveAttribute('href', '/docs/theme');
		await expect(sidebar.getByRole('button', { name: 'Collapse Getting started' })).toHaveAttribute('aria-expanded', 'true');
	});

	test('sidebar categories auto-collapse: opening one closes its sibling', async ({ page }) => {
		await page.goto('/docs/theme');
		const sidebar = page.getByRole('navigation', { name: 'DevKit sidebar' });
		await sidebar.getByRole('button', { name: 'Expand Libraries' }).click();
		await expect(sidebar.getByRole('button', { name: 'Collapse Libraries' })).toHaveAttribute('aria-expanded', 'true');
		await expect(sidebar.getByRole('button', { name: 'Expand Getting started' })).toHaveAttribute('aria-expanded', 'false');
		await expect(sidebar.getByRole('link', { name: 'eightshift-libs', exact: false }).first()).toBeVisible();
	});

	test('sidebar has no control that hides it', async ({ page }) => {
		await page.goto('/docs/theme');
		await expect(page.getByRole('navigation', { name: 'DevKit sidebar' })).toBeVisible();
		await expect(page.getByRole('button', { name: /hide sidebar|collapse sidebar/i })).toHaveCount(0);
	});

	test('table of contents lists h2 and h3 only, each pointing at a heading', async ({ page }) => {
		await page.goto('/docs/theme');
		const toc = page.getByRole('navigation', { name: 'On this page' });
		const hrefs = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
		expect(hrefs.length).toBeGreaterThan(2);
		for (const href of hrefs) {
			const tag = await page.locator(`[data-doc-content] [id="${href.slice(1)}"]`).evaluate((el) => el.tagName);
			expect(['H2', 'H3']).toContain(tag);
		}
		const h4s = await page.locator('[data-doc-content] h4[id]').evaluateAll((els) => els.map((e) => `#${e.id}`));
		for (const id of h4s) expect(hrefs).not.toContain(id);
	});

	test('previous and next links follow the sidebar order', async ({ page }) => {
		await page.goto('/docs/requirements');
		const pager = page.getByRole('navigation', { name: 'Docs pages' });
		await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', '/docs/welcome');
		await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', '/docs/theme');
		await pager.locator('a[rel="next"]').click();
		await expect(page).toHaveURL(/\/docs\/theme$/);
		await expect(page.getByRole('heading', { level: 1 })).toContainText(/theme/i);
	});

	test('custom heading ids and dropped HTML comments', async ({ page, request }) => {
		await page.goto('/docs/theme');
		await expect(page.locator('h2#troubleshooting')).toHaveCount(1);
		const html = await (await request.get('/docs/welcome')).text();
		expect(html).not.toContain('editors:');
		expect(html).not.toContain('&lt;!--');
	});

	test('GFM tables render as tables', async ({ page }) => {
		await page.goto('/docs/requirements');
		await expect(page.locator('[data-doc-content] table').first()).toBeVisible();
		expect(await page.locator('[data-doc-content] table th').count()).toBeGreaterThan(1);
	});

	test('callouts render with their default or custom title', async ({ page }) => {
		await page.goto('/docs/theme');
		const callout = page.locator('[data-doc-content] aside[data-admonition]').first();
		await expect(callout).toBeVisible();
		const type = await callout.getAttribute('data-admonition');
		expect(['note', 'tip', 'info', 'caution', 'danger', 'success']).toContain(type);
		await expect(callout.locator('p').first()).not.toBeEmpty();
	});
});
