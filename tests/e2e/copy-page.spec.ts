/**
 * "Copy page" (src/theme/CopyPage) on a DevKit, a Forms, a components, an archived and a blog
 * page: what lands on the clipboard is exactly what the server answers at the page's Markdown
 * twin; success and failure are announced; mouse and keyboard both work; the menu's links point
 * at the twin and at the assistants; nothing of it loads before it is used; and it fits a phone.
 */
import type { Page } from '@playwright/test';
import { markdownTwinPath } from '../../src/lib/paths';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const PAGES = [
	{ name: 'DevKit doc', route: '/docs/theme' },
	{ name: 'Forms doc', route: '/forms/integrations/hubspot' },
	{ name: 'components doc', route: '/components/es-ui-components/toggle-switch' },
	{ name: 'archived legacy doc', route: '/docs/legacy/v8/basics/autowiring' },
	{ name: 'blog post', route: '/blog/working-with-custom-queries' },
];

const SENTINEL = 'clipboard before the copy';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const control = (page: Page) => page.locator('[data-copy-page]');
const copyButton = (page: Page) => control(page).getByRole('button', { name: 'Copy page', exact: true });
const menuButton = (page: Page) => control(page).getByRole('button', { name: 'More ways to use this page' });
/** The menu element, open or not (a role query would skip it while hidden). */
const menu = (page: Page) => control(page).locator('[role="menu"]');
const status = (page: Page) => control(page).getByRole('status');

