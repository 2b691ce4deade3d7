/**
 * The Markdown twin of a page (`/docs/theme.md` next to `/docs/theme`): the same document as
 * plain Markdown, for readers and tools that want text rather than HTML (AI assistants, the
 * "copy page" button, /llms-full.txt).
 *
 * The twin is built from the same source and the same remark chain as the HTML (so callouts,
 * props tables, hook references, demos and file links mean the same thing in both), except that
 * fenced code stays Markdown code instead of highlighted HTML. What the chain leaves as JSX is
 * then rewritten as Markdown: a callout becomes a blockquote led by its bold label, a live demo
 * its source file, `<kbd>` inline code, the icon gallery a list of names, the registry's blocks
 * (Callout, CtaButton, CardGrid, LinkedImageCard) their text and links; MDX comments go. Any
 * other JSX element fails with the file and line, so a new component needs a rule here before it
 * can ship. Site links and images become absolute URLs, so a pasted twin still works.
 */
import { createHash } from 'node:crypto';
import GithubSlugger from 'github-slugger';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Code, Content, Heading, Image, Parent, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified, type PluggableList, type Processor } from 'unified';
import { VFile } from 'vfile';
import { isExternalUrl, markdownTwinPath } from '../../src/lib/paths';
import { admonitionLabels, HIDE_TITLE_MARKER, isAdmonitionType } from '../../src/node/mdx/admonitionTypes';
import { parseCodeMeta } from '../../src/node/mdx/codeMeta';
import { formatMdxError } from '../../src/node/mdx/mdxErrors';
import type { DocsInstanceConfig } from '../../src/node/siteConfigSchema';
import { DEMOS_DIR } from '../../src/node/mdx/remarkDemos';
import { documentSource, hashFiles } from '../../src/node/mdx/renderDocument';

/** What the twin says about its page, in its front matter. */
export interface TwinPage {
	/** The page's route without the path prefix: `/docs/theme`. */
	route: string;
	title: string;
	description: string;
	/** DevKit, Forms, Components or Blog. */
	section?: string;
	/** An archived docs version's label (`8.x`); absent for current pages. */
	version?: string;
	/** Blog posts: YYYY-MM-DD and author names. */
	date?: string;
	authors?: string[];
}

export interface TwinInput {
	/** The file the document is read from (a generated one for shared archived pages). */
	absolutePath: string;
	/** The whole file, front matter included. */
	raw: string;
	/** How errors name the file (`content/docs/theme.mdx`). */
	displayPath: string;
	/** The twin chain: createRemarkPlugins(…, { highlightCode: false }). */
	remarkPlugins: PluggableList;
	/** Repository root (src/demos, src/icons). */
	root: string;
	/** The site's origin and path prefix: `https://eightshift.com`, `https://example.com/es`. */
	siteUrl: string;
	page: TwinPage;
}

/** The Mdx node facts a twin's front matter comes from (fields from src/node/nodes.ts). */
export interface TwinSourceNode {
	frontmatter: { title: string; description?: string | null };
	fields: { kind: string; path: string; sourcePath: string; instance: string; version: string; date?: string | null; authors?: { name: string }[] | null };
}

/** A node's twin facts: section DevKit/Forms/Components (from the docs instance) or Blog; an archived version's label. */
export function twinPage(instances: DocsInstanceConfig[], node: TwinSourceNode): TwinPage {
	const { frontmatter, fields } = node;
	// Front matter validation requires a description for docs and posts; a node without one is a bug here.
	if (!frontmatter.description) throw new Error(`content/${fields.sourcePath}: front matter description is missing`);
	const page: TwinPage = { route: fields.path, title: frontmatter.title, description: frontmatter.description };
	if (fields.kind === 'post') {
		return { ...page, section: 'Blog', date: fields.date ?? undefined, authors: (fields.authors ?? []).map((a) => a.name) };
	}
	const instance = instances.find((i) => i.id === fields.instance);
	const index = instance?.versions.findIndex((v) => v.name === fields.version) ?? -1;
	return { ...page, section: instance?.label, version: instance && index > 0 ? instance.versions[index].label : undefined };
}

/** Absolute URL of a route on the site. */
export function siteHref(siteUrl: string, route: string): string {
	return `${siteUrl.replace(/\/+$/, '')}${route === '/' ? '/' : route}`;
}

