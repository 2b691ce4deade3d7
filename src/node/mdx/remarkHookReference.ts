/**
 * `<HookReference name="es_forms_…" />` and `<HookReference prefix="es_forms_integrations_hubspot_" />`
 * (optionally `kind="filter"` or `kind="action"`) in MDX become the reference of one hook, or of every
 * hook whose name starts with the prefix, built
 * from src/data/formsHooks: a facts table, parameters, return value, example and notes. The
 * expansion is ordinary markdown, so headings reach the table of contents and code is tokenised like
 * any other block. An unknown name or a prefix that matches nothing fails the build, naming the file.
 *
 * `layout="summary"` (with a prefix) keeps each hook's heading, summary and facts table and links
 * to the document that shows the hook by name for its parameters, example and notes; a hook no
 * document shows by name is expanded in full, so nothing is dropped. A page that lists a whole
 * family this way stays small (the 19 submit-success actions made a 159 KB page-data file).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Content, Parent, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { formsHookName, hooksByName, type FormsHook } from '../../data/formsHooks';

interface JsxAttribute {
	type: 'mdxJsxAttribute';
	name: string;
	value?: unknown;
}
interface JsxElement {
	type: 'mdxJsxFlowElement';
	name: string | null;
	attributes: JsxAttribute[];
}

/** Table cells: pipes would end the cell, newlines the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const code = (text: string) => `\`${cell(text)}\``;

/** Markdown for one hook. `depth` is the level of its section headings. */
export function hookMarkdown(hook: FormsHook, depth: 2 | 3): string {
	const name = formsHookName(hook.path);
	const h = '#'.repeat(depth);
	const register = hook.kind === 'filter' ? '`add_filter()`' : '`add_action()`';
	const lines: string[] = [];
	if (depth === 3) lines.push(`## \`${name}\` {#${name}}`, '');
	lines.push(hook.summary.trim(), '');
	// Every column has a header (an empty <th> names nothing for a screen reader).
	lines.push('| Hook | Value |', '| --- | --- |');
	lines.push(`| Name | ${code(name)} |`);
	lines.push(`| Type | ${hook.kind === 'filter' ? 'Filter' : 'Action'}, registered with ${register} |`);
	lines.push(`| Arguments | ${hook.parameters.length} |`);
	if (hook.returns) lines.push(`| Returns | ${code(hook.returns.type)} |`);
	lines.push(`| Since | eightshift-forms ${cell(hook.since)} |`, '');
	const slug = depth === 3 ? `${name}-` : '';
	if (hook.parameters.length > 0) {
		lines.push(`${h} Parameters {#${slug}parameters}`, '', '| Parameter | Type | Description |', '| --- | --- | --- |');
		for (const p of hook.parameters) lines.push(`| ${code(p.name)} | ${code(p.type)} | ${cell(p.description)} |`);
		lines.push('');
	}
	if (hook.returns) {
		lines.push(`${h} Return value {#${slug}returns}`, '', `${code(hook.returns.type)}: ${hook.returns.description.trim()}`, '');
	}
	const fence = hook.example.includes('```') ? '````' : '```';
	lines.push(`${h} Example {#${slug}example}`, '', `${fence}php${hook.exampleTitle ? ` title="${hook.exampleTitle}"` : ''}`, hook.example.trim(), fence, '');
	if (hook.notes) lines.push(`${h} Notes {#${slug}notes}`, '', hook.notes.trim(), '');
	return lines.join('\n');
}

/** A hook's heading, summary and facts, and a link (relative to the document) to where it is shown in full. */
export function hookSummaryMarkdown(hook: FormsHook, details: string): string {
	const full = hookMarkdown(hook, 3);
	// The heading, the summary and the facts table: everything before the first section heading.
	const head = full.split(/\n(?=### )/)[0].trimEnd();
	return `${head}\n\nIts parameters, an example and notes are on [the page for this hook](${details}).\n`;
}

/**
 * Which document shows each hook by name (`<HookReference name="…" />`), by hook name: the
 * absolute path of the first such file, in sorted order. Read once per process.
 */
let shownByName: Map<string, string> | undefined;
export function documentsByHook(contentDir: string): Map<string, string> {
	if (shownByName) return shownByName;
	const found = new Map<string, string>();
	const walk = (dir: string): string[] =>
		fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? [path.join(dir, entry.name)] : []));
	for (const file of walk(path.resolve(contentDir)).sort()) {
		for (const tag of fs.readFileSync(file, 'utf8').matchAll(/<HookReference\s+name="([^"]+)"\s*\/>/g)) if (!found.has(tag[1])) found.set(tag[1], file);
	}
	return (shownByName = found);
}

