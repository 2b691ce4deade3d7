import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileStem, locateDoc } from '../../src/node/docs';
import { parseDocFrontMatter } from '../../src/node/frontMatter';
import { planDocPages, resolveNavbar, type DocRecord } from '../../src/node/pages/docs';
import { validateSiteConfig } from '../../src/node/siteConfigSchema';
import { badRequestPath, canonicalPath, redirectTarget } from '../../src/node/serving';
import siteConfig from '../../site.config';

const instances = [
	{
		id: 'docs',
		label: 'DevKit',
		versions: [
			{ name: 'current', label: 'Next', path: 'docs', mainDocId: 'welcome', sidebar: 'docs' },
			{ name: 'v8', label: '8.x', path: 'docs/legacy/v8', mainDocId: 'basics/basics-intro', sidebar: 'docs-v8' },
		],
	},
	{ id: 'forms', label: 'Forms', versions: [{ name: 'current', label: 'Next', path: 'forms', mainDocId: 'welcome', sidebar: 'forms' }] },
];

describe('locateDoc', () => {
	it('maps the folder to the URL and the doc id', () => {
		assert.deepEqual(locateDoc(instances, 'docs/basics/wp-cli.mdx'), { instance: 'docs', version: 'current', docId: 'basics/wp-cli', path: '/docs/basics/wp-cli' });
		assert.deepEqual(locateDoc(instances, 'forms/php/filters/index.md'), { instance: 'forms', version: 'current', docId: 'php/filters', path: '/forms/php/filters' });
	});
	it('puts files under an archived version path into that version', () => {
		assert.deepEqual(locateDoc(instances, 'docs/legacy/v8/basics/autowiring.mdx'), { instance: 'docs', version: 'v8', docId: 'basics/autowiring', path: '/docs/legacy/v8/basics/autowiring' });
	});
	it('applies front matter id and slug', () => {
		assert.equal(locateDoc(instances, 'docs/basics/cli.mdx', { id: 'wp-cli' })?.docId, 'basics/wp-cli');
		assert.equal(locateDoc(instances, 'docs/basics/cli.mdx', { slug: 'command-line' })?.path, '/docs/basics/command-line');
		assert.equal(locateDoc(instances, 'docs/basics/cli.mdx', { slug: '/cli' })?.path, '/docs/cli');
	});
	it('returns undefined outside every instance', () => {
		assert.equal(locateDoc(instances, 'blog/post.mdx'), undefined);
	});
	it('strips index files', () => {
		assert.equal(fileStem('a/b/index.mdx'), 'a/b');
		assert.equal(fileStem('index.md'), '');
	});
});

describe('front matter', () => {
	it('accepts the documented keys', () => {
		const fm = parseDocFrontMatter('content/docs/x.mdx', { title: 'X', description: 'About X.', sidebar_position: 2, keywords: ['a'], hide_title: false, pagination_next: null });
		assert.equal(fm.title, 'X');
	});
	it('fails on an unknown key, naming the file and the key', () => {
		assert.throws(() => parseDocFrontMatter('content/docs/x.mdx', { title: 'X', description: 'd', sidebar_postion: 1 }), /content\/docs\/x\.mdx: front matter .*unknown key\(s\) "sidebar_postion"/);
	});
	it('fails on a wrong type and a missing title', () => {
		assert.throws(() => parseDocFrontMatter('content/docs/y.mdx', { title: 'Y', description: 'd', hide_title: 'yes' }), /content\/docs\/y\.mdx: front matter hide_title/);
		assert.throws(() => parseDocFrontMatter('content/docs/z.mdx', { description: 'd' }), /content\/docs\/z\.mdx: front matter title/);
	});
});

function doc(partial: Partial<DocRecord> & { docId: string }): DocRecord {
	return {
		nodeId: partial.docId,
		contentFilePath: `/c/${partial.docId}.mdx`,
		sourcePath: `docs/${partial.docId}.mdx`,
		instance: 'docs',
		version: 'current',
		path: `/docs/${partial.docId}`,
		title: partial.docId.toUpperCase(),
		...partial,
	};
}

