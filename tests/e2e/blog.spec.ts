import { expect, test } from './fixtures';
import { publishedRoutes } from './publishedRoutes';

const routes = publishedRoutes;
const blogRoutes = routes.filter((r) => r === '/blog' || r.startsWith('/blog/'));

test.describe('blog lists', () => {
	test('/blog shows the 9 newest posts and /blog/page/2 the other 8', async ({ page }) => {
		await page.goto('/blog');
		const first = page.locator('[data-post-card]');
		await expect(first).toHaveCount(9);
		const firstDates = await first.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
		expect([...firstDates].sort().reverse()).toEqual(firstDates);
		await page.getByRole('link', { name: 'Older posts »' }).click();
		await expect(page).toHaveURL(/\/blog\/page\/2$/);
		const second = page.locator('[data-post-card]');
		await expect(second).toHaveCount(8);
		const secondDates = await second.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
		expect(secondDates[0] <= firstDates[8]).toBe(true);
		for (const date of [...firstDates, ...secondDates]) expect(date >= '2022-01-01' && date <= '2024-12-31').toBe(true);
		await expect(page.getByRole('link', { name: '« Newer posts' })).toHaveAttribute('href', '/blog');
	});

	test('each post card shows date, reading time, authors and tags', async ({ page }) => {
		await page.goto('/blog');
		const card = page.locator('[data-post-card]').first();
		await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
		await expect(card.locator('[data-reading-time]')).toHaveText(/^\d+ min read$/);
		await expect(card).toContainText('By ');
		expect(await card.getByRole('list', { name: 'Tags' }).locator('a').count()).toBeGreaterThan(0);
	});
});

test.describe('blog post', () => {
	test('has title, date, reading time, authors, tags, TOC, content and neighbours', async ({ page }) => {
		await page.goto('/blog/block-patterns');
		await expect(page).toHaveTitle(/ \| Eightshift Development Kit$/);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		const minutes = Number((await page.locator('[data-reading-time]').innerText()).split(' ')[0]);
		expect(minutes).toBeGreaterThanOrEqual(2);
		await expect(page.locator('article time').first()).toHaveAttribute('datetime', /^202[234]-\d\d-\d\d$/);
		const tags = await page.getByRole('list', { name: 'Tags' }).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
		expect(tags).toContain('/blog/tags/patterns');
		expect(await page.getByRole('navigation', { name: 'On this page' }).locator('a').count()).toBeGreaterThan(1);
		const pager = page.getByRole('navigation', { name: 'Blog post navigation' });
		await expect(pager.locator('a[rel="prev"]')).toBeVisible();
		await expect(pager.locator('a[rel="next"]')).toBeVisible();
		const words = (await page.locator('[data-doc-content]').innerText()).split(/\s+/).length;
		expect(words).toBeGreaterThan(600);
	});

	test('the sidebar lists the latest posts', async ({ page }) => {
		await page.goto('/blog/initial-setup');
		const latest = page.getByRole('navigation', { name: 'Latest posts' });
		expect(await latest.locator('li a').count()).toBeGreaterThanOrEqual(5);
	});
});

test.describe('tags and archive', () => {
	test('/blog/tags lists every tag with its count', async ({ page }) => {
		await page.goto('/blog/tags');
		const tags = page.locator('a[data-tag]');
		const slugs = await tags.evaluateAll((as) => as.map((a) => a.getAttribute('data-tag')));
		for (const route of blogRoutes.filter((r) => /^\/blog\/tags\/[^/]+$/.test(r))) {
			expect(slugs).toContain(route.split('/').pop());
		}
		const eightshift = page.locator('a[data-tag="eightshift"]');
		// The count is read as "12 posts" (the unit is visually hidden text).
		const count = Number(/(\d+)\s*posts?$/.exec(await eightshift.innerText())?.[1]);
		expect(count).toBeGreaterThan(9);
	});

	test('a tag page lists its posts and paginates past 9', async ({ page }) => {
		await page.goto('/blog/tags/eightshift');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ posts tagged with “eightshift”$/);
		const total = Number((await page.getByRole('heading', { level: 1 }).innerText()).split(' ')[0]);
		await expect(page.locator('[data-post-card]')).toHaveCount(9);
		await page.goto('/blog/tags/eightshift/page/2');
		await expect(page.locator('[data-post-card]')).toHaveCount(total - 9);
		for (const card of await page.locator('[data-post-card]').all()) {
			expect(await card.getByRole('list', { name: 'Tags' }).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain('/blog/tags/eightshift');
		}
	});

	test('/blog/archive lists every post grouped by year', async ({ page }) => {
		await page.goto('/blog/archive');
		const years = await page.locator('main section > h2').allInnerTexts();
		expect(years).toEqual(['2024', '2023', '2022']);
		const posts = await page.locator('main section li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
		const postRoutes = blogRoutes.filter((r) => !/^\/blog(\/(tags|page|archive)(\/|$)|$)/.test(r));
		expect(posts.sort()).toEqual(postRoutes.sort());
	});
});

test.describe('feeds', () => {
	for (const [name, file, item] of [['RSS', '/blog/rss.xml', '<item>'], ['Atom', '/blog/atom.xml', '<entry>']] as const) {
		test(`${name} feed is valid XML with every post, linked from the head`, async ({ page, request }) => {
			const response = await request.get(file);
			expect(response.ok()).toBe(true);
			const xml = await response.text();
			await page.goto('/blog');
			const parsedOk = await page.evaluate((text) => !new DOMParser().parseFromString(text, 'application/xml').querySelector('parsererror'), xml);
			expect(parsedOk).toBe(true);
			const postRoutes = blogRoutes.filter((r) => !/^\/blog(\/(tags|page|archive)(\/|$)|$)/.test(r));
			expect(xml.split(item).length - 1).toBe(postRoutes.length);
			for (const route of postRoutes) expect(xml).toContain(`https://eightshift.com${route}`);
			await expect(page.locator(`link[rel="alternate"][href="${file}"]`)).toHaveCount(1);
		});
	}
});

test('JSON Feed 1.1 lists every post with its URL, title and date, linked from the head', async ({ page, request }) => {
	const response = await request.get('/blog/feed.json');
	expect(response.ok()).toBe(true);
	const feed = (await response.json()) as { version: string; feed_url: string; items: { id: string; url: string; title: string; date_published: string }[] };
	expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
	expect(feed.feed_url).toBe('https://eightshift.com/blog/feed.json');
	const postRoutes = blogRoutes.filter((r) => !/^\/blog(\/(tags|page|archive)(\/|$)|$)/.test(r));
	expect(feed.items.map((i) => new URL(i.url).pathname).sort()).toEqual([...postRoutes].sort());
	for (const item of feed.items) {
		expect(item.title.length).toBeGreaterThan(0);
		expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
	}
	const dates = feed.items.map((i) => i.date_published);
	expect(dates).toEqual([...dates].sort().reverse());
	await page.goto('/blog');
	await expect(page.locator('link[rel="alternate"][type="application/feed+json"][href="/blog/feed.json"]')).toHaveCount(1);
});

test('every /blog route in the published-routes list is a real page', async ({ request }) => {
	expect(blogRoutes.length).toBeGreaterThan(50);
	for (const route of blogRoutes) {
		const response = await request.get(route);
		expect(response.status(), route).toBe(200);
		const html = await response.text();
		expect(html, route).toMatch(/<h1[^>]*>[^<]+/);
		expect(html, route).not.toContain('Page not found');
	}
});
