import { expect, test } from './fixtures';

test.describe('routing', () => {
	test('a trailing slash redirects to the clean URL', async ({ page }) => {
		const response = await page.goto('/docs/welcome/');
		expect(new URL(page.url()).pathname).toBe('/docs/welcome');
		expect(response?.status()).toBe(200);
		expect(response?.request().redirectedFrom()?.url()).toMatch(/\/docs\/welcome\/$/);
	});

	test('a trailing /index.html or .html is stripped', async ({ page }) => {
		await page.goto('/forms/welcome/index.html');
		expect(new URL(page.url()).pathname).toBe('/forms/welcome');
		await page.goto('/components/welcome.html');
		expect(new URL(page.url()).pathname).toBe('/components/welcome');
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	});

	test('an unknown path shows the not-found page with a way back', async ({ page }) => {
		const response = await page.goto('/docs/this-page-does-not-exist');
		expect(response?.status()).toBe(404);
		await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
		await expect(page.locator('main')).toContainText('/docs/this-page-does-not-exist');
		await page.getByRole('link', { name: 'Back to the home page' }).click();
		await expect(page).toHaveURL(/\/$/);
	});

	test('a path with a NUL byte or a broken escape is a bad request (400), not a server error', async ({ request }) => {
		for (const bad of ['/%00', '/docs/theme%00.md', '/docs/%E0%A4%A']) {
			const response = await request.get(bad);
			expect(response.status(), bad).toBe(400);
		}
		expect((await request.get('/docs/theme')).status()).toBe(200);
	});

	test('internal links carry no trailing slash', async ({ page }) => {
		await page.goto('/docs/welcome');
		const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
		expect(hrefs.length).toBeGreaterThan(5);
		for (const href of hrefs) {
			if (href !== '/') expect(href.split(/[?#]/)[0]).not.toMatch(/\/$/);
		}
	});
});

test.describe('site-wide', () => {
	test('sitemap lists every page weekly, current pages at 0.5 and archived ones at 0.1', async ({ request }) => {
		const index = await (await request.get('/sitemap-index.xml')).text();
		const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)![1];
		const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
		const entries = sitemap.match(/<url>.*?<\/url>/g) ?? [];
		expect(entries.length).toBeGreaterThan(8);
		for (const entry of entries) {
			expect(entry).toContain('<changefreq>weekly</changefreq>');
			const archived = entry.includes('/docs/legacy/');
			expect(entry).toContain(archived ? '<priority>0.1</priority>' : '<priority>0.5</priority>');
		}
		expect(entries.some((e) => e.includes('/docs/legacy/'))).toBe(true);
		for (const path of ['/docs/welcome', '/docs/theme', '/forms/welcome', '/components/welcome']) {
			expect(sitemap).toContain(`https://eightshift.com${path}</loc>`);
		}
		expect(sitemap).not.toContain('/404');
	});

	test('/sitemap.xml, the address search engines know, is the sitemap index; robots.txt names it', async ({ request }) => {
		const known = await request.get('/sitemap.xml');
		expect(known.status()).toBe(200);
		const body = await known.text();
		expect(body).toContain('<sitemapindex');
		expect(body).toBe(await (await request.get('/sitemap-index.xml')).text());
		const robots = await request.get('/robots.txt');
		expect(robots.status()).toBe(200);
		const lines = (await robots.text()).split('\n');
		expect(lines).toContain('User-agent: *');
		expect(lines).toContain('Sitemap: https://eightshift.com/sitemap.xml');
		expect(lines.filter((l) => /^Disallow:\s*\/\s*$/.test(l))).toEqual([]);
	});

	test('a default build makes no third-party request and ships no analytics', async ({ page }) => {
		const foreign: string[] = [];
		page.on('request', (r) => {
			if (!r.url().startsWith('http://127.0.0.1')) foreign.push(r.url());
		});
		for (const path of ['/', '/docs/welcome', '/forms/welcome']) {
			await page.goto(path, { waitUntil: 'networkidle' });
		}
		expect(foreign).toEqual([]);
		const html = await page.content();
		expect(html).not.toContain('googletagmanager');
		expect(html).not.toContain('buttons.github.io');
	});
});
