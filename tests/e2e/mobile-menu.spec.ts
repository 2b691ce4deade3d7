import { expect, test } from './fixtures';

test.describe('mobile menu @mobile', () => {
	test.use({ viewport: { width: 375, height: 740 } });

	test('opens from the hamburger with the docs panel first and a way back to the main menu', async ({ page }) => {
		await page.goto('/docs/theme');
		await expect(page.getByRole('navigation', { name: 'Main' }).locator('[data-navbar-items]')).toBeHidden();
		await page.getByRole('button', { name: 'Open the menu' }).click();
		const dialog = page.getByRole('dialog', { name: 'Site menu' });
		await expect(dialog).toBeVisible();
		await expect(dialog.getByRole('navigation', { name: 'DevKit sidebar' })).toBeVisible();
		await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
		await dialog.getByRole('button', { name: '← Back to main menu' }).click();
		await expect(dialog.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText(['docs', 'Academy', 'forms', 'components', 'blog']);
		await expect(dialog.getByRole('button', { name: 'Docs version: Next' })).toBeVisible();
	});

	test('traps focus, closes on Escape and gives focus back to the hamburger', async ({ page }) => {
		await page.goto('/blog');
		const hamburger = page.getByRole('button', { name: 'Open the menu' });
		await hamburger.click();
		const dialog = page.getByRole('dialog', { name: 'Site menu' });
		await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
		for (let i = 0; i < 15; i += 1) {
			await page.keyboard.press('Tab');
			expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
		}
		await page.keyboard.press('Escape');
		await expect(dialog).toHaveCount(0);
		await expect(hamburger).toBeFocused();
		await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
	});

	test('closes on route change', async ({ page }) => {
		await page.goto('/docs/theme');
		await page.getByRole('button', { name: 'Open the menu' }).click();
		const dialog = page.getByRole('dialog', { name: 'Site menu' });
		await dialog.getByRole('link', { name: 'Requirements' }).click();
		await expect(page).toHaveURL(/\/docs\/requirements$/);
		await expect(dialog).toHaveCount(0);
	});

	test('closes when the window grows to desktop width', async ({ page }) => {
		await page.goto('/forms/welcome');
		await page.getByRole('button', { name: 'Open the menu' }).click();
		await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
		await page.setViewportSize({ width: 1200, height: 800 });
		await expect(page.getByRole('dialog', { name: 'Site menu' })).toHaveCount(0);
		await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
	});
});
