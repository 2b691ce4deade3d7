/**
 * Structured data and social cards as a crawler or a link preview sees them: on one page per
 * template, every JSON-LD block parses and has the required properties of its schema.org type,
 * and the Open Graph and Twitter tags are there with an absolute image URL; then, over every
 * HTML page of the build, the og:image names a PNG in public/ that is exactly 1200×630.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readBuiltSite } from '../../src/node/output/builtSite';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { metaTags, pngDimensions } from '../../plugins/social-cards/socialImages';
import { socialImagePath } from '../../src/lib/paths';
import { expect, test } from './fixtures';

const publicDir = path.resolve(__dirname, '../../public');
const site = loadSiteConfig();
const origin = `${site.url}${site.pathPrefix}`;

type Json = Record<string, unknown> & { '@type': string };

/** Every ld+json block of the page, parsed (a block that is not JSON fails the test). */
async function jsonLd(page: Page): Promise<Json[]> {
	const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
	return texts.map((text) => {
		expect(text, 'ld+json text').not.toContain('</');
		return JSON.parse(text) as Json;
	});
}

const byType = (blocks: Json[], type: string) => blocks.filter((b) => b['@type'] === type);

/** The content of a head meta tag by property or name. */
const meta = (page: Page, key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');

/** The site path of an absolute URL of this site. */
function sitePath(url: string): string {
	expect(url.startsWith(`${origin}/`) || url === origin, `${url} is under ${origin}`).toBe(true);
	return url.slice(origin.length) || '/';
}

/** The card file behind an og:image URL, checked to be a 1200×630 PNG. */
function expectCard(imageUrl: string, route: string) {
	const file = sitePath(imageUrl);
	expect(file).toBe(socialImagePath(route));
	const bytes = fs.readFileSync(path.join(publicDir, file));
	expect(pngDimensions(bytes), file).toEqual({ width: 1200, height: 630 });
}

/** Open Graph and Twitter tags every page has. */
async function expectCardTags(page: Page, route: string, type: 'website' | 'article') {
	const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
	expect(await meta(page, 'og:site_name')).toBe(site.title);
	expect(await meta(page, 'og:title')).toBeTruthy();
	expect(await meta(page, 'og:description')).toBeTruthy();
	expect(await meta(page, 'og:url')).toBe(canonical);
	expect(await meta(page, 'og:type')).toBe(type);
	const image = (await meta(page, 'og:image')) ?? '';
	expect(image).toMatch(/^https:\/\/[^/]+\/.*\.png$/);
	expectCard(image, route);
	expect(await meta(page, 'og:image:width')).toBe('1200');
	expect(await meta(page, 'og:image:height')).toBe('630');
	// The alt text says what the card shows: the title (the tagline on the home page) and the site.
	const alt = (await meta(page, 'og:image:alt')) ?? '';
	expect(alt).toContain(site.title);
	if (route !== '/') expect(alt).toContain((await meta(page, 'og:title')) as string);
	expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
	expect(await meta(page, 'twitter:title')).toBe(await meta(page, 'og:title'));
	expect(await meta(page, 'twitter:description')).toBe(await meta(page, 'og:description'));
	expect(await meta(page, 'twitter:image')).toBe(image);
	// The card is served too, as an image.
	const response = await page.request.get(sitePath(image));
	expect(response.status()).toBe(200);
	expect(response.headers()['content-type']).toMatch(/^image\/png/);
}

/** The properties schema.org and the rich-result checkers require of an article's publisher and page link. */
function expectArticleBasics(article: Json, canonical: string, image: string) {
	expect(article['@context']).toBe('https://schema.org');
	expect(typeof article.headline).toBe('string');
	expect((article.headline as string).length).toBeGreaterThan(0);
	expect((article.headline as string).length).toBeLessThanOrEqual(110);
	expect(article.url).toBe(canonical);
	expect((article.image as { url: string }).url).toBe(image);
	const publisher = article.publisher as Json & { name: string; logo: { url: string } };
	expect(publisher['@type']).toBe('Organization');
	expect(publisher.name).toBeTruthy();
	expect(publisher.logo.url).toMatch(/^https:\/\//);
	expect(pngDimensions(fs.readFileSync(path.join(publicDir, sitePath(publisher.logo.url)))), 'publisher logo').not.toBeNull();
}

/** A BreadcrumbList: positions 1…n, every item an absolute URL of a page that answers, the last one this page. */
async function expectTrail(page: Page, trail: Json, canonical: string): Promise<{ name: string; item: string }[]> {
	expect(trail['@context']).toBe('https://schema.org');
	const items = trail.itemListElement as { '@type': string; position: number; name: string; item: string }[];
	expect(items.length).toBeGreaterThan(0);
	expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
	for (const item of items) {
		expect(item['@type']).toBe('ListItem');
		expect(item.name).toBeTruthy();
		expect(item.item).toMatch(/^https:\/\/[^/]+\//);
		expect((await page.request.get(sitePath(item.item))).status(), item.item).toBe(200);
	}
	expect(items[items.length - 1].item).toBe(canonical);
	return items;
}

test.describe('structured data and cards per template', () => {
	test('home: WebSite with a SearchAction whose URL template opens /search with the query', async ({ page }) => {
		await page.goto('/');
		const blocks = await jsonLd(page);
		const [website] = byType(blocks, 'WebSite');
		expect(website).toBeTruthy();
		expect(website['@context']).toBe('https://schema.org');
		expect(website.name).toBe(site.title);
		expect(website.url).toBe(`${origin}/`);
		expect(website.inLanguage).toBe(site.locale.htmlLang);
		expect((website.publisher as Json)['@type']).toBe('Organization');
		const action = website.potentialAction as { '@type': string; target: { '@type': string; urlTemplate: string }; 'query-input': string };
		expect(action['@type']).toBe('SearchAction');
		expect(action.target['@type']).toBe('EntryPoint');
		expect(action.target.urlTemplate).toBe(`${origin}/search?q={search_term_string}`);
		expect(action['query-input']).toBe('required name=search_term_string');
		await expectCardTags(page, '/', 'website');

		// Following the template with a term lands on the search page with that term searched.
		await page.goto(sitePath(action.target.urlTemplate.replace('{search_term_string}', 'autowiring')));
		await expect(page.locator('input[type="search"]').first()).toHaveValue('autowiring');
	});

	const docs = [
		{ name: 'a DevKit doc', route: '/docs/basics/rest-route', section: 'DevKit' },
		{ name: 'a Forms doc', route: '/forms/addons/premium/computed-fields/settings', section: 'Forms' },
		{ name: 'a components doc (a category without a page in its trail)', route: '/components/es-ui-components/animated-visibility', section: 'Components' },
		{ name: 'an archived doc', route: '/docs/legacy/v8/basics/wp-cli', section: 'DevKit 8.x' },
	];
	for (const doc of docs) {
		test(`${doc.name}: TechArticle and a BreadcrumbList matching the visible breadcrumbs`, async ({ page }) => {
			await page.goto(doc.route);
			const canonical = (await page.locator('head link[rel="canonical"]').getAttribute('href')) as string;
			const image = (await meta(page, 'og:image')) as string;
			const blocks = await jsonLd(page);
			expect(blocks.map((b) => b['@type'])).toEqual(['TechArticle', 'BreadcrumbList']);
			const [article, trail] = blocks;
			expectArticleBasics(article, canonical, image);
			expect(article.headline).toBe((await page.locator('article h1').first().textContent())?.trim());
			expect(article.articleSection).toBe(doc.section);
			expect(article.inLanguage).toBe(site.locale.htmlLang);
			expect((article.isPartOf as Json)['@type']).toBe('WebSite');
			// The last commit's date, as the page shows it (none in a shallow clone; page-meta.spec checks the value).
			const time = page.locator('[data-last-updated] time');
			const shown = (await time.count()) > 0 ? await time.getAttribute('datetime') : null;
			if (shown) expect(article.dateModified).toBe(shown);
			else expect(article).not.toHaveProperty('dateModified');

			const items = await expectTrail(page, trail, canonical);
			// The visible trail's links, in order, then the page itself (categories without a page are shown but not linked).
			const links = await page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('a').evaluateAll((as) => as.map((a) => ({ name: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
			expect(links.length).toBeGreaterThan(0);
			expect(items.slice(0, -1).map((i) => ({ name: i.name, href: sitePath(i.item) }))).toEqual(links.map((l) => ({ name: l.name, href: l.href.slice(site.pathPrefix.length) })));
			expect(items[items.length - 1].name).toBe(article.headline);
			await expectCardTags(page, doc.route, 'article');
		});
	}

	test('a blog post: BlogPosting with authors, ISO dates and article tags, and the trail Blog → post', async ({ page }) => {
		const route = '/blog/acf-in-a-project';
		await page.goto(route);
		const canonical = (await page.locator('head link[rel="canonical"]').getAttribute('href')) as string;
		const image = (await meta(page, 'og:image')) as string;
		const blocks = await jsonLd(page);
		expect(blocks.map((b) => b['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
		const [post, trail] = blocks;
		expectArticleBasics(post, canonical, image);
		expect(post.headline).toBe((await page.locator('article h1').first().textContent())?.trim());
		expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/);
		expect(Number.isNaN(Date.parse(post.datePublished as string))).toBe(false);
		expect(post.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}/);
		const authors = post.author as { '@type': string; name: string; url?: string }[];
		expect(authors.length).toBeGreaterThan(0);
		for (const author of authors) {
			// Both authors in content/blog/authors.yml are teams.
			expect(author['@type']).toBe('Organization');
			expect(author.name).toBeTruthy();
			// The name the post shows.
			await expect(page.locator('article')).toContainText(author.name);
		}
		expect(await meta(page, 'article:published_time')).toBe(post.datePublished);
		expect(await page.locator('head meta[property="article:author"]').count()).toBe(authors.length);
		expect(await page.locator('head meta[property="article:tag"]').count()).toBeGreaterThan(0);
		const items = await expectTrail(page, trail, canonical);
		expect(items.map((i) => i.name)).toEqual(['Blog', post.headline]);
		await expectCardTags(page, route, 'article');
	});

	for (const route of ['/blog', '/search']) {
		test(`${route}: card tags, and any JSON-LD parses`, async ({ page }) => {
			await page.goto(route);
			await jsonLd(page);
			await expectCardTags(page, route, 'website');
		});
	}

	test('the server-rendered HTML carries the same JSON-LD as the hydrated page, once', async ({ page, request }) => {
		for (const route of ['/', '/docs/basics/rest-route', '/blog/acf-in-a-project']) {
			const html = await (await request.get(route)).text();
			const served = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
			await page.goto(route);
			expect(await jsonLd(page)).toEqual(served);
		}
	});
});

test('a client-side navigation replaces the head tags and the JSON-LD instead of adding to them', async ({ page }) => {
	await page.goto('/');
	expect((await jsonLd(page)).map((b) => b['@type'])).toEqual(['WebSite']);
	await page.locator('a[href="/docs/theme"]').first().click();
	await expect(page).toHaveURL(/\/docs\/theme$/);
	await expect.poll(async () => (await jsonLd(page)).map((b) => b['@type'])).toEqual(['TechArticle', 'BreadcrumbList']);
	expect(await meta(page, 'og:type')).toBe('article');
	expect(await meta(page, 'og:image')).toBe(`${origin}/og/docs/theme.png`);
	expect(await page.locator('head meta[property="og:image"]').count()).toBe(1);
});

test('every built page names a social card that exists and is a 1200×630 PNG', () => {
	const { pages } = readBuiltSite(publicDir, new Map());
	expect(pages.length).toBeGreaterThan(500);
	const problems: string[] = [];
	for (const page of pages) {
		const tags = metaTags(page.html);
		const image = tags.get('og:image');
		if (!image) {
			problems.push(`${page.route}: no og:image`);
			continue;
		}
		if (tags.get('twitter:image') !== image) problems.push(`${page.route}: twitter:image is not the og:image`);
		if (tags.get('twitter:card') !== 'summary_large_image') problems.push(`${page.route}: twitter:card is ${tags.get('twitter:card')}`);
		if (!image.startsWith(`${origin}/og/`)) {
			problems.push(`${page.route}: og:image ${image} is not an absolute URL under ${origin}/og/`);
			continue;
		}
		const file = path.join(publicDir, image.slice(origin.length));
		if (!fs.existsSync(file)) {
			problems.push(`${page.route}: ${image} has no file in public/`);
			continue;
		}
		const size = pngDimensions(fs.readFileSync(file));
		if (!size || size.width !== 1200 || size.height !== 630) problems.push(`${page.route}: ${image} is ${size ? `${size.width}×${size.height}` : 'not a PNG'}`);
	}
	expect(problems).toEqual([]);
});