const parser = unified().use(remarkParse).use(remarkGfm);

function attribute(node: JsxElement, key: string): string | undefined {
	const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === key);
	return typeof found?.value === 'string' ? found.value : undefined;
}

interface Selection {
	name?: string;
	prefix?: string;
	kind?: string;
}

/**
 * The hooks a tag shows, with its heading depth: one by name, or every match of a prefix (optionally
 * of one kind), filters first, each in data-file order. Throws a message without the file.
 */
export function selectHooks(byName: Map<string, FormsHook>, { name, prefix, kind }: Selection): { hooks: FormsHook[]; depth: 2 | 3 } {
	if (name) {
		const hook = byName.get(name);
		if (!hook) throw new Error(`<HookReference name="${name}" /> names no hook in src/data/formsHooks (is it in the plugin's Filters class?)`);
		return { hooks: [hook], depth: 2 };
	}
	if (!prefix) throw new Error('<HookReference /> needs a name or a prefix attribute');
	if (kind && kind !== 'filter' && kind !== 'action') throw new Error(`<HookReference kind="${kind}" /> must be "filter" or "action"`);
	const hooks = [...byName.entries()].filter(([n, hook]) => n.startsWith(prefix) && (!kind || hook.kind === kind)).map(([, hook]) => hook);
	if (hooks.length === 0) throw new Error(`<HookReference prefix="${prefix}" /> matches no hook in src/data/formsHooks`);
	hooks.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'filter' ? -1 : 1));
	return { hooks, depth: 3 };
}

export default function remarkHookReference({ contentDir }: { contentDir?: string } = {}) {
	const byName = hooksByName();
	return (tree: Root, file: VFile) => {
		visit(tree, (node, index, parent) => {
			const element = node as unknown as JsxElement;
			if (element.type !== 'mdxJsxFlowElement' || element.name !== 'HookReference' || !parent || typeof index !== 'number') return;
			let selected: ReturnType<typeof selectHooks>;
			try {
				selected = selectHooks(byName, { name: attribute(element, 'name'), prefix: attribute(element, 'prefix'), kind: attribute(element, 'kind') });
			} catch (error) {
				throw new Error(`${file.path ?? 'an MDX file'}: ${(error as Error).message}`);
			}
			const layout = attribute(element, 'layout');
			if (layout !== undefined && (layout !== 'summary' || selected.depth !== 3 || !contentDir)) {
				throw new Error(`${file.path ?? 'an MDX file'}: <HookReference layout="${layout}" /> must be "summary", with a prefix`);
			}
			const shown = layout ? documentsByHook(contentDir!) : undefined;
			const markdown = selected.hooks
				.map((hook) => {
					const where = shown?.get(formsHookName(hook.path));
					if (!where || !file.path || where === path.resolve(file.path)) return hookMarkdown(hook, selected.depth);
					return hookSummaryMarkdown(hook, path.relative(path.dirname(path.resolve(file.path)), where).split(path.sep).join('/'));
				})
				.join('\n');
			const generated = parser.runSync(parser.parse(markdown)) as Root;
			// The expansion's nodes take the tag's place in the file, so later errors (a heading id
			// used twice) name the line of the tag rather than a line of the generated markdown.
			const place = (node as { position?: Root['position'] }).position;
			visit(generated, (child) => {
				child.position = place;
			});
			(parent as Parent).children.splice(index, 1, ...(generated.children as Content[]));
			return [SKIP, index + generated.children.length];
		});
	};
}

/** Every hook name the <HookReference /> tags of some MDX source expand, for coverage counts. */
export function referencedHookNames(source: string): string[] {
	const byName = hooksByName();
	const out = new Set<string>();
	for (const tag of source.matchAll(/<HookReference\b([^>]*)\/>/g)) {
		const attributes = Object.fromEntries([...tag[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
		selectHooks(byName, attributes).hooks.forEach((hook) => out.add(formsHookName(hook.path)));
	}
	return [...out];
}
