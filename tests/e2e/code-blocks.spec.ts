import { expect, test } from './fixtures';

test.describe('code blocks', () => {
	test('are highlighted, titled, mark lines and copy their code', async ({ page, context }) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await page.goto('/docs/theme');
		const titled = page.locator('[data-doc-content] [data-language]').filter({ has: page.locator('div', { hasText: /\.\w+$/ }) }).first();
		await expect(titled).toBeVisible();
		const block = page.locator('[data-doc-content] [data-language="php"]').first();
		await expect(block).toBeVisible();
		// Prism splits PHP into typed tokens such as keywords and variables.
		expect(await block.locator('pre span[class]:not(.code-line--marked)').count()).toBeGreaterThan(3);
		const highlighted = page.locator('[data-doc-content] [data-highlighted="true"]');
		expect(await highlighted.count()).toBeGreaterThan(0);

		const code = (await block.locator('pre').textContent()) ?? '';
		await block.hover();
		await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
		await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		expect(copied.trim()).toBe(code.trim());
	});

	test('shell blocks use the bash grammar', async ({ page }) => {
		await page.goto('/docs/theme');
		const shell = page.locator('[data-doc-content] [data-language="bash"]').first();
		await expect(shell).toBeVisible();
	});
});