describe('planDocPages', () => {
	const site = validateSiteConfig({ ...siteConfig, docs: [instances[0]] });
	const docs = [doc({ docId: 'welcome' }), doc({ docId: 'theme' }), doc({ docId: 'plugin', paginationNext: null }), doc({ docId: 'hidden' }), doc({ docId: 'basics/basics-intro', version: 'v8', path: '/docs/legacy/v8/basics/basics-intro' })];
	const sidebars = { docs: ['welcome', { type: 'category' as const, label: 'Start', items: ['theme', 'plugin'] }], 'docs-v8': ['basics/basics-intro'] };

	it('links pages in sidebar order with breadcrumbs', () => {
		const plan = planDocPages(site, docs, sidebars);
		const theme = plan.pages.find((p) => p.path === '/docs/theme')!;
		assert.deepEqual(theme.context.previous, { title: 'WELCOME', path: '/docs/welcome' });
		assert.deepEqual(theme.context.next, { title: 'PLUGIN', path: '/docs/plugin' });
		assert.deepEqual(theme.context.breadcrumbs, [{ title: 'Start', path: '' }]);
		assert.equal(theme.context.sidebarKey, 'docs/current');
	});
	it('honours pagination_next: null and leaves unlisted docs without a sidebar', () => {
		const plan = planDocPages(site, docs, sidebars);
		assert.equal(plan.pages.find((p) => p.path === '/docs/plugin')!.context.next, null);
		const hidden = plan.pages.find((p) => p.path === '/docs/hidden')!;
		assert.equal(hidden.context.sidebarKey, null);
		assert.equal(hidden.context.previous, null);
	});
	it('keeps one sidebar per version, shared by key', () => {
		const plan = planDocPages(site, docs, sidebars);
		assert.deepEqual(plan.sidebars.map((s) => s.key), ['docs/current', 'docs/v8']);
		assert.equal(plan.pages.find((p) => p.path.startsWith('/docs/legacy'))!.context.sidebarKey, 'docs/v8');
	});
	it('warns on duplicate routes', () => {
		const plan = planDocPages(site, [...docs, doc({ docId: 'theme-copy', path: '/docs/theme', sourcePath: 'docs/theme-copy.mdx' })], sidebars);
		assert.match(plan.warnings[0], /Duplicate route \/docs\/theme: content\/docs\/theme\.mdx and content\/docs\/theme-copy\.mdx/);
	});
	it('fails when a front matter slug takes another page\'s URL, naming the file with the slug', () => {
		const copy = doc({ docId: 'theme-copy', path: '/docs/theme', sourcePath: 'docs/theme-copy.mdx', slug: 'theme' });
		assert.throws(() => planDocPages(site, [...docs, copy], sidebars), /content\/docs\/theme-copy\.mdx: front matter slug "theme" gives \/docs\/theme, which is already the URL of content\/docs\/theme\.mdx\. Hint: /);
	});
	it('fails on a sidebar doc id that does not exist, naming the sidebar file', () => {
		assert.throws(() => planDocPages(site, docs, { ...sidebars, docs: ['welcome', 'nope'] }), /content\/sidebars\/docs\.ts: .*"nope", which does not exist/);
	});
	it('links each page to the same page in other versions, and archived pages to the current docs', () => {
		const withTwin = [...docs, doc({ docId: 'theme', version: 'v8', path: '/docs/legacy/v8/theme', nodeId: 'v8-theme' })];
		const plan = planDocPages(site, withTwin, { ...sidebars, 'docs-v8': ['basics/basics-intro', 'theme'] });
		const current = plan.pages.find((p) => p.path === '/docs/theme')!;
		assert.deepEqual(current.context.alternates, { v8: '/docs/legacy/v8/theme' });
		assert.equal(current.context.archived, null);
		const archivedTwin = plan.pages.find((p) => p.path === '/docs/legacy/v8/theme')!;
		assert.deepEqual(archivedTwin.context.alternates, { current: '/docs/theme' });
		assert.deepEqual(archivedTwin.context.archived, { label: '8.x', currentPath: '/docs/theme', samePage: true });
		const archivedOnly = plan.pages.find((p) => p.path === '/docs/legacy/v8/basics/basics-intro')!;
		assert.deepEqual(archivedOnly.context.alternates, {});
		assert.deepEqual(archivedOnly.context.archived, { label: '8.x', currentPath: '/docs/welcome', samePage: false });
	});
	it('resolves the version model: name, label, path, isLast, mainDocId, docs, draftIds, sidebars', () => {
		const plan = planDocPages(site, docs, sidebars);
		assert.deepEqual(plan.versions[1], {
			instance: 'docs',
			name: 'v8',
			label: '8.x',
			path: '/docs/legacy/v8',
			isLast: false,
			mainDocId: 'basics/basics-intro',
			docs: ['basics/basics-intro'],
			draftIds: [],
			sidebars: ['docs-v8'],
		});
		assert.equal(plan.versions[0].isLast, true);
	});
	it('fails on a missing sidebar file and a missing pagination target', () => {
		assert.throws(() => planDocPages(site, docs, { docs: sidebars.docs }), /names sidebar "docs-v8"/);
		assert.throws(() => planDocPages(site, [...docs, doc({ docId: 'x', paginationPrev: 'ghost' })], sidebars), /content\/docs\/x\.mdx: pagination links to doc id "ghost"/);
	});
});

