import { expect, test } from './fixtures';

test.describe('navbar', () => {
	test('shows the SPEC items in order, on the right, with their targets', async ({ page }) => {
		await page.goto('/docs/welcome');
		const nav = page.getByRole('navigation', { name: 'Main' });
		const links = nav.locator('[data-navbar-items] a');
		await expect(links).toHaveText(['docs', 'Academy', 'forms', 'components', 'blog']);
		const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
		expect(hrefs).toEqual(['/docs/welcome', '/showcase', '/forms/welcome', '/components/welcome', '/blog']);
		const brand = await nav.locator('a').first().boundingBox();
		const first = await links.first().boundingBox();
		expect(first!.x).toBeGreaterThan(brand!.x + 400);
	});

	test('marks the item of the current section', async ({ page }) => {
		await page.goto('/forms/welcome');
		const nav = page.getByRole('navigation', { name: 'Main' });
		await expect(nav.locator('a[aria-current="page"]')).toHaveText('forms');
		await page.goto('/components/welcome');
		await expect(nav.locator('a[aria-current="page"]')).toHaveText('components');
	});

	test('navigates client-side without a full reload', async ({ page }) => {
		await page.goto('/docs/welcome');
		await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'forms' }).click();
		await expect(page).toHaveURL(/\/forms\/welcome$/);
		expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
	});
});

test.describe('footer', () => {
	test('has copyright, social links with icons and the agency link', async ({ page }) => {
		await page.goto('/docs/welcome');
		const footer = page.locator('footer');
		await expect(footer).toContainText(/Copyright © \d{4} Infinum/);
		const social = footer.getByRole('list', { name: 'Infinum on social media' }).locator('a');
		const icons = await social.evaluateAll((as) => as.map((a) => a.getAttribute('data-icon')));
		expect(icons).toEqual(['twitter', 'clutch', 'dribbble', 'facebook', 'instagram', 'linkedin']);
		for (const link of await social.all()) {
			expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
			await expect(link.locator('svg')).toHaveCount(1);
		}
		await expect(footer.getByRole('link', { name: 'Made by Infinum' })).toHaveAttribute('href', 'https://infinum.com');
	});
});
