/**
 * Runs against scripts/build-configured.sh: the same site built under the path prefix /es with
 * hideOnScroll, the colour mode switch and gtag analytics switched on.
 */
import { expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
	// No network: the gtag library itself is never fetched; the inline gtag() queue still records calls.
	await page.route(/googletagmanager\.com/, (route) => route.abort());
});

test('the navbar hides on scroll down and shows on scroll up', async ({ page }) => {
	await page.goto('/es/docs/theme');
	const header = page.locator('header[data-navbar-hidden]');
	await expect(header).toHaveAttribute('data-navbar-hidden', 'false');
	await page.mouse.wheel(0, 1200);
	await expect(header).toHaveAttribute('data-navbar-hidden', 'true');
	await page.mouse.wheel(0, -300);
	await expect(header).toHaveAttribute('data-navbar-hidden', 'false');
});

test('the colour mode switch stores the choice, applies it before paint and syncs open tabs', async ({ page, context }) => {
	await page.goto('/es/docs/theme');
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
	const other = await context.newPage();
	await other.goto('/es/forms/welcome');
	await page.getByRole('button', { name: 'Switch to dark mode' }).click();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	expect(await page.evaluate(() => localStorage.getItem('es-color-mode'))).toBe('dark');
	await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
	const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	expect(background).not.toBe('rgb(255, 255, 255)');

	// Before first paint: the attribute is already set when the document is parsed, before any bundle runs.
	await page.route('**/*.js', (route) => route.abort());
	await page.goto('/es/docs/welcome', { waitUntil: 'domcontentloaded' });
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('one page_view is sent per route change, with IP anonymisation configured', async ({ page }) => {
	await page.goto('/es/docs/welcome');
	const gtagCalls = () => page.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args)));
	await expect.poll(async () => (await gtagCalls()).filter((c) => c[0] === 'event' && c[1] === 'page_view').length).toBe(1);
	const config = (await gtagCalls()).find((c) => c[0] === 'config');
	expect(config?.[1]).toBe('G-E2ETEST');
	expect((config?.[2] as { anonymize_ip?: boolean }).anonymize_ip).toBe(true);

	await page.getByRole('navigation', { name: 'DevKit sidebar' }).getByRole('link', { name: 'Requirements' }).click();
	await expect(page).toHaveURL(/\/es\/docs\/requirements$/);
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'blog' }).click();
	await expect(page).toHaveURL(/\/es\/blog$/);
	await expect.poll(async () => (await gtagCalls()).filter((c) => c[0] === 'event' && c[1] === 'page_view').map((c) => (c[2] as { page_path: string }).page_path)).toEqual([
		'/es/docs/welcome',
		'/es/docs/requirements',
		'/es/blog',
	]);
});

test('opened outside its base URL, the site explains the problem in a banner', async ({ page }) => {
	await page.goto('/docs/welcome', { waitUntil: 'domcontentloaded' });
	const banner = page.locator('#base-url-banner');
	await expect(banner).toBeVisible();
	await expect(banner).toContainText('This site did not load properly.');
	await expect(banner).toContainText('/es/');
	await expect(banner.locator('[data-opened-at]')).toHaveText('/docs/welcome');
	await page.goto('/es/docs/welcome');
	await expect(page.locator('#base-url-banner')).toBeHidden();
});
