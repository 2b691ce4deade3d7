/**
 * The components section: every page is real, every live demo of @eightshift/ui-components
 * renders without errors and reacts to the reader, props tables come from the package's JSDoc,
 * and the library loads only where a demo is.
 */
import type { Page } from '@playwright/test';
import { loadComponentDocs } from '../../src/node/mdx/componentProps';
import { docBody } from './docBody';
import { expect, test } from './fixtures';
import { pendingRoutes, publishedRoutes } from './publishedRoutes';

/** Every page the components sidebar links to, read from the served sidebar. */
async function sidebarRoutes(page: Page): Promise<string[]> {
	await page.goto('/components/welcome');
	const hrefs = await page.getByRole('navigation', { name: /sidebar/i }).locator('a[href^="/components/"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
	return [...new Set(hrefs)];
}

/** Waits until every demo on the page has loaded, collecting console errors and page errors. */
async function openWithDemos(page: Page, route: string) {
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(`${route}: console: ${message.text()}`);
	});
	page.on('pageerror', (error) => errors.push(`${route}: page error: ${error.message}`));
	await page.goto(route);
	const demos = page.locator('[data-demo]');
	const count = await demos.count();
	for (let i = 0; i < count; i += 1) {
		await demos.nth(i).scrollIntoViewIfNeeded();
		await expect(demos.nth(i), `${route} demo ${i + 1}`).toHaveAttribute('data-demo-ready', 'true', { timeout: 15_000 });
	}
	return { count, errors };
}

const demo = (page: Page, name: string) => page.locator(`[data-demo="${name}"]`);

