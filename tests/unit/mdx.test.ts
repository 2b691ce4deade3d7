import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { analyzeMdx, readingMinutes } from '../../src/node/mdx/analyze';
import { parseCodeMeta, parseLineRanges } from '../../src/node/mdx/codeMeta';
import { preprocessMdx } from '../../src/node/mdx/preprocess';
import { createRemarkPlugins } from '../../src/node/mdx/remarkPlugins';
import remarkAdmonitions from '../../src/node/mdx/remarkAdmonitions';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';

const contentDir = path.resolve('content');
const plugins = createRemarkPlugins({ contentDir, instances: [{ id: 'docs', label: 'DevKit', versions: [{ name: 'current', label: 'Next', path: 'docs', mainDocId: 'welcome', sidebar: 'docs' }] }] });
const file = path.join(contentDir, 'docs/example.mdx');

function tree(source: string) {
	const processor = unified().use(remarkParse).use(remarkMdx).use(plugins);
	const vfile = new VFile({ value: source, path: file });
	return { root: processor.runSync(processor.parse(vfile), vfile) as any, vfile };
}

describe('preprocessMdx', () => {
	it('turns HTML comments into MDX comments', () => {
		assert.equal(preprocessMdx('Text <!-- hidden --> more'), 'Text {/* hidden */} more');
	});
	it('handles comments across lines and neutralises */ inside them', () => {
		assert.equal(preprocessMdx('<!--\na */ b\n-->'), '{/*\na * / b\n*/}');
	});
	it('leaves fenced and inline code alone', () => {
		const source = '```html\n<!-- keep -->\n```\n\n`<!-- keep too -->`';
		assert.equal(preprocessMdx(source), source);
	});
	it('escapes custom heading ids so MDX keeps them as text', () => {
		assert.equal(preprocessMdx('## Install {#install}'), '## Install \\{#install\\}');
		assert.equal(preprocessMdx('```md\n## Install {#install}\n```'), '```md\n## Install {#install}\n```');
	});
});