describe('resolveNavbar', () => {
	const docs = [doc({ docId: 'welcome' })];
	it('resolves doc items to their page and marks the section active', () => {
		const site = validateSiteConfig({ ...siteConfig, docs: [instances[0]], navbar: { ...siteConfig.navbar, items: [{ type: 'doc', label: 'docs', instance: 'docs', docId: 'welcome' }, { type: 'link', label: 'blog', to: '/blog' }] } });
		assert.deepEqual(resolveNavbar(site, docs), [
			{ label: 'docs', to: '/docs/welcome', activeBasePaths: ['/docs'], instance: 'docs' },
			{ label: 'blog', to: '/blog', activeBasePaths: ['/blog'] },
		]);
	});
	it('fails on a navbar doc link to a missing doc', () => {
		const site = validateSiteConfig({ ...siteConfig, docs: [instances[0]], navbar: { ...siteConfig.navbar, items: [{ type: 'doc', label: 'docs', instance: 'docs', docId: 'gone' }] } });
		assert.throws(() => resolveNavbar(site, docs), /navbar item "docs" links to doc "gone"/);
	});
	it('rejects an unknown navbar item type in site.config.ts', () => {
		assert.throws(() => validateSiteConfig({ ...siteConfig, navbar: { ...siteConfig.navbar, items: [{ type: 'dropdown', label: 'x' }] } }), /site\.config\.ts is invalid:\n {2}- navbar\.items\.0\.type/);
	});
	it('rejects an unknown site config key', () => {
		assert.throws(() => validateSiteConfig({ ...siteConfig, colourMode: {} }), /site\.config\.ts is invalid/);
	});
});

describe('clean URLs', () => {
	it('strips trailing slashes, index.html and .html', () => {
		assert.equal(canonicalPath('/docs/welcome/'), '/docs/welcome');
		assert.equal(canonicalPath('/docs/welcome/index.html'), '/docs/welcome');
		assert.equal(canonicalPath('/docs/welcome.html'), '/docs/welcome');
		assert.equal(canonicalPath('/index.html'), '/');
		assert.equal(redirectTarget('/docs/welcome'), null);
		assert.equal(redirectTarget('/'), null);
	});

	it('names the request paths no file can answer: a NUL byte or broken percent-encoding', () => {
		assert.equal(badRequestPath('/%00'), 'a NUL byte');
		assert.equal(badRequestPath('/docs/theme%00.md'), 'a NUL byte');
		assert.equal(badRequestPath('/docs/%E0%A4%A'), 'malformed percent-encoding');
		assert.equal(badRequestPath('/docs/theme'), null);
		assert.equal(badRequestPath('/docs/caf%C3%A9'), null);
	});
});
