/**
 * Markdown twins (plugins/markdown-twins/markdownTwin.ts): each rule on a small document, then every document
 * the site builds (archived ones generated from their shared files included), whose twin must parse
 * as plain Markdown with no JSX and no raw HTML left.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';
import { visit } from 'unist-util-visit';
import { markdownFiles } from '../../src/node/sources/contentFiles';
import { locateDoc } from '../../src/node/docs';
import { absoluteUrl, iconNames, markdownTwin, twinPage, widenTableDelimiters, type TwinPage } from '../../plugins/markdown-twins/markdownTwin';
import { createRemarkPlugins } from '../../src/node/mdx/remarkPlugins';
import { GENERATED_DIR, SHARED_DIR, writeSharedDocs } from '../../src/node/sharedDocs';
import siteConfig from '../../site.config';

const root = path.resolve(__dirname, '../..');
const contentDir = path.join(root, 'content');
const instances = siteConfig.docs;
const plugins = createRemarkPlugins({ contentDir, instances }, { highlightCode: false });
const example = path.join(contentDir, 'docs/example.mdx');
const SITE = 'https://eightshift.com';

const page: TwinPage = { route: '/docs/example', title: 'Example page', description: 'What the example shows.', section: 'DevKit' };

function twin(body: string, options: { siteUrl?: string; remarkPlugins?: PluggableList; front?: string } = {}): string {
	const raw = `---\n${options.front ?? 'title: Example page\ndescription: What the example shows.'}\n---\n\n${body}`;
	return markdownTwin({ absolutePath: example, raw, displayPath: 'content/docs/example.mdx', remarkPlugins: options.remarkPlugins ?? plugins, root, siteUrl: options.siteUrl ?? SITE, page });
}

/** The body after front matter and H1. */
const body = (markdown: string) => markdown.replace(/^---\n[\s\S]*?\n---\n\n# [^\n]*\n\n/, '');

const plainParser = unified().use(remarkParse).use(remarkGfm);

/** Node types a Markdown reader would not understand: JSX, expressions, ESM and raw HTML. */
function foreignNodes(markdown: string): string[] {
	const found: string[] = [];
	visit(plainParser.parse(markdown) as Root, (node) => {
		if (node.type === 'html' || node.type.startsWith('mdx')) found.push(`${node.type}${node.position ? `@${node.position.start.line}` : ''}: ${String((node as { value?: string }).value ?? '').slice(0, 60)}`);
	});
	return found;
}

describe('markdown twin: front matter and title', () => {
	it('starts with YAML front matter (title, description, canonical, twin URL, section) and the title as H1', () => {
		const markdown = twin('Hello.');
		const front = /^---\n([\s\S]*?)\n---\n\n# Example page\n\nHello\.\n$/.exec(markdown);
		assert.ok(front, markdown);
		assert.deepEqual(yaml.load(front[1]), {
			title: 'Example page',
			description: 'What the example shows.',
			canonical: 'https://eightshift.com/docs/example',
			url: 'https://eightshift.com/docs/example.md',
			section: 'DevKit',
		});
	});

	it('quotes front matter values YAML would misread', () => {
		const markdown = markdownTwin({ absolutePath: example, raw: 'Body', displayPath: 'x', remarkPlugins: plugins, root, siteUrl: SITE, page: { ...page, title: 'Hooks: the "why"', description: '- not a list' } });
		const data = yaml.load(/^---\n([\s\S]*?)\n---/.exec(markdown)![1]) as Record<string, string>;
		assert.equal(data.title, 'Hooks: the "why"');
		assert.equal(data.description, '- not a list');
	});

	it('fills section, version, date and authors from the node', () => {
		const doc = twinPage(instances, { frontmatter: { title: 'A', description: 'B' }, fields: { kind: 'doc', path: '/docs/legacy/v8/basics/autowiring', sourcePath: 'docs/legacy/shared/basics/autowiring.mdx', instance: 'docs', version: 'v8' } });
		assert.deepEqual(doc, { route: '/docs/legacy/v8/basics/autowiring', title: 'A', description: 'B', section: 'DevKit', version: '8.x' });
		const current = twinPage(instances, { frontmatter: { title: 'A', description: 'B' }, fields: { kind: 'doc', path: '/forms/welcome', sourcePath: 'forms/welcome.mdx', instance: 'forms', version: 'current' } });
		assert.deepEqual(current, { route: '/forms/welcome', title: 'A', description: 'B', section: 'Forms', version: undefined });
		const post = twinPage(instances, { frontmatter: { title: 'P', description: 'D' }, fields: { kind: 'post', path: '/blog/p', sourcePath: 'blog/p.mdx', instance: 'blog', version: 'current', date: '2024-02-03', authors: [{ name: 'Ana' }] } });
		assert.deepEqual(post, { route: '/blog/p', title: 'P', description: 'D', section: 'Blog', date: '2024-02-03', authors: ['Ana'] });
		assert.throws(() => twinPage(instances, { frontmatter: { title: 'A', description: null }, fields: { kind: 'doc', path: '/docs/a', sourcePath: 'docs/a.mdx', instance: 'docs', version: 'current' } }), /content\/docs\/a\.mdx: front matter description is missing/);
	});
});

describe('markdown twin: conversions', () => {
	it('turns a callout with a title into a blockquote led by the bold label, then the title, then the body', () => {
		assert.equal(body(twin(':::tip Keep the text domain consistent\nSet it once in `style.css`.\n\nThen reuse it.\n:::\n')), '> **Tip:** Keep the text domain consistent\n>\n> Set it once in `style.css`.\n>\n> Then reuse it.\n');
	});

	it('puts the label in front of the first paragraph of a callout without a title, and keeps it for hide-title', () => {
		assert.equal(body(twin(':::caution\nThis deletes files.\n:::\n')), '> **Caution:** This deletes files.\n');
		assert.equal(body(twin(':::note hide-title\nQuiet note.\n:::\n')), '> **Note:** Quiet note.\n');
		assert.equal(body(twin(':::danger\n```bash\nrm -rf vendor\n```\n:::\n')), '> **Danger:**\n>\n> ```bash\n> rm -rf vendor\n> ```\n');
	});

	it('keeps fenced code as Markdown code with its language and title; highlighted lines are dropped', () => {
		const markdown = body(twin('```php title="src/Main/Main.php" {2}\n<?php\necho 1;\n```\n\n```\nplain\n```\n'));
		assert.equal(markdown, '```php title="src/Main/Main.php"\n<?php\necho 1;\n```\n\n```\nplain\n```\n');
	});

	it('shows a live demo as its label and the source file that runs', () => {
		const markdown = body(twin('<Demo name="toggle-switch/basic" label="Toggle switch that shows a caption" />\n'));
		const source = fs.readFileSync(path.join(root, 'src/demos/toggle-switch/basic.tsx'), 'utf8').trimEnd();
		assert.equal(markdown, `**Live demo:** Toggle switch that shows a caption (interactive on the [HTML page](https://eightshift.com/docs/example)).\n\n\`\`\`tsx title="basic.tsx"\n${source}\n\`\`\`\n`);
	});

	it('writes a props table as a GFM table', () => {
		const markdown = body(twin('<PropsTable component="Toggle" />\n'));
		assert.match(markdown, /^\| Prop \| Type \| Default \| Description \|\n\| --- \| --- \| --- \| --- \|\n\| `checked` \| `boolean` \| \*\*required\*\* \| /);
	});

	it('writes a hook reference as its facts table, parameters table, headings and example code', () => {
		const markdown = body(twin('<HookReference name="es_forms_general_http_request_timeout" />\n'));
		assert.match(markdown, /\| Hook \| Value \|\n\| --- \| --- \|\n\| Name \| `es_forms_general_http_request_timeout` \|/);
		assert.match(markdown, /\n## Parameters\n\n\| Parameter \| Type \| Description \|\n\| --- \| --- \| --- \|\n\| `\$timeout` \| `int` \|/);
		assert.match(markdown, /\n## Example\n\n```php title="[^"]+"\nadd_filter\('es_forms_general_http_request_timeout'|\n## Example\n\n```php title="[^"]+"\n\/\/[^\n]*\nadd_filter\('es_forms_general_http_request_timeout'/);
		// Ids the slug of the text gives already (#parameters, #example) are not repeated; #returns is kept.
		assert.match(markdown, /\n## Return value \{#returns\}\n/);
		assert.doesNotMatch(markdown, /## (Parameters|Example) \{#/);
	});

	it('turns <kbd> into inline code and drops MDX and HTML comments', () => {
		assert.equal(body(twin('Press <kbd>Backspace</kbd> twice.\n\n<!-- editors: keep this short -->\n\n{/* and this */}\n\nEnd.\n')), 'Press `Backspace` twice.\n\nEnd.\n');
	});

	it('keeps a string expression as its text and fails on any other expression', () => {
		assert.equal(body(twin("A literal {'{'} brace.\n")), 'A literal { brace.\n');
		assert.throws(() => twin('Sum: {1 + 1}\n'), /content\/docs\/example\.mdx:6: the expression \{1 \+ 1\} has no Markdown twin rule/);
	});

	it('makes site links and images absolute, resolves links to content files, keeps anchors and other hosts', () => {
		const markdown = body(
			twin('See [WP-CLI](./basics/wp-cli.mdx#commands), [the theme](/docs/theme), [below](#setup), [GitHub](https://github.com/infinum) and [up](../forms/welcome).\n\n![Logo](/favicon.svg)\n'),
		);
		assert.equal(
			markdown,
			'See [WP-CLI](https://eightshift.com/docs/basics/wp-cli#commands), [the theme](https://eightshift.com/docs/theme), [below](#setup), [GitHub](https://github.com/infinum) and [up](https://eightshift.com/forms/welcome).\n\n![Logo](https://eightshift.com/favicon.svg)\n',
		);
	});

	it('puts the path prefix into absolute links', () => {
		assert.equal(body(twin('[Theme](/docs/theme)\n', { siteUrl: 'https://example.com/es' })), '[Theme](https://example.com/es/docs/theme)\n');
		assert.equal(absoluteUrl('mailto:a@b.c', SITE, `${SITE}/docs/a`), 'mailto:a@b.c');
		assert.equal(absoluteUrl('//cdn.example.com/x.js', SITE, `${SITE}/docs/a`), '//cdn.example.com/x.js');
	});

	it('lists an icon gallery by name and label, exactly the icons of the registry', async () => {
		const markdown = body(twin('<IconGallery set="general" />\n'));
		assert.match(markdown, /^The 12 general icons, drawn on the \[HTML page\]\(https:\/\/eightshift\.com\/docs\/example\), by the name used in code: `developer` \(Developer\), /);
		const { generalIcons } = await import('../../src/icons/generalIcons');
		const { projectIcons } = await import('../../src/icons/projectIcons');
		assert.deepEqual(iconNames(root, 'general').map((i) => i.name), Object.keys(generalIcons));
		assert.deepEqual(iconNames(root, 'project').map((i) => i.name), Object.keys(projectIcons));
		assert.deepEqual(iconNames(root, 'project').map((i) => i.label), Object.values(projectIcons).map((i) => i.label));
	});

	it('writes an <img> element as a Markdown image', () => {
		assert.equal(body(twin('<img src="/favicon.svg" alt="Mark" />\n')), '![Mark](https://eightshift.com/favicon.svg)\n');
	});

	it('writes the registry blocks a page may use as their text and links', () => {
		const source = '<Callout type="info" title="Heads up">\nRead this.\n</Callout>\n\n<CtaButton label="Get started" href="/docs/welcome" />\n\n<CardGrid label="Guides">\n<LinkedImageCard title="Theme" text="Start a theme." url="/docs/theme" imageUrl="/favicon.svg" imageAlt="" />\n<LinkedImageCard title="Forms" url="https://example.com/forms" imageUrl="/favicon.svg" imageAlt="" />\n</CardGrid>\n';
		assert.equal(
			body(twin(source)),
			'> **Info:** Heads up\n>\n> Read this.\n\n[Get started](https://eightshift.com/docs/welcome)\n\n- **[Theme](https://eightshift.com/docs/theme)**: Start a theme.\n- **[Forms](https://example.com/forms)**\n',
		);
	});

	it('fails on a component it has no rule for, naming the file and line', () => {
		assert.throws(() => twin('Intro.\n\n<Tabs>\nx\n</Tabs>\n'), /^Error: content\/docs\/example\.mdx:8: <Tabs> has no Markdown twin rule\. Hint: add one to jsxToMarkdown in plugins\/markdown-twins\/markdownTwin\.ts/);
		assert.throws(() => twin('A <abbr title="x">y</abbr>.\n'), /content\/docs\/example\.mdx:6: <abbr> has no Markdown twin rule/);
	});

	it('turns raw HTML a plugin leaves into code rather than passing it through', () => {
		const addHtml = () => (tree: Root) => {
			tree.children.push({ type: 'html', value: '<div class="x">block</div>' }, { type: 'paragraph', children: [{ type: 'text', value: 'Line' }, { type: 'html', value: '<br>' }] });
		};
		const markdown = body(twin('Start.\n', { remarkPlugins: [...plugins, addHtml] }));
		assert.equal(markdown, 'Start.\n\n```html\n<div class="x">block</div>\n```\n\nLine`<br>`\n');
		assert.deepEqual(foreignNodes(markdown), []);
	});

	it('names the file and line of an MDX syntax error', () => {
		assert.throws(() => twin('Text\n\n<Callout type="tip">\nunclosed\n'), /content\/docs\/example\.mdx:8/);
	});

	it('widens table delimiter rows only, never a data row or code', () => {
		assert.equal(widenTableDelimiters('| a | b |\n| - | :-: |\n| - | - |'), '| a | b |\n| --- | :---: |\n| - | - |');
		assert.equal(widenTableDelimiters('x\n```\n| a |\n| - |\n```'), 'x\n```\n| a |\n| - |\n```');
	});
});

/** Every document the site builds: content/ without the shared sources, plus their generated per-version files. */
function siteDocuments(): { file: string; display: string; route: string; raw: string; post: boolean }[] {
	writeSharedDocs(root, instances);
	const generatedDir = path.join(root, GENERATED_DIR);
	const own = markdownFiles(contentDir).filter((file) => !path.relative(contentDir, file).split(path.sep).includes(SHARED_DIR));
	return [...own, ...markdownFiles(generatedDir)].map((file) => {
		const isGenerated = file.startsWith(`${generatedDir}${path.sep}`);
		const relative = path.relative(isGenerated ? generatedDir : contentDir, file).split(path.sep).join('/');
		const raw = fs.readFileSync(file, 'utf8');
		const data = matter(raw).data as { slug?: string; id?: string };
		const post = !isGenerated && relative.startsWith('blog/');
		const route = post ? `/blog/${data.slug ?? path.basename(relative).replace(/\.mdx?$/, '')}` : locateDoc(instances, relative, data)?.path;
		assert.ok(route, `no route for ${relative}`);
		return { file, display: path.relative(root, file), route, raw, post };
	});
}

describe('markdown twin: every document of the site', () => {
	// That no twin holds a JSX, expression or raw HTML node is checked once, on the twins the build
	// wrote (tests/e2e/llms.spec.ts parses all 610 of them); parsing them here too cost 9 s of 22.
	it('converts each one to Markdown with its front matter, code blocks, live demos and callouts; every #fragment resolves (markdownlint MD051)', async () => {
		const documents = siteDocuments();
		const twins: Record<string, string> = {};
		assert.ok(documents.length > 600, `only ${documents.length} documents`);
		const problems: string[] = [];
		let demos = 0;
		let callouts = 0;
		for (const doc of documents) {
			const data = matter(doc.raw).data as { title: string; description: string };
			const markdown = markdownTwin({ absolutePath: doc.file, raw: doc.raw, displayPath: doc.display, remarkPlugins: plugins, root, siteUrl: SITE, page: { route: doc.route, title: data.title, description: data.description } });
			twins[doc.display] = markdown;
			if (!markdown.startsWith(`---\ntitle: `) || !markdown.includes(`\ncanonical: ${SITE}${doc.route}\n`)) problems.push(`${doc.display}: front matter`);
			const fences = (doc.raw.match(/^\s*```/gm) ?? []).length;
			const twinFences = (markdown.match(/^\s*(?:> )*```/gm) ?? []).length;
			if (twinFences < fences) problems.push(`${doc.display}: ${fences / 2} code blocks in the source, ${twinFences / 2} in the twin`);
			demos += (markdown.match(/^\*\*Live demo:\*\*/gm) ?? []).length;
			callouts += (markdown.match(/^(?:> )+\*\*(?:Note|Tip|Info|Caution|Danger|Success):\*\*/gm) ?? []).length;
		}
		assert.deepEqual(problems, []);
		// A custom {#id} (or a slug the site numbered otherwise) is kept in the twin, so its links resolve.
		const { lint } = await import('markdownlint/sync');
		const fragments = Object.entries(lint({ strings: twins, config: { default: false, MD051: true } })).flatMap(([file, errors]) => errors.map((e) => `${file}:${e.lineNumber} ${e.errorContext}`));
		assert.deepEqual(fragments, []);
		// Every <Demo> and :::callout of the content reached its twin (counts of the source at the time of writing: 112 and 82).
		assert.ok(demos >= 100, `${demos} demos`);
		assert.ok(callouts >= 80, `${callouts} callouts`);
	});
});