test.describe('components section', () => {
	test('every published /components route and every sidebar page is a real page', async ({ page, request }) => {
		// Published URLs still listed as pending are checked by the build, not here.
		const published = publishedRoutes.filter((r) => r.startsWith('/components') && !pendingRoutes.includes(r));
		const routes = [...new Set([...published, ...(await sidebarRoutes(page))])];
		expect(routes.length).toBeGreaterThanOrEqual(55);
		for (const route of routes) {
			const response = await request.get(route);
			expect(response.status(), route).toBe(200);
			const { words, table } = docBody(await response.text());
			expect(words >= 150 || table, `${route}: ${words} words, no table`).toBe(true);
		}
	});

	test('every live demo renders, with no console error and no page error', async ({ page }) => {
		test.setTimeout(300_000);
		const routes = (await sidebarRoutes(page)).filter((r) => r.startsWith('/components/es-ui-components/'));
		let demos = 0;
		const errors: string[] = [];
		for (const route of routes) {
			const result = await openWithDemos(page, route);
			demos += result.count;
			errors.push(...result.errors);
			page.removeAllListeners('console');
			page.removeAllListeners('pageerror');
		}
		expect(errors).toEqual([]);
		expect(demos).toBeGreaterThanOrEqual(routes.length);
	});

	test('each component page has a non-empty props table, and Toggle\'s matches the package JSDoc', async ({ page, request }) => {
		const routes = (await sidebarRoutes(page)).filter((r) => r.startsWith('/components/es-ui-components/'));
		let tables = 0;
		for (const route of routes) {
			const html = await (await request.get(route)).text();
			if (!html.includes('id="props"')) continue;
			tables += 1;
			const afterHeading = html.slice(html.indexOf('id="props"'));
			expect(afterHeading.indexOf('<tbody><tr>'), `${route} has a props table with rows`).toBeGreaterThan(0);
		}
		expect(tables).toBeGreaterThanOrEqual(40);

		await page.goto('/components/es-ui-components/toggle-switch');
		const rows = await page.locator('h2#props ~ div table, h2#props ~ table').first().locator('tbody tr').evaluateAll((trs) =>
			trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
		);
		const jsdoc = loadComponentDocs(process.cwd()).get('Toggle');
		expect(jsdoc).toBeTruthy();
		expect(rows.map((r) => [r[0], r[1], r[2] === 'required'])).toEqual(jsdoc!.props.map((p) => [p.name, p.type, p.required]));
	});

	test('the toggle switch demos react to pointer and keyboard, and keep their state', async ({ page }) => {
		await openWithDemos(page, '/components/es-ui-components/toggle-switch');
		const caption = demo(page, 'toggle-switch/basic');
		await expect(caption.getByText('The caption is visible.')).toBeVisible();
		await caption.getByText('Show caption').click();
		await expect(caption.getByText('The caption is hidden.')).toBeVisible();
		await caption.getByRole('switch', { name: /Show caption/ }).focus();
		await page.keyboard.press('Space');
		await expect(caption.getByText('The caption is visible.')).toBeVisible();

		const video = demo(page, 'toggle-switch/video-options');
		const muted = video.getByRole('switch', { name: /Muted/ });
		await expect(muted).toBeEnabled();
		await video.getByText('Autoplay', { exact: true }).click();
		await expect(muted).toBeDisabled();
		await expect(muted).toBeChecked();
		await expect(video.getByText('"autoplay":true,"muted":true')).toBeVisible();
		// The first demo kept its state while the second was used.
		await expect(caption.getByText('The caption is visible.')).toBeVisible();
	});

	test('the select demo keeps what the reader picks', async ({ page }) => {
		await openWithDemos(page, '/components/es-ui-components/select');
		const select = demo(page, 'select/basic');
		await expect(select.getByText(/^Saved attribute:/)).toHaveText('Saved attribute: events');
		await select.getByRole('combobox').first().click();
		await page.keyboard.type('Tutor');
		await page.keyboard.press('Enter');
		await expect(select.getByText(/^Saved attribute:/)).toHaveText('Saved attribute: tutorials');
	});

	test('the colour picker demo applies the swatch the reader picks', async ({ page }) => {
		await openWithDemos(page, '/components/es-ui-components/color-picker');
		const picker = demo(page, 'color-picker/theme-palette');
		const saved = picker.getByText(/^Saved attribute:/);
		const before = await saved.textContent();
		await picker.getByRole('button').first().click();
		await picker.getByText('Ocean 500', { exact: true }).click();
		await expect(saved).toHaveText(/^Saved attribute: ocean-500\b/);
		expect(before).not.toMatch(/ocean-500/);
	});

	test('the slider demo follows the keyboard and a drag, and saves on release', async ({ page }) => {
		await openWithDemos(page, '/components/es-ui-components/slider');
		const slider = demo(page, 'slider/basic');
		const status = slider.getByText(/^While dragging:/);
		await expect(status).toHaveText('While dragging: 40. Saved when released: 40.');
		const thumb = slider.getByRole('slider', { name: /Overlay opacity/ });
		await thumb.focus();
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await expect(status).toHaveText('While dragging: 50. Saved when released: 50.');
		await page.keyboard.press('End');
		await expect(status).toHaveText('While dragging: 100. Saved when released: 100.');

		// Drag the thumb towards the start of the track: the value follows the pointer, and the
		// saved value only changes when the button is released (onChangeEnd).
		// The range input is visually hidden; the visible thumb is its nearest ancestor with a size.
		const box = await thumb.evaluate((input) => {
			let element: HTMLElement | null = input.parentElement;
			while (element && element.getBoundingClientRect().width < 6) element = element.parentElement;
			const rect = (element ?? input).getBoundingClientRect();
			return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
		});
		const frame = (await slider.boundingBox())!;
		await page.mouse.move(box.x, box.y);
		await page.mouse.down();
		await page.mouse.move(frame.x + 1, box.y, { steps: 10 });
		await expect(status).toHaveText(/^While dragging: (\d|[1-8]\d)\. Saved when released: 100\.$/);
		await page.mouse.up();
		const dragged = /While dragging: (\d+)/.exec((await status.textContent()) ?? '')![1];
		await expect(status).toHaveText(`While dragging: ${dragged}. Saved when released: ${dragged}.`);
	});

	test('the repeater demo adds and removes items', async ({ page }) => {
		await openWithDemos(page, '/components/es-ui-components/repeater');
		const repeater = demo(page, 'repeater/basic');
		await expect(repeater.getByText(/The carousel shows 3 slides/)).toBeVisible();
		// The header holds "More options" then "Add item" (5.6.1 names both "Menu item" for
		// assistive technology, a library bug docs/components.md lists), so the add button is the second.
		await repeater.locator('button').nth(1).click();
		await expect(repeater.getByText(/The carousel shows 4 slides/)).toBeVisible();
	});

	test('a demo below the fold loads only when the reader scrolls near it', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 720 });
		await page.goto('/components/es-ui-components/toggle-switch');
		await page.waitForLoadState('networkidle');
		const last = page.locator('[data-island="Demo"]').last();
		const frame = last.locator('[data-demo]');
		// Far below the viewport: still the server's placeholder, its chunk not asked for.
		expect(await frame.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(720 + 200);
		await page.waitForTimeout(300);
		await expect(last).not.toHaveAttribute('data-island-hydrated', 'true');
		await expect(frame).not.toHaveAttribute('data-demo-ready', 'true');
		await frame.scrollIntoViewIfNeeded();
		await expect(last).toHaveAttribute('data-island-hydrated', 'true');
		await expect(frame).toHaveAttribute('data-demo-ready', 'true', { timeout: 15_000 });
	});

	test('the library and its demos load only on pages with a demo', async ({ page }) => {
		const scriptsOn = async (route: string) => {
			const urls: string[] = [];
			const listener = (request: { url: () => string; resourceType: () => string }) => {
				if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
			};
			page.on('request', listener);
			await page.goto(route);
			await page.waitForLoadState('networkidle');
			// Demos load as they approach the viewport: scroll to each, and wait for it on a page that has them.
			for (const frame of await page.locator('[data-demo]').all()) {
				await frame.scrollIntoViewIfNeeded();
				await expect(frame).toHaveAttribute('data-demo-ready', 'true', { timeout: 15_000 });
			}
			await page.mouse.wheel(0, 4000);
			await page.waitForTimeout(500);
			page.off('request', listener);
			return urls;
		};
		await scriptsOn('/components/es-ui-components/toggle-switch');
		await expect(page.locator('[data-demo-ready]').first()).toBeVisible();
		const docsScripts = await scriptsOn('/docs/theme');
		const formsScripts = await scriptsOn('/forms/welcome');
		const demoScripts = await scriptsOn('/components/es-ui-components/toggle-switch');
		const demoOnly = demoScripts.filter((url) => !docsScripts.includes(url));
		expect(demoOnly.some((url) => url.includes('island-demo'))).toBe(true);
		// Demo chunks are numbered, not named: find the toggle-switch demo by a label of its source.
		const demoBodies = await Promise.all(demoOnly.map(async (url) => (await page.request.get(url)).text()));
		expect(demoBodies.some((body) => body.includes('Displayed below the image'))).toBe(true);
		for (const url of demoOnly) {
			expect(docsScripts, `${url} on a docs page`).not.toContain(url);
			expect(formsScripts, `${url} on a forms page`).not.toContain(url);
		}
		// No script a docs or forms page loads carries library code (its classes are `es:`-prefixed),
		// not even a shared chunk such as Gatsby's commons.
		for (const url of [...new Set([...docsScripts, ...formsScripts])]) {
			const body = await (await page.request.get(url)).text();
			expect(body.includes('es:items-center'), `${url} carries @eightshift/ui-components code`).toBe(false);
		}
		// The scoped library stylesheet is added by the demo frame, never by the site's CSS.
		await page.goto('/docs/theme');
		expect(await page.locator('#es-uic-demo-styles').count()).toBe(0);
	});
});
