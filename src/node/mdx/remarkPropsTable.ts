/**
 * `<PropsTable component="Toggle" />` becomes a table of the component's props, generated at
 * build time from the JSDoc of the installed @eightshift/ui-components (src/node/mdx/componentProps).
 * `package="frontend-libs-tailwind"` reads eightshift-frontend-libs-tailwind's components from
 * data/frontend-libs-tailwind-components.json instead (scripts/extract-fe-libs-jsdoc.ts).
 * The expansion is ordinary markdown, so it reaches search. A component the package does not
 * document, or one without props, fails the build naming the MDX file and line.
 * `<ComponentChanges component="JsxSvg" />` writes only the list of what changed after 5.6.1, for
 * pages with no props table (components of the icons entry); a name the list lacks fails the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Content, Parent, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { installedVersion, loadComponentDocs, type ComponentDoc } from './componentProps';
import { uiComponentNotes } from '../../data/uiComponentsNotes';

interface JsxElement {
	type: 'mdxJsxFlowElement';
	name: string | null;
	attributes: { type: string; name: string; value?: unknown }[];
	position?: { start: { line: number } };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
/** Inline code that may itself contain backticks. */
const code = (text: string) => (text.includes('`') ? `\`\` ${cell(text)} \`\`` : `\`${cell(text)}\``);

export function propsTableMarkdown(doc: ComponentDoc): string {
	const lines = ['| Prop | Type | Default | Description |', '| --- | --- | --- | --- |'];
	for (const prop of doc.props) {
		const fallback = prop.required ? '**required**' : prop.default !== undefined ? code(prop.default) : '—';
		lines.push(`| ${code(prop.name)} | ${code(prop.type)} | ${fallback} | ${cell(prop.description)} |`);
	}
	return lines.join('\n');
}

interface ChangeStep {
	from: string;
	to: string;
	added: string[];
	removed: string[];
	gone?: boolean;
}
interface UiChanges {
	base: string;
	components: Record<string, { v6: ChangeStep; v7?: ChangeStep }>;
}

let uiChanges: UiChanges | undefined;

const list = (names: string[]) => names.map((n) => `\`${n}\``).join(', ');

function stepLine(label: string, step: ChangeStep | undefined, note: string | undefined): string | null {
	if (!step) return null;
	if (step.gone) return `- **${label}**: no longer exported under this name.${note ? ` ${note}` : ''}`;
	const parts = [
		step.added.length ? `adds ${list(step.added)}` : '',
		step.removed.length ? `removes ${list(step.removed)}` : '',
	].filter(Boolean);
	const props = parts.length ? `${parts.join('; ')}.` : 'no prop added or removed.';
	return `- **${label}** (${step.from} → ${step.to}): ${props}${note ? ` ${note}` : ''}`;
}

/**
 * What a reader on 6.x or 7.x must know about a component the page demos at 5.6.1: props added
 * and removed (data/ui-components-changes.json, from the repository's JSDoc) and our notes.
 */
export function changesMarkdown(root: string, name: string): string {
	uiChanges ??= JSON.parse(fs.readFileSync(path.join(root, 'data/ui-components-changes.json'), 'utf8')) as UiChanges;
	const entry = uiChanges.components[name];
	if (!entry) return '';
	const note = uiComponentNotes[name] ?? {};
	const lines = [stepLine('6.x', entry.v6, note.v6), stepLine('7.0', entry.v7, note.v7)].filter((l): l is string => Boolean(l));
	return [`After ${uiChanges.base}, the version shown here, ${name} changed like this in the repository:`, '', ...lines].join('\n');
}

const parser = unified().use(remarkParse).use(remarkGfm);

interface ExtractedDocs {
	package: string;
	version: string;
	components: ComponentDoc[];
}

/** A package's documented components and how messages should name it. */
function packageDocs(root: string, name: string | undefined): { docs: Map<string, ComponentDoc>; label: string } {
	if (!name || name === 'ui-components') {
		return { docs: loadComponentDocs(root), label: `@eightshift/ui-components ${installedVersion(root)}` };
	}
	if (name === 'frontend-libs-tailwind') {
		const data = JSON.parse(fs.readFileSync(path.join(root, 'data/frontend-libs-tailwind-components.json'), 'utf8')) as ExtractedDocs;
		return { docs: new Map(data.components.map((doc) => [doc.name, doc])), label: `${data.package} ${data.version}` };
	}
	throw new Error(`package="${name}" is not one of ui-components, frontend-libs-tailwind`);
}

export default function remarkPropsTable(options: { root: string }) {
	return (tree: Root, file: VFile) => {
		visit(tree, (node, index, parent) => {
			const element = node as unknown as JsxElement;
			if (element.type !== 'mdxJsxFlowElement' || (element.name !== 'PropsTable' && element.name !== 'ComponentChanges') || !parent || typeof index !== 'number') return;
			const where = `${file.path ? path.relative(options.root, file.path) : 'an MDX file'}${element.position ? `:${element.position.start.line}` : ''}`;
			const name = element.attributes.find((a) => a.name === 'component')?.value;
			if (typeof name !== 'string') throw new Error(`${where}: <${element.name} /> needs a component="…" attribute`);
			if (element.name === 'ComponentChanges') {
				const changes = changesMarkdown(options.root, name);
				if (!changes) throw new Error(`${where}: <ComponentChanges component="${name}" /> names no component of data/ui-components-changes.json`);
				const generated = parser.runSync(parser.parse(changes)) as Root;
				(parent as Parent).children.splice(index, 1, ...(generated.children as Content[]));
				return [SKIP, index + generated.children.length];
			}
			const packageName = element.attributes.find((a) => a.name === 'package')?.value;
			let source: ReturnType<typeof packageDocs>;
			try {
				source = packageDocs(options.root, typeof packageName === 'string' ? packageName : undefined);
			} catch (error) {
				throw new Error(`${where}: <PropsTable ${(error as Error).message}`);
			}
			const doc = source.docs.get(name);
			if (!doc) throw new Error(`${where}: <PropsTable component="${name}" /> names no documented component of ${source.label}`);
			if (doc.props.length === 0) throw new Error(`${where}: ${name} (${doc.file}) has no documented props in ${source.label}`);
			const isUi = typeof packageName !== 'string' || packageName === 'ui-components';
			const markdown = [propsTableMarkdown(doc), isUi ? changesMarkdown(options.root, name) : ''].filter(Boolean).join('\n\n');
			const generated = parser.runSync(parser.parse(markdown)) as Root;
			(parent as Parent).children.splice(index, 1, ...(generated.children as Content[]));
			return [SKIP, index + generated.children.length];
		});
	};
}
