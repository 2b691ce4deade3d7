/**
 * The configured build (colour mode switch on, path prefix /es): the switch is reached and used
 * with the keyboard alone, and axe with every rule finds nothing in dark mode on one page per
 * main template (the default build has no dark mode; tests/e2e/a11y.spec.ts covers light).
 */
import { axeViolations } from '../axe';
import { expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
	// No network: analytics and Algolia are never contacted from these tests.
	await page.route(/googletagmanager\.com|algolia\.net|algolianet\.com|playground\.wordpress\.net/, (route) => route.abort());
});

test('keyboard: Tab reaches the colour mode switch after the language menu, Enter switches and focus stays', async ({ page }) => {
	await page.goto('/es/docs/theme');
	const language = page.getByRole('button', { name: 'Language: English' });
	await language.focus();
	await page.keyboard.press('Tab');
	const toggle = page.getByRole('button', { name: 'Switch to dark mode' });
	await expect(toggle).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	const back = page.getByRole('button', { name: 'Switch to light mode' });
	await expect(back).toBeFocused();
	expect(await back.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);
	await page.keyboard.press('Space');
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
	await page.keyboard.press('Tab');
	await expect(page.locator('[data-search-button]')).toBeFocused();
});

for (const route of ['/', '/docs/theme', '/forms/welcome', '/blog', '/blog/working-with-custom-queries', '/docs/legacy/v8/basics/autowiring', '/search?q=cache']) {
	test(`axe, every rule, dark mode: ${route}`, async ({ page }) => {
		test.setTimeout(60_000);
		await page.addInitScript(() => localStorage.setItem('es-color-mode', 'dark'));
		await page.goto(`/es${route}`);
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
		if (route.startsWith('/search')) await expect(page.locator('[data-search-count], [data-search-error]').first()).toBeVisible({ timeout: 15_000 });
		expect(await axeViolations(page)).toEqual([]);
	});
}