/** Files besides the document whose change changes a twin (with the renderer digest and the text, the cache key). */
export const TWIN_SOURCES = ['plugins/markdown-twins/markdownTwin.ts', DEMOS_DIR, 'src/icons'];

/** Fingerprint of the twin rules, the demo and icon files and the site URL the links point to. */
export function twinDigest(root: string, siteUrl: string): string {
	return createHash('sha1').update(siteUrl).update(hashFiles(root, TWIN_SOURCES)).digest('hex');
}

type JsxAttribute = { type: string; name?: string; value?: unknown };
interface JsxElement {
	type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
	name: string | null;
	attributes: JsxAttribute[];
	children: Content[];
	position?: { start: { line: number; column: number } };
}

interface Context {
	where: (node: { position?: { start: { line: number } } }) => string;
	root: string;
	siteUrl: string;
	pageUrl: string;
}

/** Parents whose children are blocks; inside any other parent a node is inline. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

const text = (value: string) => ({ type: 'text', value }) as PhrasingContent;
const strong = (value: string) => ({ type: 'strong', children: [text(value)] }) as PhrasingContent;

function attribute(element: JsxElement, name: string): string | undefined {
	const found = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
	return typeof found === 'string' ? found : undefined;
}

/** Site links become absolute URLs of the page they open; `#anchors` and other hosts stay. */
export function absoluteUrl(url: string, siteUrl: string, pageUrl: string): string {
	if (url === '' || url.startsWith('#') || isExternalUrl(url)) return url;
	if (url.startsWith('/')) return `${siteUrl.replace(/\/+$/, '')}${url}`;
	return new URL(url, pageUrl).href;
}

/**
 * The icons a gallery shows, read from the set's registry source (a TSX module of drawings the
 * build does not need): each entry's key, the name used in code, and its label.
 */