/** Puts a known text on the clipboard, so a copy that did nothing cannot pass. */
async function primeClipboard(page: Page) {
	await page.evaluate((text) => navigator.clipboard.writeText(text), SENTINEL);
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The twin as the server sends it: 200, and the body. */
async function twinBody(page: Page, route: string): Promise<string> {
	const response = await page.request.get(markdownTwinPath(route));
	expect(response.status(), `${markdownTwinPath(route)} answers 200`).toBe(200);
	return response.text();
}

/** The element with focus: its accessible name (aria-label or text) and whether a focus ring shows. */
function focused(page: Page) {
	return page.evaluate(() => {
		const el = document.activeElement as HTMLElement;
		const style = getComputedStyle(el);
		return {
			name: el.getAttribute('aria-label') ?? (el.textContent ?? '').trim(),
			role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
			ring: el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
		};
	});
}

async function tabTo(page: Page, name: string, max = 60) {
	for (let i = 0; i < max; i += 1) {
		await page.keyboard.press('Tab');
		if ((await focused(page)).name === name) return;
	}
	throw new Error(`Tab never reached "${name}"`);
}

test.describe('copy page', () => {
	for (const { name, route } of PAGES) {
		test(`${name} (${route}): the click copies the twin, byte for byte, and says so`, async ({ page }) => {
			const expected = await twinBody(page, route);
			expect(expected.startsWith('---\n'), 'the twin opens with front matter').toBe(true);
			await page.goto(route);
			await primeClipboard(page);
			await expect(status(page)).toHaveText('');
			await copyButton(page).click();
			await expect(status(page)).toHaveText('Page copied as Markdown');
			await expect(control(page).getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
			expect(await readClipboard(page)).toBe(expected);
			// The label comes back.
			await expect(copyButton(page)).toBeVisible({ timeout: 5000 });
		});
	}

	test('keyboard only: Tab to the button, Enter copies; Tab reaches the menu button', async ({ page }) => {
		const route = '/blog/working-with-custom-queries';
		const expected = await twinBody(page, route);
		await page.goto(route);
		await primeClipboard(page);
		await tabTo(page, 'Copy page');
		expect((await focused(page)).ring, 'the button shows a focus ring').toBe(true);
		await page.keyboard.press('Enter');
		await expect(status(page)).toHaveText('Page copied as Markdown');
		expect(await readClipboard(page)).toBe(expected);
		await page.keyboard.press('Tab');
		expect(await focused(page)).toMatchObject({ name: 'More ways to use this page', ring: true });
	});

	test('the menu by keyboard: Enter, Space and ArrowDown open it on the first item; arrows, Home, End move; Escape and Tab close it', async ({ page }) => {
		const route = '/docs/theme';
		const expected = await twinBody(page, route);
		await page.goto(route);
		await primeClipboard(page);
		const toggle = menuButton(page);
		await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		expect(await menu(page).getAttribute('id')).toBe(await toggle.getAttribute('aria-controls'));
		await expect(menu(page)).toBeHidden();
		await tabTo(page, 'More ways to use this page');

		await page.keyboard.press('ArrowDown');
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		await expect(menu(page)).toBeVisible();
		const items = menu(page).getByRole('menuitem');
		await expect(items).toHaveCount(4);
		await expect(items.nth(0)).toBeFocused();
		expect((await focused(page)).ring, 'menu items show a focus ring').toBe(true);
		await page.keyboard.press('ArrowDown');
		await expect(items.nth(1)).toBeFocused();
		await page.keyboard.press('End');
		await expect(items.nth(3)).toBeFocused();
		await page.keyboard.press('ArrowDown');
		await expect(items.nth(0)).toBeFocused();
		await page.keyboard.press('ArrowUp');
		await expect(items.nth(3)).toBeFocused();
		await page.keyboard.press('Home');
		await expect(items.nth(0)).toBeFocused();
		await page.keyboard.press('Escape');
		await expect(menu(page)).toBeHidden();
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		await expect(toggle).toBeFocused();

		// Enter opens it too; Tab leaves and closes it, with focus past the control.
		await page.keyboard.press('Enter');
		await expect(items.nth(0)).toBeFocused();
		await page.keyboard.press('Tab');
		await expect(menu(page)).toBeHidden();
		expect(await control(page).evaluate((el) => el.contains(document.activeElement))).toBe(false);
		await page.keyboard.press('Shift+Tab');
		await expect(toggle).toBeFocused();

		// Space opens it; ArrowUp from the button starts at the last item.
		await page.keyboard.press('Space');
		await expect(items.nth(0)).toBeFocused();
		await page.keyboard.press('Escape');
		await page.keyboard.press('ArrowUp');
		await expect(items.nth(3)).toBeFocused();

		// "Copy page as Markdown" chosen with Enter copies, closes the menu and returns focus to its button.
		await page.keyboard.press('Home');
		await expect(items.nth(0)).toHaveAccessibleName(/^Copy page as Markdown/);
		await page.keyboard.press('Enter');
		await expect(menu(page)).toBeHidden();
		await expect(toggle).toBeFocused();
		await expect(status(page)).toHaveText('Page copied as Markdown');
		expect(await readClipboard(page)).toBe(expected);
	});

	test('the menu by mouse: opens, closes on a click outside and on its button, copies from its item', async ({ page }) => {
		const route = '/forms/integrations/hubspot';
		const expected = await twinBody(page, route);
		await page.goto(route);
		await primeClipboard(page);
		await menuButton(page).click();
		await expect(menu(page)).toBeVisible();
		await page.locator('h1').click();
		await expect(menu(page)).toBeHidden();
		await menuButton(page).click();
		await expect(menu(page)).toBeVisible();
		await menuButton(page).click();
		await expect(menu(page)).toBeHidden();
		await menuButton(page).click();
		await menu(page).getByRole('menuitem', { name: /^Copy page as Markdown/ }).click();
		await expect(menu(page)).toBeHidden();
		await expect(status(page)).toHaveText('Page copied as Markdown');
		expect(await readClipboard(page)).toBe(expected);
	});

	test('the menu links: View as Markdown is the twin (200, in the HTML before any script), ChatGPT and Claude name its absolute URL', async ({ page }) => {
		const route = '/docs/legacy/v8/basics/autowiring';
		const twin = markdownTwinPath(route);
		await page.goto(route);
		const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
		const absoluteTwin = `${canonical}.md`;
		expect(absoluteTwin).toMatch(/^https:\/\/.+\/docs\/legacy\/v8\/basics\/autowiring\.md$/);

		const view = menu(page).getByRole('menuitem', { name: /^View as Markdown/, includeHidden: true });
		await expect(view).toHaveAttribute('href', twin);
		expect((await page.request.get((await view.getAttribute('href'))!)).status()).toBe(200);
		for (const [assistant, start] of [
			['ChatGPT', 'https://chatgpt.com/?q='],
			['Claude', 'https://claude.ai/new?q='],
		]) {
			const link = menu(page).getByRole('menuitem', { name: new RegExp(`^Open in ${assistant}`), includeHidden: true });
			const href = (await link.getAttribute('href'))!;
			expect(href.startsWith(start), href).toBe(true);
			expect(href).toContain(encodeURIComponent(absoluteTwin));
			expect(new URL(href).searchParams.get('q')).toContain(absoluteTwin);
			await expect(link).toHaveAttribute('target', '_blank');
		}

		// Real anchors in the server's HTML: they work and can be read without JavaScript.
		const html = await (await page.request.get(route)).text();
		expect(html).toContain(`href="${twin}"`);
		expect(html).toContain(`href="https://chatgpt.com/?q=`);
		expect(html).toContain(encodeURIComponent(absoluteTwin));
		expect(html).toMatch(/<div[^>]*data-copy-page=""/);
	});

	test('nothing loads before first use: no twin request and no new script until the click, then the copy-page chunk and the twin', async ({ page }) => {
		const route = '/components/es-ui-components/toggle-switch';
		const twin = markdownTwinPath(route);
		const requests: string[] = [];
		page.on('request', (request) => requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
		await page.goto(route);
		await page.waitForLoadState('networkidle');
		const scriptsAtLoad = requests.filter((r) => r.startsWith('script '));
		expect(requests.filter((r) => r.endsWith(twin))).toEqual([]);
		expect(scriptsAtLoad.filter((r) => /copy-page/.test(r))).toEqual([]);

		// Pointing at and focusing the control loads nothing either (no prefetch).
		const before = requests.length;
		await copyButton(page).hover();
		await menuButton(page).hover();
		await copyButton(page).focus();
		await menuButton(page).focus();
		await page.waitForTimeout(300);
		expect(requests.slice(before)).toEqual([]);

		await copyButton(page).click();
		await expect(status(page)).toHaveText('Page copied as Markdown');
		const after = requests.slice(before);
		expect(after.filter((r) => /^script .*\/copy-page-[0-9a-f]+\.js$/.test(r)), `requests after the click: ${after.join(', ')}`).toHaveLength(1);
		expect(after.filter((r) => r.endsWith(twin))).toHaveLength(1);
	});

	test('a twin that does not load is announced as an error, visibly, and the clipboard is left alone', async ({ page }) => {
		const route = '/docs/theme';
		await page.goto(route);
		await primeClipboard(page);
		await page.route(`**${markdownTwinPath(route)}`, (r) => r.abort('internetdisconnected'));
		await copyButton(page).click();
		await expect(status(page)).toHaveText(/^Could not copy the page: .+\.$/);
		await expect(status(page)).toBeVisible();
		await expect(copyButton(page)).toBeVisible();
		expect(await readClipboard(page)).toBe(SENTINEL);

		// A missing twin names the status.
		await page.unroute(`**${markdownTwinPath(route)}`);
		await page.route(`**${markdownTwinPath(route)}`, (r) => r.fulfill({ status: 404, contentType: 'text/plain', body: 'Not here' }));
		await copyButton(page).click();
		await expect(status(page)).toHaveText(/^Could not copy the page: the server answered 404/);
		expect(await readClipboard(page)).toBe(SENTINEL);
	});

	test('axe, every rule, with the menu open: light and dark', async ({ page }) => {
		await page.goto('/docs/theme');
		await menuButton(page).click();
		await expect(menu(page)).toBeVisible();
		expect(await axeViolations(page)).toEqual([]);
		await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
		expect(await axeViolations(page)).toEqual([]);
	});

	test('the home page and the blog lists have no copy control', async ({ page }) => {
		for (const route of ['/', '/blog', '/blog/page/2', '/blog/tags', '/blog/tags/boilerplate', '/blog/archive', '/showcase']) {
			await page.goto(route);
			await expect(page.locator('main')).toBeVisible();
			await expect(control(page), route).toHaveCount(0);
		}
	});
});

test.describe('copy page at phone width @mobile', () => {
	test.use({ viewport: { width: 375, height: 740 } });

	for (const { name, route } of [PAGES[0], PAGES[3], PAGES[4]]) {
		test(`${name} (${route}): on screen, clear of the breadcrumbs, title and date line; the open menu fits`, async ({ page }) => {
			await page.goto(route);
			const box = (await control(page).boundingBox())!;
			expect(box.x).toBeGreaterThanOrEqual(0);
			expect(box.x + box.width).toBeLessThanOrEqual(375);
			await expect(copyButton(page)).toBeInViewport();
			await expect(menuButton(page)).toBeInViewport();
			const neighbours = page.locator('nav[aria-label="Breadcrumbs"] li, main h1, main time, main [data-reading-time]');
			for (const other of await neighbours.all()) {
				const b = (await other.boundingBox())!;
				const overlaps = b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height;
				expect(overlaps, `the control overlaps ${await other.evaluate((el) => el.outerHTML.slice(0, 80))}`).toBe(false);
			}
			// Targets big enough for a finger (WCAG 2.5.8: 24 px).
			for (const button of [copyButton(page), menuButton(page)]) {
				const b = (await button.boundingBox())!;
				expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(24);
			}
			await menuButton(page).click();
			// The menu opens once its module has loaded.
			await expect(menu(page)).toBeVisible();
			const menuBox = (await menu(page).boundingBox())!;
			expect(menuBox.x).toBeGreaterThanOrEqual(0);
			expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(375);
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
		});
	}
});
