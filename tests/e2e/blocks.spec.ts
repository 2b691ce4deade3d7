import { expect, test } from './fixtures';

test.describe('callouts', () => {
	test('show the default label per type, a custom title, the hide-title marker, and nothing for an unknown type', async ({ page }) => {
		await page.goto('/__e2e/blocks');
		const callouts = page.locator('[data-fixture="callouts"] aside[data-admonition]');
		await expect(callouts).toHaveCount(8);
		const labels = await callouts.evaluateAll((els) => els.slice(0, 6).map((el) => el.querySelector('p')?.textContent));
		expect(labels).toEqual(['Note', 'Tip', 'Info', 'Caution', 'Danger', 'Success']);
		await expect(callouts.nth(6).locator('p').first()).toHaveText('Custom title');
		await expect(callouts.nth(7).locator('p')).toHaveCount(1);
		await expect(callouts.nth(7)).toHaveText('Title hidden by the marker.');
		await expect(page.locator('[data-admonition="warning"]')).toHaveCount(0);
		await expect(page.getByText('An unknown type renders nothing.')).toHaveCount(0);
	});
});

test.describe('call-to-action button', () => {
	test('an in-page anchor scrolls smoothly to its target', async ({ page }) => {
		await page.goto('/__e2e/blocks');
		const button = page.getByRole('link', { name: 'Jump to the grid' });
		await expect(button).toHaveAttribute('data-cta', 'anchor');
		const behaviours: string[] = [];
		await page.exposeFunction('recordScroll', (behaviour: string) => behaviours.push(behaviour));
		await page.evaluate(() => {
			const original = Element.prototype.scrollIntoView;
			Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
				(window as unknown as { recordScroll: (b: string) => void }).recordScroll(typeof options === 'object' ? String(options.behavior) : 'auto');
				return original.call(this, options);
			};
		});
		await button.click();
		await expect(page.locator('#grid')).toBeInViewport();
		expect(behaviours).toEqual(['smooth']);
		await expect(page).toHaveURL(/#grid$/);
	});

	test('an http link opens in a new tab with rel noopener noreferrer; a path stays in the site', async ({ page }) => {
		await page.goto('/__e2e/blocks');
		const external = page.getByRole('link', { name: 'Infinum (opens in a new tab)' });
		await expect(external).toHaveAttribute('target', '_blank');
		await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
		const internal = page.getByRole('link', { name: 'Docs', exact: true });
		await expect(internal).toHaveAttribute('href', '/docs/welcome');
		await expect(internal).not.toHaveAttribute('target', '_blank');
	});

	test('animates on hover and focus, and not under reduced motion', async ({ page }) => {
		await page.goto('/__e2e/blocks');
		const button = page.getByRole('link', { name: 'Docs', exact: true });
		const transform = () => button.evaluate((el) => getComputedStyle(el).transform);
		await button.hover();
		await expect.poll(transform).not.toBe('none');
		await page.mouse.move(0, 0);
		await button.focus();
		await page.keyboard.press('Shift+Tab');
		await page.keyboard.press('Tab');
		await expect.poll(transform).not.toBe('none');
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await button.hover();
		await expect.poll(transform).toBe('none');
	});
});

test.describe('card grid', () => {
	for (const [width, columns] of [[375, 1], [800, 2], [1200, 4]] as const) {
		test(`has ${columns} column(s) at ${width} px`, async ({ page }) => {
			await page.setViewportSize({ width, height: 900 });
			await page.goto('/__e2e/blocks');
			const tops = await page.locator('[data-card-grid] > li').evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().top)));
			expect(tops.filter((t) => t === tops[0]).length).toBe(columns);
		});
	}
});

test.describe('icons', () => {
	test('project icons: 48×48 canvas (a few 49 wide), stroke 2, currentColor, at 48 and 24 px', async ({ page }) => {
		await page.goto('/components/icon-gallery');
		const icons = page.locator('[data-icon-gallery="project"] svg[data-icon-set="project"]');
		expect(await icons.count()).toBe(30);
		const info = await icons.evaluateAll((svgs) => svgs.map((s) => ({ box: s.getAttribute('viewBox'), stroke: s.getAttribute('stroke-width'), color: s.getAttribute('stroke'), height: s.getAttribute('height') })));
		for (const icon of info) {
			expect(['0 0 48 48', '0 0 49 48']).toContain(icon.box);
			expect(icon.stroke).toBe('2');
			expect(icon.color).toBe('currentColor');
			expect(['48', '24']).toContain(icon.height);
		}
		expect(info.some((i) => i.box === '0 0 49 48')).toBe(true);
	});

	test('general icons: 80×80 canvas, stroke 4, currentColor with a fixed red accent in some', async ({ page }) => {
		await page.goto('/components/icon-gallery');
		const icons = page.locator('[data-icon-gallery="general"] svg[data-icon-set="general"]');
		expect(await icons.count()).toBe(24);
		const info = await icons.evaluateAll((svgs) =>
			svgs.map((s) => ({ box: s.getAttribute('viewBox'), stroke: s.getAttribute('stroke-width'), height: s.getAttribute('height'), red: s.innerHTML.toLowerCase().includes('#e5262e'), name: s.getAttribute('data-icon') })),
		);
		for (const icon of info) {
			expect(icon.box).toBe('0 0 80 80');
			expect(icon.stroke).toBe('4');
			expect(['80', '24']).toContain(icon.height);
		}
		const red = [...new Set(info.filter((i) => i.red).map((i) => i.name))];
		expect(red.length).toBeGreaterThan(0);
		expect(red.length).toBeLessThan(12);
		await expect(page.locator('[data-icon-gallery="general"] li').first()).toContainText('developer');
	});
});
