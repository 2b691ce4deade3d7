/**
 * Every fault the build refuses, checked where it is raised: each fixture in
 * tests/fixtures/build-errors (or a one-line break of a real project file) is handed to the
 * function `gatsby build` calls for it, with the project's real content, sidebars and config, and
 * the message must name the file, the line and give the hint. failures.test.ts proves, once per
 * kind of Gatsby hook, that such an error reaches `gatsby build`'s output and exit code.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import yaml from 'js-yaml';
import { sidebars } from '../../content/sidebars';
import { markdownFiles } from '../../src/node/sources/contentFiles';
import { locateDoc } from '../../src/node/docs';
import { frontMatterYamlError, parseDocFrontMatter } from '../../src/node/frontMatter';
import { checkLinks } from '../../plugins/site-checks/links';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { renderDocument } from '../../src/node/mdx/renderDocument';
import { createRemarkPlugins } from '../../src/node/mdx/remarkPlugins';
import { computeMdxFields } from '../../src/node/nodes';
import { planDocPages, type DocRecord } from '../../src/node/pages/docs';
import { checkPublishedRoutes } from '../../plugins/site-checks/publishedRoutes';
import { parseRouteList, readRouteList } from '../../src/node/output/routeLists';
import { describeSource, GENERATED_DIR, SHARED_DIR, sharedRoots, writeSharedDocs } from '../../src/node/sharedDocs';
import { resolveSidebar, type SidebarConfig } from '../../src/node/sidebars';

const root = path.resolve(__dirname, '../..');
const contentDir = path.join(root, 'content');
const fixtures = path.join(root, 'tests/fixtures/build-errors');
const site = loadSiteConfig();
const remarkPlugins = createRemarkPlugins({ contentDir, instances: site.docs });
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');
const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(prefix: string): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
	made.push(dir);
	return dir;
}

/** Front matter as gatsby-plugin-mdx hands it to onCreateNode. */
const frontMatterOf = (raw: string) => yaml.load(/^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1] ?? '') ?? {};

/** onCreateNode's work on a document at `relative` (inside content/) whose text is `raw`. */
const nodeFields = (relative: string, raw: string) =>
	computeMdxFields(
		{ absolutePath: path.join(contentDir, relative), contentDir, frontmatter: frontMatterOf(raw), body: '', rawSource: raw },
		{ instances: site.docs, remarkPlugins, authors: new Map() },
	);

/** What createPages reads for one document, from its front matter (as onCreateNode computes it). */
function docRecord(absolutePath: string, raw: string): DocRecord | undefined {
	const sourcePath = path.relative(contentDir, absolutePath).split(path.sep).join('/');
	const frontMatter = parseDocFrontMatter(`content/${sourcePath}`, frontMatterOf(raw), raw);
	const location = locateDoc(site.docs, sourcePath, frontMatter);
	if (!location) return undefined;
	return {
		nodeId: sourcePath,
		contentFilePath: absolutePath,
		sourcePath,
		...location,
		title: frontMatter.title,
		sidebarLabel: frontMatter.sidebar_label ?? null,
		slug: frontMatter.slug ?? null,
		paginationPrev: frontMatter.pagination_prev,
		paginationNext: frontMatter.pagination_next,
	};
}

let projectDocs: DocRecord[] | undefined;
/** Every doc the project's own files give (shared archived pages aside). */
function docsOfProject(): DocRecord[] {
	const shared = sharedRoots(site.docs).map((r) => `${path.join(contentDir, r, SHARED_DIR)}${path.sep}`);
	projectDocs ??= markdownFiles(contentDir)
		.filter((file) => !shared.some((dir) => file.startsWith(dir)) && !file.startsWith(path.join(contentDir, 'blog') + path.sep))
		.map((file) => docRecord(file, fs.readFileSync(file, 'utf8')))
		.filter((doc): doc is DocRecord => doc !== undefined);
	return projectDocs;
}

