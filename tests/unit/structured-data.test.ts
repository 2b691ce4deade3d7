/**
 * The JSON-LD builders (src/lib/structuredData.ts) and the card helpers the head tags use
 * (src/lib/socialCard.ts): required schema.org properties per type, absolute URLs with the path
 * prefix, the breadcrumb trail, the escaping of the script text, and the route → section rule.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import siteConfig from '../../site.config';
import { inlineScripts, scriptHashes } from '../../src/node/serving';
import { docSectionLink } from '../../src/lib/docSection';
import { cardAlt, cardHeadline, cardRoute, cardSection, socialImageUrl } from '../../src/lib/socialCard';
import {
	blogPostJsonLd,
	blogPostingJsonLd,
	breadcrumbJsonLd,
	docPageJsonLd,
	jsonLdText,
	pageUrl,
	techArticleJsonLd,
	websiteJsonLd,
	type JsonLd,
} from '../../src/lib/structuredData';

const site = { url: 'https://example.org', pathPrefix: '', title: 'Eightshift Development Kit', tagline: 'Tools for WordPress', locale: { htmlLang: 'en' } };
const prefixed = { ...site, pathPrefix: '/es' };
const ABSOLUTE = /^https:\/\/example\.org\//;

/** Every string value in the object that looks like a URL. */
function urls(value: unknown): string[] {
	if (typeof value === 'string') return /^[a-z]+:\/\//.test(value) ? [value] : [];
	if (Array.isArray(value)) return value.flatMap(urls);
	if (value && typeof value === 'object') return Object.values(value).flatMap(urls);
	return [];
}

