/**
 * /llms.txt, /llms-full.txt and /docs/legacy/llms.txt (plugins/markdown-twins/llmsTxt.ts, written by
 * plugins/markdown-twins/twinOutput.ts): order, line format, each page once, archived versions apart.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { archivedLlmsIndex, inSidebarOrder, llmsFull, llmsIndex, llmsLine, llmsSections, PAGE_SEPARATOR, sidebarRoutes, type DocEntry, type PostEntry } from '../../plugins/markdown-twins/llmsTxt';
import type { SidebarItem } from '../../src/node/sidebars';
import { writeTwinOutput, type TwinNode } from '../../plugins/markdown-twins/twinOutput';

const instances = [
	{
		id: 'docs',
		label: 'DevKit',
		versions: [
			{ name: 'current', label: 'Next', path: 'docs', mainDocId: 'welcome', sidebar: 'docs' },
			{ name: 'v8', label: '8.x', path: 'docs/legacy/v8', mainDocId: 'versions', sidebar: 'docs-v8' },
		],
	},
	{ id: 'forms', label: 'Forms', versions: [{ name: 'current', label: 'Next', path: 'forms', mainDocId: 'welcome', sidebar: 'forms' }] },
	{ id: 'components', label: 'Components', versions: [{ name: 'current', label: 'Next', path: 'components', mainDocId: 'welcome', sidebar: 'components' }] },
];
const site = { title: 'Eightshift Development Kit', url: 'https://eightshift.com' };

const doc = (instance: string, version: string, route: string, title = route): DocEntry => ({ instance, version, route, title, description: `About ${title}.`, markdown: `---\ntitle: ${title}\n---\n\n# ${title}\n` });
const post = (slug: string, date: string): PostEntry => ({ route: `/blog/${slug}`, title: slug, description: `Post ${slug}.`, date, markdown: `# ${slug}\n` });

const docsSidebar: SidebarItem[] = [
	{ type: 'doc', label: 'Welcome', href: '/docs/welcome', docId: 'welcome' },
	{
		type: 'category',
		label: 'Basics',
		href: '/docs/basics',
		docId: 'basics',
		collapsed: true,
		items: [
			{ type: 'doc', label: 'Autowiring', href: '/docs/basics/autowiring', docId: 'basics/autowiring' },
			{ type: 'link', label: 'GitHub', href: 'https://github.com/infinum' },
			{ type: 'category', label: 'Deeper', collapsed: true, items: [{ type: 'doc', label: 'CLI', href: '/docs/basics/cli', docId: 'basics/cli' }] },
		],
	},
	{ type: 'doc', label: 'Theme', href: '/docs/theme', docId: 'theme' },
];

describe('sidebar order', () => {
	it('lists routes as the sidebar shows them, a category page before its items, links left out', () => {
		assert.deepEqual(sidebarRoutes(docsSidebar), ['/docs/welcome', '/docs/basics', '/docs/basics/autowiring', '/docs/basics/cli', '/docs/theme']);
	});

	it('puts pages no sidebar lists after the listed ones, by route, each page once', () => {
		const pages = ['/docs/zeta', '/docs/theme', '/docs/basics/cli', '/docs/alpha', '/docs/welcome', '/docs/basics', '/docs/basics/autowiring'].map((r) => doc('docs', 'current', r));
		assert.deepEqual(inSidebarOrder(pages, [...docsSidebar, ...docsSidebar.slice(0, 1)]).map((p) => p.route), [
			'/docs/welcome',
			'/docs/basics',
			'/docs/basics/autowiring',
			'/docs/basics/cli',
			'/docs/theme',
			'/docs/alpha',
			'/docs/zeta',
		]);
	});
});

describe('llms sections', () => {
	const docs = [
		doc('docs', 'current', '/docs/theme'),
		doc('docs', 'current', '/docs/welcome'),
		doc('docs', 'v8', '/docs/legacy/v8/versions'),
		doc('forms', 'current', '/forms/welcome'),
		doc('components', 'current', '/components/welcome'),
	];
	const sidebars = [{ instance: 'docs', version: 'current', items: docsSidebar }];
	const posts = [post('older', '2023-01-05'), post('newest', '2025-03-01'), post('b-same-day', '2024-06-01'), post('a-same-day', '2024-06-01')];
	const { current, archived } = llmsSections(instances, docs, sidebars, posts);

	it('has DevKit, Forms, Components and Blog for the current pages, the blog newest first', () => {
		assert.deepEqual(current.map((s) => s.title), ['DevKit', 'Forms', 'Components', 'Blog']);
		assert.deepEqual(current[0].pages.map((p) => p.route), ['/docs/welcome', '/docs/theme']);
		assert.deepEqual(current[3].pages.map((p) => p.route), ['/blog/newest', '/blog/a-same-day', '/blog/b-same-day', '/blog/older']);
	});

	it('keeps archived versions out of the current sections, in sections of their own', () => {
		assert.ok(current.every((s) => s.pages.every((p) => !p.route.includes('/legacy/'))));
		assert.deepEqual(archived.map((s) => [s.title, s.pages.map((p) => p.route)]), [['DevKit 8.x', ['/docs/legacy/v8/versions']]]);
	});

	it('writes llms.txt: title, summary, one line per page linking its twin, then the optional links', () => {
		const text = llmsIndex(site, current, archived);
		const lines = text.split('\n');
		assert.equal(lines[0], '# Eightshift Development Kit');
		assert.equal(lines[1], '');
		assert.match(lines[2], /^> \S.{80,}$/);
		assert.deepEqual(
			lines.filter((l) => l.startsWith('## ')),
			['## DevKit', '## Forms', '## Components', '## Blog', '## Optional'],
		);
		assert.ok(text.includes('\n## DevKit\n\n- [/docs/welcome](https://eightshift.com/docs/welcome.md): About /docs/welcome.\n- [/docs/theme](https://eightshift.com/docs/theme.md): About /docs/theme.\n\n## Forms\n'));
		assert.ok(text.includes('\n- [newest](https://eightshift.com/blog/newest.md): Post newest.\n'));
		assert.ok(text.includes('(https://eightshift.com/llms-full.txt)'));
		assert.ok(text.includes('(https://eightshift.com/docs/legacy/llms.txt)'));
		assert.ok(!text.includes('/docs/legacy/v8/versions'));
		assert.ok(text.endsWith('\n') && !text.endsWith('\n\n'));
	});

	it('writes llms-full.txt: every current page\'s twin in the same order, between separator lines', () => {
		const text = llmsFull(site, current);
		const parts = text.split(`\n\n${PAGE_SEPARATOR}\n\n`);
		assert.match(parts[0], /^# Eightshift Development Kit: every current page\n\n> /);
		assert.deepEqual(
			parts.slice(1).map((p) => /^# (.*)$/m.exec(p)?.[1]),
			current.flatMap((s) => s.pages.map((p) => p.title)),
		);
		assert.ok(!text.includes('legacy'));
		assert.throws(() => llmsFull(site, [{ title: 'DevKit', pages: [{ route: '/docs/x', title: 'X', description: 'Y' }] }]), /no Markdown twin for \/docs\/x/);
	});

	it('writes the archive index, one section per version', () => {
		const text = archivedLlmsIndex(site, archived);
		assert.match(text, /^# Eightshift Development Kit: archived DevKit versions\n\n> .*\(8\.x\).*https:\/\/eightshift\.com\/llms\.txt/);
		assert.ok(text.includes('\n## DevKit 8.x\n\n- [/docs/legacy/v8/versions](https://eightshift.com/docs/legacy/v8/versions.md): About /docs/legacy/v8/versions.\n'));
	});
});

describe('llms line', () => {
	it('escapes brackets in titles, puts descriptions on one line, adds the path prefix', () => {
		assert.equal(
			llmsLine('https://example.com/es', { route: '/docs/a', title: 'Arrays [and] maps', description: 'Two\nlines  here.' }),
			'- [Arrays \\[and\\] maps](https://example.com/es/docs/a.md): Two lines here.',
		);
		assert.equal(llmsLine(site.url, { route: '/docs/a', title: 'A', description: '' }), '- [A](https://eightshift.com/docs/a.md)');
	});
});

describe('writeTwinOutput', () => {
	it('writes each twin at its route plus .md and the three llms files', () => {
		const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
		const node = (kind: string, route: string, instance: string, version: string, date: string | null = null): TwinNode => ({
			markdown: `# ${route}\n`,
			frontmatter: { title: route, description: `About ${route}.` },
			fields: { kind, path: route, instance, version, date },
		});
		const report = writeTwinOutput({
			publicDir,
			site: { title: site.title, docs: instances },
			siteUrl: site.url,
			nodes: [node('doc', '/docs/theme', 'docs', 'current'), node('doc', '/docs/legacy/v8/versions', 'docs', 'v8'), node('doc', '/forms/php/filters', 'forms', 'current'), node('post', '/blog/p', 'blog', 'current', '2024-01-01')],
			sidebars: [],
		});
		assert.equal(fs.readFileSync(path.join(publicDir, 'docs/theme.md'), 'utf8'), '# /docs/theme\n');
		assert.ok(fs.existsSync(path.join(publicDir, 'docs/legacy/v8/versions.md')));
		assert.ok(fs.existsSync(path.join(publicDir, 'forms/php/filters.md')));
		assert.ok(fs.existsSync(path.join(publicDir, 'blog/p.md')));
		assert.deepEqual(Object.keys(report.llms).sort(), ['/docs/legacy/llms.txt', '/llms-full.txt', '/llms.txt']);
		assert.equal(report.twins, 4);
		const llms = fs.readFileSync(path.join(publicDir, 'llms.txt'), 'utf8');
		assert.deepEqual(llms.split('\n').filter((l) => l.startsWith('- [/')).map((l) => /\((.*?)\)/.exec(l)?.[1]), [
			'https://eightshift.com/docs/theme.md',
			'https://eightshift.com/forms/php/filters.md',
			'https://eightshift.com/blog/p.md',
		]);
		fs.rmSync(publicDir, { recursive: true });
	});
});
