import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const shots = path.resolve(__dirname, '../../test-results/screenshots');

test.describe('marketing pages', () => {
	test('home: hero with title and tagline, get-started cards, projects grid, footer', async ({ page }) => {
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eightshift Development Kit');
		await expect(page.locator('[data-block="hero"]')).toContainText('modern WordPress');
		const start = page.locator('#get-started');
		const targets = await start.locator('a[data-cta]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
		expect(targets).toEqual(['/docs/theme', '/docs/plugin', '/forms/welcome', '/components/welcome']);
		const projects = page.getByRole('list', { name: 'Eightshift open-source projects' }).locator('a');
		expect(await projects.count()).toBeGreaterThanOrEqual(6);
		for (const href of await projects.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^https:\/\/github\.com\/infinum\//);
		await expect(page.locator('footer')).toContainText('Infinum');
	});

	test('showcase and showcase-infinum: linked image cards with name, description and link, and a call to action', async ({ page }) => {
		for (const route of ['/showcase', '/showcase-infinum']) {
			await page.goto(route);
			const cards = page.locator('[data-card-grid] a');
			expect(await cards.count()).toBeGreaterThanOrEqual(8);
			const first = cards.first();
			await expect(first.locator('svg').first()).toBeVisible();
			expect((await first.innerText()).split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(2);
			await expect(first).toHaveAttribute('href', /^https:\/\//);
			await expect(page.locator('[data-cta]').first()).toBeVisible();
		}
	});
});

for (const route of ['/', '/showcase', '/showcase-infinum', '/playground', '/docs/theme', '/blog']) {
	test(`${route} has no axe violations and is captured at desktop and phone width`, async ({ page }) => {
		// Two full-page screenshots and a full axe run: more than the default budget on a loaded CI machine.
		test.setTimeout(60_000);
		await page.route(/playground\.wordpress\.net/, (r) => r.abort());
		for (const [name, width] of [['desktop', 1280], ['phone', 375]] as const) {
			await page.setViewportSize({ width, height: 900 });
			await page.goto(route);
			// Not 'networkidle': link prefetching keeps the network busy on long pages, and the
			// screenshot only needs the document, its images and its fonts.
			await page.waitForLoadState('load');
			await page.evaluate(() => document.fonts.ready.then(() => undefined));
			fs.mkdirSync(shots, { recursive: true });
			await page.screenshot({ path: path.join(shots, `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')}-${name}.png`), fullPage: true });
		}
		// Evaluated, not added as a <script>: each page's CSP allows only its own inline scripts.
		await page.evaluate(axeSource);
		const result = await page.evaluate(async () => (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run({ resultTypes: ['violations'] }));
		const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
		expect(summary).toEqual([]);
	});
}

test.describe('playground', () => {
	const stage = '[data-playground-state]';

	test('explains that the browser lacks service workers', async ({ page }) => {
		// Like a private window in some browsers: no service worker API at all.
		await page.addInitScript(() => delete (Navigator.prototype as unknown as { serviceWorker?: unknown }).serviceWorker);
		await page.goto('/playground');
		await expect(page.locator(stage)).toHaveAttribute('data-playground-state', 'unsupported');
		await expect(page.getByRole('alert')).toContainText('service workers');
		await expect(page.getByRole('alert')).toContainText('private or incognito');
	});

	test('explains that the Playground cannot be reached', async ({ page }) => {
		await page.route(/playground\.wordpress\.net/, (r) => r.abort());
		await page.goto('/playground');
		await expect(page.locator(stage)).toHaveAttribute('data-playground-state', 'unreachable');
		await expect(page.getByRole('alert')).toContainText('WordPress Playground cannot be reached');
	});

	test('shows progress, then the Playground with the Eightshift blueprint, without layout shift', async ({ page }) => {
		let release: () => void = () => undefined;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(/playground\.wordpress\.net/, async (route) => {
			if (route.request().resourceType() === 'document') await held;
			await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Playground stand-in</title><p>WordPress</p>' });
		});
		await page.goto('/playground');
		await expect(page.getByRole('status')).toContainText(/Starting WordPress|Checking/);
		const before = await page.locator(stage).boundingBox();
		const frame = page.locator('iframe[title^="WordPress Playground"]');
		const src = decodeURIComponent((await frame.getAttribute('src'))!.split('#')[1]);
		const blueprint = JSON.parse(src);
		expect(blueprint.steps.map((s: { step: string }) => s.step)).toEqual(['installTheme', 'installPlugin']);
		expect(blueprint.steps[1].pluginData.url).toMatch(/^https:\/\/github\.com\/infinum\/eightshift-forms\/releases\/download\/[\d.]+\/release\.zip$/);
		release();
		await expect(page.locator(stage)).toHaveAttribute('data-playground-state', 'ready');
		const after = await page.locator(stage).boundingBox();
		expect(after).toEqual(before);
	});
});