/** Runs `fn` with the working directory at `dir`: sidebar errors read their file's lines from there, as the build does from the root. */
function inDirectory<T>(dir: string, fn: () => T): T {
	const before = process.cwd();
	process.chdir(dir);
	try {
		return fn();
	} finally {
		process.chdir(before);
	}
}

const render = (relative: string, raw: string) => renderDocument({ absolutePath: path.join(contentDir, relative), raw, remarkPlugins, pathPrefix: '', root });
const versionsDoc = fs.readFileSync(path.join(contentDir, 'docs/versions.mdx'), 'utf8');

describe('front matter (onPreBootstrap, onCreateNode)', () => {
	it('malformed front matter (fixture): file, line and a hint', () => {
		const message = frontMatterYamlError('content/docs/fixture-front-matter.mdx', fixture('malformed-front-matter.mdx'), (text) => yaml.load(text));
		assert.match(message ?? '', /^content\/docs\/fixture-front-matter\.mdx: front matter is not valid YAML \(line 3 of the file\): .*Hint: quote values/);
	});

	it('an unknown front matter key: file, line and the key it probably meant', () => {
		const raw = versionsDoc.replace(/^---\n/, '---\nsidebar_postion: 3\n');
		assert.throws(() => nodeFields('docs/versions.mdx', raw), /^Error: content\/docs\/versions\.mdx:2: front matter .*"sidebar_postion"\. Hint: did you mean "sidebar_position"\?/);
		assert.throws(() => nodeFields('docs/fixture-key.mdx', fixture('unknown-front-matter-key.mdx')), /content\/docs\/fixture-key\.mdx:2: front matter .*"sidebar_postion"\. Hint: did you mean "sidebar_position"\?/);
	});
});

