import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cssModuleClassName, cssModuleExports } from '../../src/node/webpack/cssModuleNames';
import { createRemarkPlugins } from '../../src/node/mdx/remarkPlugins';
import { documentSource, RENDERER_SOURCES, renderDocument, rendererDigest, stylesheetsUsed } from '../../src/node/mdx/renderDocument';

const root = path.resolve(__dirname, '../..');
const contentDir = path.join(root, 'content');
const remarkPlugins = createRemarkPlugins({ contentDir, instances: [{ id: 'docs', label: 'DevKit', versions: [{ name: 'current', label: 'Next', path: 'docs', mainDocId: 'welcome', sidebar: 'docs' }] }] });
const absolutePath = path.join(contentDir, 'docs/example.mdx');

const render = (raw: string, pathPrefix = '') => renderDocument({ absolutePath, raw, remarkPlugins, pathPrefix, root });

describe('CSS Module names shared by webpack and the Node renderer', () => {
	it('names a class after its component folder, the local name and a hash of the file path', () => {
		assert.match(cssModuleClassName('src/theme/CodeBlock/styles.module.css', 'copy'), /^CodeBlock-module--copy--[0-9a-f]{5}$/);
		assert.match(cssModuleClassName('src/templates/DocPage.module.css', 'body'), /^DocPage-module--body--[0-9a-f]{5}$/);
		assert.notEqual(cssModuleClassName('src/a/styles.module.css', 'x'), cssModuleClassName('src/b/styles.module.css', 'x'));
	});
	it('exports camel-cased names and skips :global() selectors, comments and strings', () => {
		const names = cssModuleExports(".copy-button { content: '.nope'; } /* .gone */ :global(.code-line) .box { width: 0.5rem }", 'src/x/styles.module.css');
		assert.deepEqual(Object.keys(names).sort(), ['box', 'copyButton']);
		assert.equal(names.copyButton, cssModuleClassName('src/x/styles.module.css', 'copy-button'));
	});
	it('refuses composes instead of guessing the other file', () => {
		assert.throws(() => cssModuleExports('.a { composes: b from "./other.module.css"; }', 'src/x/styles.module.css'), /src\/x\/styles\.module\.css: "composes" is not supported/);
	});
});

describe('renderDocument', () => {
	it('keeps line numbers when it blanks the front matter', () => {
		assert.equal(documentSource('---\ntitle: A\n---\nBody'), '\n\n\nBody');
		assert.equal(documentSource('No front matter'), 'No front matter');
	});

	it('renders Markdown, headings with anchors and code blocks to static HTML', async () => {
		const html = await render('---\ntitle: T\n---\n\n## Setup {#setup}\n\nRun **this**:\n\n```bash title="Terminal"\nwp boilerplate init theme\n```\n');
		assert.match(html, /<h2 id="setup">Setup<a class="MDXComponents-module--anchor--[0-9a-f]{5}" href="#setup"/);
		assert.match(html, /<strong>this<\/strong>/);
		assert.match(html, /class="CodeBlock-module--title--[0-9a-f]{5}">Terminal</);
		assert.doesNotMatch(html, /<script/);
	});

	it('marks the copy button as an island with its server markup inside', async () => {
		const html = await render('```php\necho 1;\n```\n');
		assert.match(html, /<div data-island="CopyButton"><button type="button" class="CodeBlock-module--copy--[0-9a-f]{5}" [^>]*>Copy<\/button><\/div>/);
	});

	it('writes local links as plain anchors with the path prefix, external links untouched', async () => {
		const html = await render('See [WP-CLI](/docs/basics/wp-cli) and [GitHub](https://github.com/infinum).', '/es');
		assert.match(html, /<a href="\/es\/docs\/basics\/wp-cli">WP-CLI<\/a>/);
		assert.match(html, /<a href="https:\/\/github.com\/infinum" rel="noopener noreferrer">GitHub<\/a>/);
	});

	it('names the file and line of an MDX syntax error', async () => {
		await assert.rejects(render('---\ntitle: T\n---\n\nText\n\n<Callout type="tip">\nunclosed\n'), /content\/docs\/example\.mdx:7/);
	});

	it('refuses import and export with the file and line', async () => {
		await assert.rejects(render('Intro\n\nimport { x } from "y";\n'), /content\/docs\/example\.mdx:3: import and export are not supported/);
	});

	it('names the file when a component is missing from the registry', async () => {
		await assert.rejects(render('<NoSuchThing />\n'), /content\/docs\/example\.mdx: rendering failed: .*NoSuchThing/);
	});

	it('every stylesheet the document components load is imported for the browser', async () => {
		await render('```php\necho 1;\n```\n');
		const imported = [...fs.readFileSync(path.join(root, 'src/theme/MDXComponents/styles.ts'), 'utf8').matchAll(/^import '([^']+)';$/gm)].map((m) =>
			path.relative(root, path.resolve(root, 'src/theme/MDXComponents', m[1])).split(path.sep).join('/'),
		);
		const used = stylesheetsUsed();
		assert.ok(used.length >= 5, used.join(', '));
		assert.deepEqual(used.filter((file) => !imported.includes(file)), []);
	});
});

describe('rendererDigest', () => {
	it('changes when a demo source or the props data changes, so a rebuild does not keep stale HTML', () => {
		const root = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-digest-'));
		fs.mkdirSync(path.join(root, 'src/demos/toggle'), { recursive: true });
		fs.mkdirSync(path.join(root, 'data'), { recursive: true });
		fs.writeFileSync(path.join(root, 'src/demos/toggle/basic.tsx'), 'export default () => null;\n');
		fs.writeFileSync(path.join(root, 'data/ui-components-changes.json'), '{}');
		const first = rendererDigest(root, {});
		assert.equal(rendererDigest(root, {}), first);
		fs.writeFileSync(path.join(root, 'src/demos/toggle/basic.tsx'), 'export default () => 1;\n');
		const second = rendererDigest(root, {});
		assert.notEqual(second, first);
		fs.writeFileSync(path.join(root, 'data/ui-components-changes.json'), '{"components":{}}');
		assert.notEqual(rendererDigest(root, {}), second);
	});
	it('covers every input the remark plugins read from outside the document', () => {
		for (const entry of ['src/demos', 'src/node/mdx/componentProps.ts', 'data/ui-components-changes.json', 'data/frontend-libs-tailwind-components.json']) {
			assert.ok(RENDERER_SOURCES.includes(entry), entry);
			assert.ok(fs.existsSync(path.join(__dirname, '../..', entry)), `${entry} exists`);
		}
	});
});