describe('WebSite (home page)', () => {
	const data = websiteJsonLd(site);
	it('has the WebSite properties and a publisher organisation with a logo', () => {
		assert.equal(data['@context'], 'https://schema.org');
		assert.equal(data['@type'], 'WebSite');
		assert.equal(data.name, site.title);
		assert.equal(data.url, 'https://example.org/');
		assert.equal(data.description, site.tagline);
		assert.equal(data.inLanguage, 'en');
		const publisher = data.publisher as JsonLd;
		assert.equal(publisher['@type'], 'Organization');
		assert.equal(publisher.name, 'Infinum');
		assert.equal(publisher.url, 'https://infinum.com');
		assert.equal((publisher.logo as JsonLd).url, 'https://example.org/site-mark.png');
	});
	it('searches /search with the query in q', () => {
		const action = data.potentialAction as JsonLd;
		assert.equal(action['@type'], 'SearchAction');
		assert.deepEqual(action.target, { '@type': 'EntryPoint', urlTemplate: 'https://example.org/search?q={search_term_string}' });
		assert.equal(action['query-input'], 'required name=search_term_string');
	});
	it('puts the path prefix into every URL', () => {
		const withPrefix = websiteJsonLd(prefixed);
		assert.equal((withPrefix.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate, 'https://example.org/es/search?q={search_term_string}');
		for (const url of urls(withPrefix).filter((u) => u.startsWith('https://example.org'))) assert.match(url, /^https:\/\/example\.org\/es\//);
	});
});

describe('TechArticle and BreadcrumbList (docs pages)', () => {
	const page = { route: '/docs/basics/autowiring', title: 'Autowiring', description: 'How services are found.', keywords: ['di', 'services'], section: 'DevKit' };
	it('has headline, description, url, image (the social card), isPartOf and publisher', () => {
		const data = techArticleJsonLd(site, page);
		assert.equal(data['@type'], 'TechArticle');
		assert.equal(data.headline, 'Autowiring');
		assert.equal(data.description, 'How services are found.');
		assert.equal(data.url, 'https://example.org/docs/basics/autowiring');
		assert.equal(data.mainEntityOfPage, data.url);
		assert.deepEqual(data.image, { '@type': 'ImageObject', url: 'https://example.org/og/docs/basics/autowiring.png', width: 1200, height: 630 });
		assert.equal(data.articleSection, 'DevKit');
		assert.equal(data.keywords, 'di, services');
		assert.equal((data.isPartOf as JsonLd)['@type'], 'WebSite');
		assert.equal((data.publisher as JsonLd)['@type'], 'Organization');
		assert.equal(data.inLanguage, 'en');
	});
	it('claims no date the build does not know, and leaves out a missing description', () => {
		const data = techArticleJsonLd(site, { ...page, description: null, keywords: null });
		assert.equal('dateModified' in data, false);
		assert.equal('datePublished' in data, false);
		assert.equal('description' in data, false);
		assert.equal('keywords' in data, false);
	});
	it('builds the trail the page shows: section, sidebar categories with a page, then the page', () => {
		const [article, trail] = docPageJsonLd(site, {
			...page,
			sectionLink: { title: 'DevKit', path: '/docs/welcome' },
			breadcrumbs: [
				{ title: 'Basics', path: '/docs/basics' },
				{ title: 'Category without a page', path: '' },
			],
		});
		assert.equal(article['@type'], 'TechArticle');
		assert.equal(trail['@type'], 'BreadcrumbList');
		assert.deepEqual(trail.itemListElement, [
			{ '@type': 'ListItem', position: 1, name: 'DevKit', item: 'https://example.org/docs/welcome' },
			{ '@type': 'ListItem', position: 2, name: 'Basics', item: 'https://example.org/docs/basics' },
			{ '@type': 'ListItem', position: 3, name: 'Autowiring', item: 'https://example.org/docs/basics/autowiring' },
		]);
	});
	it('names a URL once when the page is its section landing page', () => {
		const trail = breadcrumbJsonLd(site, [
			{ name: 'DevKit', route: '/docs/welcome' },
			{ name: 'Welcome', route: '/docs/welcome' },
		]);
		assert.deepEqual(trail.itemListElement, [{ '@type': 'ListItem', position: 1, name: 'Welcome', item: 'https://example.org/docs/welcome' }]);
	});
	it('numbers positions from 1 without gaps and makes every item absolute, prefix included', () => {
		const trail = breadcrumbJsonLd(prefixed, [
			{ name: 'A', route: '/docs/a' },
			{ name: 'skipped', route: null },
			{ name: 'B', route: '/docs/a/b' },
			{ name: 'C', route: '/docs/a/b/c' },
		]);
		const items = trail.itemListElement as { position: number; item: string }[];
		assert.deepEqual(items.map((i) => i.position), [1, 2, 3]);
		for (const item of items) assert.match(item.item, /^https:\/\/example\.org\/es\/docs\//);
	});
	it('finds the section link the visible breadcrumbs start at', () => {
		const config = {
			docs: [{ id: 'docs', label: 'DevKit' }],
			navigation: { versions: [{ instance: 'docs', versions: [{ name: 'current', path: '/docs/welcome' }, { name: 'v8', path: '/docs/legacy/v8/versions' }] }] },
		};
		assert.deepEqual(docSectionLink(config, { instance: 'docs', version: 'v8' }, '/x'), { title: 'DevKit', path: '/docs/legacy/v8/versions' });
		assert.deepEqual(docSectionLink(config, { instance: 'nope', version: 'current' }, '/x'), { title: 'Docs', path: '/x' });
	});
});

describe('BlogPosting (posts)', () => {
	const post = {
		route: '/blog/hello',
		title: 'Hello',
		description: 'A first post.',
		datePublished: '2024-03-05',
		authors: [
			{ name: 'Eightshift team', url: 'https://github.com/infinum', type: 'organization' },
			{ name: 'No Profile', url: null, type: 'person' },
		],
		tags: ['blocks', 'wp'],
		keywords: ['wp', 'gutenberg'],
	};
	it('has headline, url, image, ISO dates, authors as a team or a person with their URLs, and publisher', () => {
		const data = blogPostingJsonLd(site, post);
		assert.equal(data['@type'], 'BlogPosting');
		assert.equal(data.headline, 'Hello');
		assert.equal(data.url, 'https://example.org/blog/hello');
		assert.equal((data.image as JsonLd).url, 'https://example.org/og/blog/hello.png');
		assert.equal(data.datePublished, '2024-03-05');
		assert.equal(data.dateModified, '2024-03-05');
		assert.deepEqual(data.author, [
			{ '@type': 'Organization', name: 'Eightshift team', url: 'https://github.com/infinum' },
			{ '@type': 'Person', name: 'No Profile' },
		]);
		assert.equal(data.keywords, 'blocks, wp, gutenberg');
		assert.equal((data.publisher as JsonLd).name, 'Infinum');
	});
	it('takes a later modification date when there is one', () => {
		assert.equal(blogPostingJsonLd(site, { ...post, dateModified: '2024-04-01' }).dateModified, '2024-04-01');
	});
	it('comes with the trail Blog → post', () => {
		const [, trail] = blogPostJsonLd(site, post);
		assert.deepEqual(
			(trail.itemListElement as { name: string; item: string }[]).map((i) => [i.name, i.item]),
			[
				['Blog', 'https://example.org/blog'],
				['Hello', 'https://example.org/blog/hello'],
			],
		);
	});
});

describe('the script text', () => {
	const hostile = techArticleJsonLd(site, { route: '/docs/x', title: 'Ends </script><script>alert(1)</script> <!-- here', description: 'a < b & c > d' });
	it('has no < at all, so nothing can close the script or open a comment', () => {
		const text = jsonLdText(hostile);
		assert.equal(text.includes('<'), false);
		assert.match(text, /\\u003c\/script>/);
	});
	it('parses back to the same data', () => {
		assert.deepEqual(JSON.parse(jsonLdText(hostile)), hostile);
	});
	it('is a data block the per-page CSP neither hashes nor breaks', () => {
		const head = (extra: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>a()</script>${extra}</head><body></body></html>`;
		const withLd = head(`<script type="application/ld+json">${jsonLdText(hostile)}</script>`);
		assert.deepEqual(inlineScripts(withLd), ['a()']);
		assert.deepEqual(scriptHashes(withLd), scriptHashes(head('')));
	});
});

describe('route → card section', () => {
	const docs = siteConfig.docs;
	it('names the docs instance for current docs', () => {
		assert.equal(cardSection('/docs/basics/autowiring', docs), 'DevKit');
		assert.equal(cardSection('/docs', docs), 'DevKit');
		assert.equal(cardSection('/forms/welcome', docs), 'Forms');
		assert.equal(cardSection('/components/button', docs), 'Components');
	});
	it('adds the version label for archived docs', () => {
		assert.equal(cardSection('/docs/legacy/v8/versions', docs), 'DevKit 8.x');
		assert.equal(cardSection('/docs/legacy/v4', docs), 'DevKit 4.x');
	});
	it('says Blog for every blog page and nothing outside the sections', () => {
		for (const route of ['/blog', '/blog/page/2', '/blog/tags/wp', '/blog/archive', '/blog/some-post']) assert.equal(cardSection(route, docs), 'Blog');
		for (const route of ['/', '/search', '/showcase', '/playground', '/404', '/docsx', '/blogroll']) assert.equal(cardSection(route, docs), '');
	});
	it('maps a pathname to the route the page walk uses, and that to the card URL', () => {
		assert.equal(cardRoute('/404.html'), '/404');
		assert.equal(cardRoute('/docs/theme/'), '/docs/theme');
		assert.equal(cardRoute('/docs/theme/index.html'), '/docs/theme');
		assert.equal(cardRoute('/'), '/');
		assert.equal(socialImageUrl(site, '/'), 'https://example.org/og/index.png');
		assert.equal(socialImageUrl(prefixed, '/404.html'), 'https://example.org/es/og/404.png');
		assert.equal(pageUrl(prefixed, '/'), 'https://example.org/es');
	});
	it('gives the home card the tagline and an alt text without repeats', () => {
		assert.equal(cardHeadline(site.title, site.tagline, site.title), site.tagline);
		assert.equal(cardHeadline('Autowiring', 'x', site.title), 'Autowiring');
		assert.equal(cardAlt('Autowiring', 'DevKit', site.title), `Autowiring · DevKit · ${site.title}`);
		assert.equal(cardAlt(site.title, '', site.title), site.title);
	});
	it('every URL the builders write is absolute', () => {
		const all = [websiteJsonLd(site), ...docPageJsonLd(site, { route: '/docs/a', title: 'A', sectionLink: { title: 'DevKit', path: '/docs' }, breadcrumbs: [] })];
		for (const url of urls(all).filter((u) => !u.startsWith('https://schema.org') && !u.startsWith('https://infinum.com'))) assert.match(url, ABSOLUTE);
	});
});