describe('document text (onCreateNode, the html resolver)', () => {
	it('a code block language with no grammar', async () => {
		const raw = `${versionsDoc}\n\n\`\`\`klingon\nqapla'\n\`\`\`\n`;
		assert.throws(() => nodeFields('docs/versions.mdx', raw), /content\/docs\/versions\.mdx.*"klingon" has no grammar/);
		await assert.rejects(render('docs/versions.mdx', raw), /content\/docs\/versions\.mdx.*"klingon" has no grammar/);
	});

	it('an MDX syntax error (fixture): file, line and a hint', () => {
		assert.throws(() => nodeFields('docs/fixture-syntax.mdx', fixture('mdx-syntax.mdx')), /content\/docs\/fixture-syntax\.mdx:8:34: this \{ opens an expression that never closes .*Hint: MDX reads \{ … \} as JavaScript/s);
	});

	it('a missing image (fixture): file, line and a hint', () => {
		assert.throws(() => nodeFields('docs/fixture-image.mdx', fixture('missing-image.mdx')), /content\/docs\/fixture-image\.mdx:8:1: image \/img\/pipeline-that-was-never-added\.svg does not exist .*Hint: add the file to static\//s);
	});

	it('a document using a component the registry does not have', async () => {
		await assert.rejects(render('docs/versions.mdx', `${versionsDoc}\n\n<VersionMatrix />\n`), /content\/docs\/versions\.mdx: rendering failed: .*VersionMatrix/);
		await assert.rejects(render('docs/fixture-render.mdx', fixture('unknown-component.mdx')), /content\/docs\/fixture-render\.mdx: rendering failed: .*VersionMatrix/);
	});

	it('a document that imports a module', async () => {
		const raw = `${versionsDoc}\n\nimport { Matrix } from '../../src/blocks/Matrix';\n`;
		await assert.rejects(render('docs/versions.mdx', raw), /content\/docs\/versions\.mdx:\d+: import and export are not supported in documents/);
	});
});

describe('shared archived pages (onPreBootstrap, then the html resolver)', () => {
	/** A copy of content/ with the fixture as a shared page; src and node_modules are the project's. */
	function projectWithShared(fixtureName: string): string {
		const dir = tempDir('es-shared-');
		fs.cpSync(contentDir, path.join(dir, 'content'), { recursive: true });
		fs.symlinkSync(path.join(root, 'src'), path.join(dir, 'src'), 'dir');
		fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
		fs.copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
		fs.mkdirSync(path.join(dir, 'content/docs/legacy/shared/fixture'), { recursive: true });
		fs.copyFileSync(path.join(fixtures, fixtureName), path.join(dir, 'content/docs/legacy/shared/fixture/only-check.mdx'));
		return dir;
	}

	it('an unclosed <Only> block names the shared file and line', () => {
		const dir = projectWithShared('unclosed-only.mdx');
		assert.throws(() => writeSharedDocs(dir, site.docs), /content\/docs\/legacy\/shared\/fixture\/only-check\.mdx:9: <Only versions="…"> is never closed/);
	});

	it('an unknown component is named by the shared file, not the generated one', async () => {
		const dir = projectWithShared('shared-unknown-component.mdx');
		const generated = writeSharedDocs(dir, site.docs).find((file) => file.endsWith(`${path.sep}fixture${path.sep}only-check.mdx`));
		assert.ok(generated, 'the shared page is expanded for v8');
		assert.equal(describeSource(dir, generated), 'content/docs/legacy/shared/fixture/only-check.mdx');
		await assert.rejects(renderDocument({ absolutePath: generated, raw: fs.readFileSync(generated, 'utf8'), remarkPlugins, pathPrefix: '', root: dir }), (error: Error) => {
			assert.match(error.message, /content\/docs\/legacy\/shared\/fixture\/only-check\.mdx: rendering failed: .*VersionMatrix/);
			assert.doesNotMatch(error.message, new RegExp(`${GENERATED_DIR}/docs`));
			return true;
		});
	});
});

describe('sidebars and URLs (createPages)', () => {
	it('a sidebar naming a doc id that does not exist: file, line and the id it probably meant', async () => {
		const dir = tempDir('es-sidebar-');
		fs.mkdirSync(path.join(dir, 'content/sidebars'), { recursive: true });
		const edited = fs.readFileSync(path.join(contentDir, 'sidebars/docs.ts'), 'utf8').replace("'welcome',", "'welcome',\n\t'ghost-page',");
		fs.writeFileSync(path.join(dir, 'content/sidebars/docs.ts'), edited);
		const docs = (await import(path.join(dir, 'content/sidebars/docs.ts'))).default as SidebarConfig;
		assert.throws(
			() => inDirectory(dir, () => planDocPages(site, docsOfProject(), { ...sidebars, docs })),
			/^Error: content\/sidebars\/docs\.ts:5: .*"ghost-page", which does not exist\. Hint: /,
		);
	});

	it('a sidebar cycle (fixture): file, line and a hint, not a stack overflow', async () => {
		const dir = tempDir('es-sidebar-');
		fs.mkdirSync(path.join(dir, 'content/sidebars'), { recursive: true });
		fs.copyFileSync(path.join(fixtures, 'sidebar-cycle.ts'), path.join(dir, 'content/sidebars/docs.ts'));
		const docs = (await import(path.join(dir, 'content/sidebars/docs.ts'))).default as SidebarConfig;
		const lookup = new Map(docsOfProject().filter((d) => d.instance === 'docs' && d.version === 'current').map((d) => [d.docId, { docId: d.docId, title: d.title, path: d.path }]));
		assert.throws(() => inDirectory(dir, () => resolveSidebar('docs', docs, lookup)), (error: Error) => {
			assert.match(error.message, /^content\/sidebars\/docs\.ts:4: category "Basics" contains itself \(sidebar > category "Basics" > category "Advanced" > category "Basics"\)\. Hint: a sidebar is a tree/);
			assert.doesNotMatch(error.message, /Maximum call stack/);
			return true;
		});
	});

	it('a duplicate slug (fixture): file, line and a hint', () => {
		const slugged = docRecord(path.join(contentDir, 'docs/fixture-slug.mdx'), fixture('duplicate-slug.mdx'));
		assert.ok(slugged);
		// planDocPages reads the line from the file, as the build has it in content/.
		const placed = path.join(tempDir('es-slug-'), 'fixture-slug.mdx');
		fs.copyFileSync(path.join(fixtures, 'duplicate-slug.mdx'), placed);
		assert.throws(
			() => planDocPages(site, [...docsOfProject(), { ...slugged, contentFilePath: placed }], sidebars),
			/^Error: content\/docs\/fixture-slug\.mdx:4: front matter slug "theme" gives \/docs\/theme, which is already the URL of content\/docs\/theme\.mdx\. Hint: pick another slug/,
		);
	});

	it('a page module without a default export (Gatsby validates it in createPage)', () => {
		// Gatsby checks default exports only in production, and decides that when the module loads.
		const before = process.env.NODE_ENV;
		process.env.NODE_ENV = 'production';
		const modulePath = require.resolve('gatsby/dist/utils/validate-component');
		delete require.cache[modulePath];
		const { validateComponent } = require(modulePath) as { validateComponent: (args: object) => { error?: { id: string; context: object }; panicOnBuild?: boolean } };
		process.env.NODE_ENV = before;
		const component = path.join(tempDir('es-page-'), 'src/pages/named-only.tsx');
		fs.mkdirSync(path.dirname(component), { recursive: true });
		fs.copyFileSync(path.join(fixtures, 'named-only.tsx'), component);
		const result = validateComponent({ input: { component, path: '/named-only' }, pluginName: 'gatsby-plugin-page-creator', errorIdMap: { noPath: '11322', notAbsolute: '11326', doesNotExist: '11325', empty: '11327', noDefaultExport: '11328' } });
		assert.equal(result.panicOnBuild, true);
		assert.ok(result.error);
		const { errorMap } = require('gatsby-cli/lib/structured-errors/error-map') as { errorMap: Record<string, { text: (context: object) => string }> };
		const text = errorMap[result.error.id].text(result.error.context);
		assert.match(text, /without a valid default export/);
		assert.match(text, /src\/pages\/named-only\.tsx/);
	});
});

describe('the built site (onPostBuild)', () => {
	const publishedText = fs.readFileSync(path.join(root, 'data/published-routes.txt'), 'utf8');
	const published = parseRouteList('data/published-routes.txt', publishedText);
	const builtRoutes = new Set(published.map((entry) => entry.route));

	it('a broken internal link names the page and its content file', async () => {
		const html = await render('docs/fixture-link.mdx', fixture('broken-link.mdx'));
		const pages = [...builtRoutes].map((route) => ({ route, html: '' }));
		const report = checkLinks([...pages, { route: '/docs/fixture-link', html, source: 'content/docs/fixture-link.mdx' }], new Set(), '');
		assert.deepEqual(report.errors.filter((e) => e.includes('fixture-link')).length, 1, report.errors.join('\n'));
		assert.ok(
			report.errors.some((e) => /^Broken link on \/docs\/fixture-link \(content\/docs\/fixture-link\.mdx\): \/docs\/nowhere-to-be-found/.test(e)),
			report.errors.join('\n'),
		);
	});

	it('a published URL the build does not produce: the list file and its line', () => {
		const text = `${publishedText.trimEnd()}\n/docs/a-page-readers-bookmarked\n`;
		const line = text.trimEnd().split('\n').length;
		const { errors } = checkPublishedRoutes(parseRouteList('data/published-routes.txt', text), readRouteList(root, 'data/published-routes-pending.txt'), builtRoutes);
		assert.deepEqual(
			errors.filter((e) => e.includes('a-page-readers-bookmarked')),
			[`data/published-routes.txt:${line}: published URL /docs/a-page-readers-bookmarked is not produced by the build`],
		);
	});
});