describe('remark plugins', () => {
	it('parses MDX that contains HTML comments', () => {
		const { root } = tree('Before\n\n<!-- a note for editors -->\n\nAfter');
		const text = JSON.stringify(root);
		assert.ok(!text.includes('a note for editors') || text.includes('mdxFlowExpression'));
		assert.ok(text.includes('After'));
	});

	it('uses a custom heading id and slugs the rest uniquely', () => {
		const { root } = tree('## Install it {#install}\n\n## Usage\n\n## Usage');
		const ids = root.children.map((h: any) => h.data.id);
		assert.deepEqual(ids, ['install', 'usage', 'usage-1']);
		assert.equal(root.children[0].children[0].value, 'Install it');
	});

	it('fails on a custom heading id used twice, naming the file and both lines', () => {
		assert.throws(() => tree('## Install {#setup}\n\nText.\n\n## Configure {#setup}'), (error: Error) => {
			assert.match(error.message, /docs\/example\.mdx:5: the heading id "#setup" is used twice \(line 1 and line 5\)/);
			return true;
		});
	});

	it('fails when a page reuses an id a <HookReference /> expansion already has, naming the tag line', () => {
		assert.throws(() => tree('Intro.\n\n<HookReference name="es_forms_integrations_corvus_submit_success" />\n\n## Example: my own {#example}'), (error: Error) => {
			assert.match(error.message, /the heading id "#example" is used twice \(line 3 and line 5\)/);
			return true;
		});
	});

	it('names each table after its section, unique on the page, for its scrolling region', () => {
		const table = '| A | B |\n| --- | --- |\n| 1 | 2 |';
		const { root } = tree(`${table}\n\n## Hooks\n\n### Parameters\n\n${table}\n\n${table}\n\n## Options {#options}\n\n${table}`);
		const labels = root.children.filter((n: any) => n.type === 'table').map((n: any) => n.data.hProperties['data-region-label']);
		assert.deepEqual(labels, ['Table', 'Hooks: Parameters', 'Hooks: Parameters (2)', 'Options']);
	});

	it('fails on a table column without a header, naming the file and line', () => {
		assert.throws(() => tree('Intro.\n\n| | Default |\n| --- | --- |\n| a | b |'), /docs\/example\.mdx:3: column 1 of this table has no header/);
	});

	it('wraps :::type blocks with a title into an Admonition element', () => {
		const { root } = tree(':::caution Back up first\n\nThis deletes data.\n\n:::');
		const node = root.children[0];
		assert.equal(node.type, 'mdxJsxFlowElement');
		assert.equal(node.name, 'Admonition');
		assert.deepEqual(node.attributes.map((a: any) => [a.name, a.value]), [['type', 'caution'], ['title', 'Back up first']]);
		assert.equal(node.children[0].children[0].value, 'This deletes data.');
	});

	it('accepts an admonition written without blank lines and the [Title] form', () => {
		const { root } = tree(':::tip[Shortcut]\nRun it twice.\n:::');
		const node = root.children[0];
		assert.equal(node.name, 'Admonition');
		assert.deepEqual(node.attributes.map((a: any) => a.value), ['tip', 'Shortcut']);
		assert.equal(node.children[0].children[0].value, 'Run it twice.');
	});

	it('nests admonitions and keeps lists inside them', () => {
		const { root } = tree(':::note\n\n- one\n- two\n\n:::danger\nInner\n:::\n\n:::');
		const outer = root.children[0];
		assert.equal(outer.children[0].type, 'list');
		assert.equal(outer.children[1].name, 'Admonition');
	});

	it('warns, naming the file, on an unknown admonition type', () => {
		const { vfile } = tree(':::warning\nHi\n:::');
		assert.match(String(vfile.messages[0]?.reason), /Unknown admonition type "warning"/);
	});

	it('leaves an unclosed admonition as text and warns', () => {
		const processor = unified().use(remarkParse).use(remarkAdmonitions);
		const vfile = new VFile({ value: ':::note\n\nNever closed', path: file });
		const root = processor.runSync(processor.parse(vfile), vfile) as any;
		assert.equal(root.children[0].type, 'paragraph');
		assert.match(String(vfile.messages[0]?.reason), /never closed/);
	});

	it('turns fenced code into a CodeBlock with title and highlighted lines', () => {
		const { root } = tree('```php title="functions.php" {1,3-4}\n<?php\necho 1;\n```');
		const node = root.children[0];
		assert.equal(node.name, 'CodeBlock');
		const attrs = Object.fromEntries(node.attributes.map((a: any) => [a.name, a.value]));
		assert.equal(attrs.language, 'php');
		assert.equal(attrs.title, 'functions.php');
		// Rendered at build time: token spans named by their styled types, a span only for marked lines.
		assert.match(attrs.html, /^<span class="code-line--marked" data-highlighted="true"><span class="delimiter important">&lt;\?php<\/span>\n<\/span>/);
		assert.match(attrs.html, /<\/span><span class="keyword">echo<\/span> <span class="number">1<\/span><span class="punctuation">;<\/span>\n$/);
		assert.equal(attrs.html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<'), '<?php\necho 1;\n');
	});

	it('keeps blank lines single, so the text (and what Copy puts on the clipboard) matches the source', () => {
		for (const lang of ['php', 'js', 'text']) {
			const { root } = tree(`\`\`\`${lang}\na();\n\n\tb();\n\`\`\``);
			const html = root.children[0].attributes.find((a: any) => a.name === 'html').value as string;
			assert.equal(html.replace(/<[^>]+>/g, ''), 'a();\n\n\tb();\n', lang);
		}
	});

	it('resolves aliases (yml, sh, ts, svg) and keeps text plain', () => {
		for (const [lang, key] of [['yml', 'yml'], ['sh', 'sh'], ['ts', 'ts'], ['svg', 'svg'], ['text', 'plain'], ['md', 'md'], ['kt', 'kt'], ['py', 'py'], ['cpp', 'cpp'], ['go', 'go'], ['scss', 'scss']]) {
			const { root } = tree(`\`\`\`${lang}\nx\n\`\`\``);
			assert.equal(root.children[0].attributes[0].value, key, lang);
		}
	});

	it('fails on a code language with no grammar, naming the file', () => {
		assert.throws(() => tree('```cobolx\nDISPLAY\n```'), (error: Error) => error.message.includes(file) && error.message.includes('"cobolx" has no grammar'));
	});

	it('keeps GFM tables, task lists and footnotes', () => {
		const { root } = tree('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\nText[^1]\n\n[^1]: Note');
		const types = root.children.map((n: any) => n.type);
		assert.deepEqual(types, ['table', 'list', 'paragraph', 'footnoteDefinition']);
		assert.equal(root.children[1].children[0].checked, true);
	});
});

describe('codeMeta', () => {
	it('parses titles in either quote style and line ranges', () => {
		assert.deepEqual(parseCodeMeta('title="a b.php" {2,4-5}'), { title: 'a b.php', highlightLines: [2, 4, 5] });
		assert.deepEqual(parseCodeMeta("title='x.js'"), { title: 'x.js', highlightLines: [] });
		assert.deepEqual(parseCodeMeta(null), { title: undefined, highlightLines: [] });
	});
	it('rejects a backwards range', () => {
		assert.throws(() => parseLineRanges('5-2'), /end before start/);
	});
});

describe('analyzeMdx', () => {
	it('reports headings with ids, links and words', () => {
		const result = analyzeMdx('## First {#one}\n\nSee [theme](/docs/theme#install) now.\n\n### Second\n\n```php\nignored words here\n```', file, plugins);
		assert.deepEqual(result.headings, [
			{ depth: 2, value: 'First', id: 'one' },
			{ depth: 3, value: 'Second', id: 'second' },
		]);
		assert.deepEqual(result.links, ['/docs/theme#install']);
		assert.equal(result.wordCount, 5);
	});
	it('names the file on an MDX syntax error', () => {
		assert.throws(() => analyzeMdx('A { broken', file, plugins), (e: Error) => e.message.startsWith(file));
	});
	it('warns on a Markdown link to a missing content file', () => {
		const result = analyzeMdx('[gone](./missing-page.mdx)', file, plugins);
		assert.match(result.warnings[0], /Broken Markdown link: \.\/missing-page\.mdx/);
	});
	it('computes reading time at 200 words a minute, at least one', () => {
		assert.equal(readingMinutes(10), 1);
		assert.equal(readingMinutes(1000), 5);
	});
});

describe('build errors in documents: file, line and a hint', () => {
	const plugins = createRemarkPlugins({ contentDir: path.resolve(__dirname, '../../content'), instances: [] });
	const where = path.resolve(__dirname, '../../content/docs/example.mdx');
	const failure = (body: string) => {
		try {
			analyzeMdx(body, where, plugins, 'content/docs/example.mdx');
		} catch (error) {
			return (error as Error).message;
		}
		return 'no error';
	};
	it('an unclosed expression, a stray < and an unclosed tag each get their hint', () => {
		// The parser stops at the end of the file; the message points at the { that never closed.
		assert.match(failure('Intro\n\nAn object {key: 1\n\nMore text, `{ in code }` and a closed {1}.\n'), /^content\/docs\/example\.mdx:3:11: this \{ opens an expression that never closes .*\. Hint: MDX reads \{ … \} as JavaScript/);
		assert.match(failure('Intro\n\nWhen a <3 b\n'), /^content\/docs\/example\.mdx:3:\d+: .*\. Hint: MDX reads < as the start of a tag/);
		assert.match(failure('Intro\n\n<Callout>\n\nNever closed\n'), /^content\/docs\/example\.mdx:\d+:\d+: Expected a closing tag for `<Callout>`\. Hint: Close every tag/);
	});
	it('an image must be a file in static/, written from the site root', () => {
		assert.match(failure('![Logo](/img/not-there.svg)\n'), /^content\/docs\/example\.mdx:1:1: image \/img\/not-there\.svg does not exist \(no static\/img\/not-there\.svg\)\. Hint: /);
		assert.match(failure('Text\n\n<img src="pictures/a.png" alt="A" />\n'), /^content\/docs\/example\.mdx:3:1: image pictures\/a\.png is a relative path.*Hint: /);
		assert.match(failure('![A](https://example.com/a.png)\n'), /is on another host\. Hint: /);
		assert.equal(failure('![Site icon](/favicon.svg)\n'), 'no error');
	});
});
