import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkLinks, extractIds, extractLinks } from '../../plugins/site-checks/links';
import { normaliseRoute } from '../../src/node/output/builtSite';
import { breadcrumbsFor, flattenSidebar, neighbours, resolveSidebar, type SidebarDoc, type SidebarItemConfig } from '../../src/node/sidebars';

const docs = new Map<string, SidebarDoc>([
	['intro', { docId: 'intro', title: 'Introduction', sidebarLabel: 'Intro', path: '/x/intro' }],
	['a', { docId: 'a', title: 'Page A', path: '/x/a' }],
	['b', { docId: 'b', title: 'Page B', path: '/x/b' }],
	['c', { docId: 'c', title: 'Page C', path: '/x/c' }],
]);

describe('sidebars', () => {
	const items = resolveSidebar('x', ['intro', { type: 'category', label: 'Group', link: 'a', items: ['b', { type: 'doc', id: 'c', label: 'Custom C' }] }, { type: 'link', label: 'GitHub', href: 'https://github.com' }], docs);

	it('labels docs from sidebar_label, then title, then an explicit label', () => {
		assert.equal(items[0].label, 'Intro');
		const group = items[1];
		assert.equal(group.type, 'category');
		if (group.type === 'category') {
			assert.equal(group.href, '/x/a');
			assert.equal(group.collapsed, true);
			assert.deepEqual(group.items.map((i) => i.label), ['Page B', 'Custom C']);
		}
	});
	it('flattens in reading order, category landing page first', () => {
		assert.deepEqual(flattenSidebar(items).map((d) => d.docId), ['intro', 'a', 'b', 'c']);
	});
	it('finds neighbours and breadcrumbs', () => {
		assert.deepEqual(neighbours(items, 'b'), { previous: { title: 'Group', path: '/x/a' }, next: { title: 'Custom C', path: '/x/c' } });
		assert.deepEqual(neighbours(items, 'intro').previous, undefined);
		assert.deepEqual(breadcrumbsFor(items, 'c'), [{ title: 'Group', path: '/x/a' }]);
		assert.deepEqual(breadcrumbsFor(items, 'intro'), []);
	});
	it('rejects a doc listed twice and an unknown item type', () => {
		assert.throws(() => resolveSidebar('x', ['a', 'a'], docs), /"a" is listed more than once/);
		assert.throws(() => resolveSidebar('x', [{ type: 'html' } as never], docs), /unknown item type "html"/);
	});
	it('rejects a category that contains itself, naming the trail, instead of overflowing the stack', () => {
		const outer = { type: 'category' as const, label: 'Outer', items: [] as SidebarItemConfig[] };
		outer.items.push({ type: 'category', label: 'Inner', items: [outer] });
		assert.throws(() => resolveSidebar('x', [outer], docs), /category "Outer" contains itself \(sidebar > category "Outer" > category "Inner" > category "Outer"\)\. Hint: a sidebar is a tree/);
	});
	it('suggests the doc id a typo meant', () => {
		assert.throws(() => resolveSidebar('x', ['intor'], docs), /names doc id "intor", which does not exist\. Hint: did you mean "intro"\?/);
	});
});

describe('link check', () => {
	const page = (route: string, html: string, source?: string) => ({ route, html, source });
	it('extracts hrefs and ids, decoding entities', () => {
		assert.deepEqual(extractLinks('<a class="x" href="/a?b=1&amp;c=2">x</a><link href="/ignored.css">'), ['/a?b=1&c=2']);
		assert.deepEqual([...extractIds('<h2 id="one">1</h2><div id="two"></div>')], ['one', 'two']);
	});
	it('normalises routes', () => {
		assert.equal(normaliseRoute('/a/b/index.html'), '/a/b');
		assert.equal(normaliseRoute('/a/'), '/a');
		assert.equal(normaliseRoute('/'), '/');
	});
	it('reports a broken internal link as an error naming the source page and file', () => {
		const report = checkLinks([page('/docs/a', '<a href="/docs/missing">x</a>', 'content/docs/a.mdx')], new Set());
		assert.deepEqual(report.errors, ['Broken link on /docs/a (content/docs/a.mdx): /docs/missing (no page at /docs/missing)']);
	});
	it('accepts existing pages, static files, relative links and externals', () => {
		const report = checkLinks(
			[page('/docs/a', '<a href="/docs/b/">b</a><a href="b">rel</a><a href="/sitemap-index.xml">s</a><a href="https://x.dev/nope">e</a><a href="mailto:a@b.c">m</a>'), page('/docs/b', '')],
			new Set(['/sitemap-index.xml']),
		);
		assert.deepEqual(report, { errors: [], warnings: [] });
	});
	it('warns on a missing anchor, on the same page or another', () => {
		const report = checkLinks([page('/a', '<h2 id="here"></h2><a href="#here">ok</a><a href="#gone">x</a><a href="/b#nope">y</a>'), page('/b', '<h2 id="yes"></h2>')], new Set());
		assert.equal(report.errors.length, 0);
		assert.deepEqual(report.warnings, ['Broken anchor on /a: #gone (/a has no element with id "gone")', 'Broken anchor on /a: /b#nope (/b has no element with id "nope")']);
	});
	it('strips the path prefix before resolving', () => {
		const report = checkLinks([page('/a', '<a href="/prefix/b">b</a>'), page('/b', '')], new Set(), '/prefix');
		assert.deepEqual(report.errors, []);
	});
});

describe('link check grouping', () => {
	it('reports one error per broken target, listing the linking pages', () => {
		const pages = ['/a', '/b', '/c', '/d', '/e', '/f', '/g'].map((route) => ({ route, html: '<a href="/gone">x</a>' }));
		const report = checkLinks(pages, new Set());
		assert.deepEqual(report.errors, ['Broken link on /a, /b, /c, /d, /e and 2 more: /gone (no page at /gone)']);
	});
});