export function iconNames(root: string, set: string): { name: string; label: string }[] {
	const file = path.join(root, 'src/icons', `${set}Icons.tsx`);
	if (!fs.existsSync(file)) return [];
	return [...fs.readFileSync(file, 'utf8').matchAll(/^\t(['"]?)([\w-]+)\1: \{\n\t\tlabel: (['"])(.*?)\3,/gm)].map((m) => ({ name: m[2], label: m[4] }));
}

/** The Markdown that stands in for one JSX element. */
function jsxToMarkdown(element: JsxElement, inline: boolean, context: Context): Content[] {
	switch (element.name) {
		// <Callout> (a registry block) is the same component as the `:::type` admonitions.
		case 'Callout':
		case 'Admonition': {
			const type = attribute(element, 'type') ?? '';
			// The site renders nothing for an unknown type (the build warns); neither does the twin.
			if (!isAdmonitionType(type)) return [];
			const title = attribute(element, 'title');
			const lead = strong(`${admonitionLabels[type]}:`);
			const body = transformChildren(element.children, false, context);
			const first = body[0];
			if (title && title !== HIDE_TITLE_MARKER) {
				body.unshift({ type: 'paragraph', children: [lead, text(` ${title}`)] });
			} else if (first?.type === 'paragraph') {
				first.children.unshift(lead, text(' '));
			} else {
				body.unshift({ type: 'paragraph', children: [lead] });
			}
			return [{ type: 'blockquote', children: body } as Content];
		}
		case 'ComponentDemo': {
			const name = attribute(element, 'name');
			const file = name ? path.join(context.root, DEMOS_DIR, `${name}.tsx`) : '';
			if (!name || !fs.existsSync(file)) throw new Error(`${context.where(element)}: the demo "${name}" has no file ${DEMOS_DIR}/${name}.tsx`);
			const label = attribute(element, 'label') ?? name;
			const title = attribute(element, 'codeTitle') ?? path.basename(file);
			return [
				{
					type: 'paragraph',
					children: [strong('Live demo:'), text(` ${label} (interactive on the `), { type: 'link', url: context.pageUrl, children: [text('HTML page')] }, text(').')],
				} as Content,
				{ type: 'code', lang: 'tsx', meta: `title="${title}"`, value: fs.readFileSync(file, 'utf8').replace(/\s+$/, '') } as Code,
			];
		}
		case 'IconGallery': {
			const set = attribute(element, 'set') ?? '';
			const icons = iconNames(context.root, set);
			if (icons.length === 0) throw new Error(`${context.where(element)}: <IconGallery set="${set}" /> has no icons the twin can list (src/icons/${set}Icons.tsx)`);
			const children: PhrasingContent[] = [text(`The ${icons.length} ${set} icons, drawn on the `), { type: 'link', url: context.pageUrl, children: [text('HTML page')] } as PhrasingContent, text(', by the name used in code: ')];
			icons.forEach((icon, index) => {
				if (index > 0) children.push(text(', '));
				children.push({ type: 'inlineCode', value: icon.name } as PhrasingContent, text(` (${icon.label})`));
			});
			children.push(text('.'));
			return [{ type: 'paragraph', children } as Content];
		}
		case 'CtaButton': {
			const link = { type: 'link', url: absoluteUrl(attribute(element, 'href') ?? '', context.siteUrl, context.pageUrl), children: [text(attribute(element, 'label') ?? '')] } as PhrasingContent;
			return inline ? [link as Content] : [{ type: 'paragraph', children: [link] } as Content];
		}
		case 'LinkedImageCard': {
			const link = { type: 'link', url: absoluteUrl(attribute(element, 'url') ?? '', context.siteUrl, context.pageUrl), children: [text(attribute(element, 'title') ?? '')] } as PhrasingContent;
			const description = attribute(element, 'text');
			return [{ type: 'paragraph', children: [{ type: 'strong', children: [link] } as PhrasingContent, ...(description ? [text(`: ${description}`)] : [])] } as Content];
		}
		case 'CardGrid': {
			const items = transformChildren(element.children, false, context).map((child) => ({ type: 'listItem', spread: false, children: [child] }));
			return [{ type: 'list', ordered: false, spread: false, children: items } as Content];
		}
		case 'kbd':
			return [{ type: 'inlineCode', value: toString(element) } as Content];
		case 'img': {
			const src = attribute(element, 'src') ?? '';
			const image: Image = { type: 'image', url: absoluteUrl(src, context.siteUrl, context.pageUrl), alt: attribute(element, 'alt') ?? '', title: attribute(element, 'title') ?? null };
			return inline ? [image as Content] : [{ type: 'paragraph', children: [image] } as Content];
		}
		default:
			throw new Error(
				`${context.where(element)}: <${element.name ?? ''}> has no Markdown twin rule. Hint: add one to jsxToMarkdown in plugins/markdown-twins/markdownTwin.ts (what should a reader of the .md file see instead?)`,
			);
	}
}

/** An MDX expression: comments go, a string literal (`{'{'}`) is its text, anything else fails. */
function expressionToMarkdown(node: { value: string; position?: { start: { line: number } } }, context: Context): Content[] {
	const code = node.value.trim();
	if (code === '' || /^(\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n?\s*)+$/.test(code)) return [];
	const literal = /^(['"`])([^\\]*)\1$/.exec(code);
	if (literal && !literal[2].includes(literal[1]) && !(literal[1] === '`' && literal[2].includes('${'))) return [text(literal[2])];
	throw new Error(`${context.where(node)}: the expression {${code.slice(0, 40)}} has no Markdown twin rule. Hint: write it as text, or add a rule to plugins/markdown-twins/markdownTwin.ts`);
}

function transformNode(node: Content, inline: boolean, context: Context): Content[] {
	const type = node.type as string;
	if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') return jsxToMarkdown(node as unknown as JsxElement, inline, context);
	if (type === 'mdxFlowExpression' || type === 'mdxTextExpression') return expressionToMarkdown(node as unknown as { value: string }, context);
	if (type === 'mdxjsEsm') throw new Error(`${context.where(node)}: import and export are not supported in documents`);
	if (node.type === 'html') {
		// Markdown parsed without MDX (a generated table) can hold raw HTML; the twin shows it as code.
		return inline ? [{ type: 'inlineCode', value: node.value } as Content] : [{ type: 'code', lang: 'html', value: node.value } as Content];
	}
	if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
		node.url = absoluteUrl(node.url, context.siteUrl, context.pageUrl);
	}
	if (node.type === 'code') {
		// Language and title stay in the info string; highlighted lines mean nothing outside the site.
		let title: string | undefined;
		try {
			title = parseCodeMeta(node.meta).title;
		} catch (error) {
			throw new Error(`${context.where(node)}: ${(error as Error).message}`);
		}
		node.meta = title ? `title="${title.replace(/"/g, "'")}"` : null;
	}
	if ('children' in node) {
		(node as Parent).children = transformChildren((node as Parent).children as Content[], !FLOW_PARENTS.has(node.type), context) as Parent['children'];
	}
	return [node];
}

function transformChildren(children: Content[], inline: boolean, context: Context): Content[] {
	return children.flatMap((child) => transformNode(child, inline, context));
}

const processors = new WeakMap<PluggableList, Processor>();
const stringifier = unified()
	.use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, listItemIndent: 'one', rule: '-', resourceLink: false })
	// Tables stay GFM tables, without padding every cell to its column's widest one.
	.use(remarkGfm, { tablePipeAlign: false })
	.freeze();

/** The front matter block: title, description, canonical (the HTML page), the twin's URL and what else is known. */
export function twinFrontMatter(siteUrl: string, page: TwinPage): string {
	const data: Record<string, unknown> = {
		title: page.title,
		description: page.description,
		canonical: siteHref(siteUrl, page.route),
		url: siteHref(siteUrl, markdownTwinPath(page.route)),
	};
	if (page.section) data.section = page.section;
	if (page.version) data.version = page.version;
	if (page.date) data.date = page.date;
	if (page.authors?.length) data.authors = page.authors;
	return `---\n${yaml.dump(data, { lineWidth: -1, quotingType: '"' })}---\n`;
}

/** The twin: front matter, the title as `# H1`, then the document as plain Markdown. */
export function markdownTwin({ absolutePath, raw, displayPath, remarkPlugins, root, siteUrl, page }: TwinInput): string {
	let processor = processors.get(remarkPlugins);
	if (!processor) {
		processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins).freeze() as unknown as Processor;
		processors.set(remarkPlugins, processor);
	}
	const source = documentSource(raw);
	const file = new VFile({ value: source, path: absolutePath });
	let tree: Root;
	try {
		tree = processor.runSync(processor.parse(file), file) as Root;
	} catch (error) {
		const message = (error as Error).message ?? '';
		throw new Error(message.includes(absolutePath) || message.includes(displayPath) ? message.replaceAll(absolutePath, displayPath) : formatMdxError(error, absolutePath, displayPath, source));
	}
	const pageUrl = siteHref(siteUrl, page.route);
	const context: Context = {
		where: (node) => `${displayPath}${node.position ? `:${node.position.start.line}` : ''}`,
		root,
		siteUrl,
		pageUrl,
	};
	tree.children = transformChildren(tree.children as Content[], false, context) as Root['children'];
	tree.children.unshift({ type: 'heading', depth: 1, children: [text(page.title)] } as Heading);
	keepHeadingIds(tree);
	return `${twinFrontMatter(siteUrl, page)}\n${widenTableDelimiters(String(stringifier.stringify(tree as never)))}`;
}

/**
 * The page's heading ids stay valid in the twin: a heading whose id is not the GitHub-style slug a
 * Markdown reader computes for it (a custom `{#id}`, or a slug the site numbered differently) gets
 * its id back as a trailing `{#id}`, which markdownlint, Pandoc and most static site tools read, so
 * every `#fragment` link in the twin resolves.
 */
export function keepHeadingIds(tree: Root): void {
	const slugger = new GithubSlugger();
	const visitAll = (nodes: Content[]) => {
		for (const node of nodes) {
			if (node.type === 'heading') {
				const id = (node.data as { id?: string } | undefined)?.id;
				const slug = slugger.slug(toString(node));
				if (id && id !== slug) node.children.push(text(` {#${id}}`));
			} else if ('children' in node && Array.isArray(node.children)) {
				visitAll(node.children as Content[]);
			}
		}
	};
	visitAll(tree.children as Content[]);
}

/**
 * Unpadded GFM tables get `| - | - |` delimiter rows; `| --- | --- |` is what people write and read.
 * A delimiter row is the line after a table's first row (a `|` line that follows a non-table line);
 * fenced code is left alone.
 */
export function widenTableDelimiters(markdown: string): string {
	const lines = markdown.split('\n');
	let fence: string | null = null;
	for (let i = 1; i < lines.length; i += 1) {
		const marker = /^\s*(`{3,}|~{3,})/.exec(lines[i])?.[1];
		if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
		if (fence !== null || marker) continue;
		const previous = lines[i - 1];
		const before = i >= 2 ? lines[i - 2] : '';
		if (previous.startsWith('|') && !before.startsWith('|') && /^\|(?: :?-:? \|)+$/.test(lines[i])) {
			lines[i] = lines[i].replace(/(:?)-(:?)/g, '$1---$2');
		}
	}
	return lines.join('\n');
}
