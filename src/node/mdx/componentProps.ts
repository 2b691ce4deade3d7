/**
 * Props tables for @eightshift/ui-components, read at build time from the installed package:
 * its dist files keep each component's JSDoc (`@param {boolean} [props.disabled] - …`), which
 * comment-parser turns into name, type, required flag, default and description. Defaults the
 * JSDoc does not give come from the component's destructuring (`const { size = 'default' } = props`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type Block } from 'comment-parser';

export interface ComponentProp {
	name: string;
	type: string;
	required: boolean;
	default?: string;
	description: string;
}

export interface ComponentDoc {
	name: string;
	/** Path inside the package, for messages and the page's "source" line. */
	file: string;
	description: string;
	props: ComponentProp[];
}

/** `{ a, b = 'x', c: renamed = 1, ...rest }` → { b: "'x'", c: '1' }. */
export function destructuringDefaults(pattern: string): Record<string, string> {
	const defaults: Record<string, string> = {};
	const parts: string[] = [];
	let depth = 0;
	let current = '';
	let quote: string | null = null;
	for (const char of pattern) {
		if (quote) {
			current += char;
			if (char === quote) quote = null;
			continue;
		}
		if (char === "'" || char === '"' || char === '`') quote = char;
		if ('([{'.includes(char)) depth += 1;
		if (')]}'.includes(char)) depth -= 1;
		if (char === ',' && depth === 0) {
			parts.push(current);
			current = '';
			continue;
		}
		current += char;
	}
	parts.push(current);
	for (const part of parts) {
		const match = /^\s*([A-Za-z_$][\w$]*)\s*(?::\s*[A-Za-z_$][\w$]*\s*)?=\s*([\s\S]+?)\s*$/.exec(part);
		if (match) defaults[match[1]] = match[2].replace(/\s+/g, ' ');
	}
	return defaults;
}

/** The destructuring of `props` right after a component's declaration, if there is one. */
function defaultsAfter(code: string): Record<string, string> {
	const head = code.slice(0, 4000);
	const fromBody = /const\s*\{([\s\S]*?)\}\s*=\s*props\s*;/.exec(head);
	const fromParams = /^\s*(?:const|function)\s+[A-Za-z_$][\w$]*\s*=?\s*\(\s*\{([\s\S]*?)\}\s*\)\s*=>/.exec(head);
	const pattern = fromBody?.[1] ?? fromParams?.[1];
	return pattern ? destructuringDefaults(pattern) : {};
}

const clean = (text: string) => text.replace(/^-\s*/, '').replace(/\s+/g, ' ').trim();

type Tag = Block['tags'][number];

/** `@typedef`s of the package: object shapes (their `@property` tags) and type aliases. */
export interface Typedefs {
	shapes: Map<string, Tag[]>;
	aliases: Map<string, string>;
}

function collectTypedefs(blocks: Block[], into: Typedefs) {
	for (const block of blocks) {
		let shape: Tag[] | null = null;
		for (const tag of block.tags) {
			if (tag.tag === 'typedef') {
				shape = null;
				if (tag.type === 'Object' || tag.type === 'object') {
					shape = [];
					into.shapes.set(tag.name, shape);
				} else {
					into.aliases.set(tag.name, tag.type.replace(/\s+/g, ' ').trim());
				}
			} else if (tag.tag === 'property' && shape) {
				shape.push(tag);
			}
		}
	}
}

/** A type as readers need it: a typedef alias is spelled out once (`ButtonSize` → its union). */
function displayType(type: string, typedefs: Typedefs): string {
	const trimmed = type.replace(/\s+/g, ' ').trim();
	return typedefs.aliases.get(trimmed) ?? (trimmed || 'unknown');
}

/** The `@property` tags of a props typedef, following aliases of intersections (`A & B`). */
function propsShape(type: string, typedefs: Typedefs, seen = new Set<string>()): Tag[] | undefined {
	if (seen.has(type)) return undefined;
	seen.add(type);
	const direct = typedefs.shapes.get(type);
	if (direct) return direct;
	const alias = typedefs.aliases.get(type);
	if (!alias || !alias.includes('&')) return undefined;
	const parts = alias.split('&').map((part) => propsShape(part.trim(), typedefs, seen) ?? []);
	const merged = parts.flat();
	return merged.length ? merged : undefined;
}

function componentFromBlock(block: Block, code: string, file: string, typedefs: Typedefs, exportNames: Map<string, string>): ComponentDoc | null {
	const isComponent = block.tags.some((tag) => tag.tag === 'component');
	const declared = /^\s*(?:export\s+)?(?:const|function)\s+([A-Z][\w$]*)/.exec(code);
	const propsParam = block.tags.find((tag) => tag.tag === 'param' && tag.name === 'props');
	const shaped = propsParam ? propsShape(propsParam.type.trim(), typedefs) : undefined;
	const params = [...(shaped ?? []), ...block.tags.filter((tag) => tag.tag === 'param' && tag.name.startsWith('props.'))];
	if (!declared || (!isComponent && params.length === 0)) return null;
	const defaults = defaultsAfter(code);
	const props = params
		// Nested fields (`props.options[].label`) belong to their parent's description.
		.filter((tag) => /^props\.[\w$-]+$/.test(tag.name))
		.map((tag): ComponentProp => {
			const name = tag.name.slice('props.'.length);
			return {
				name,
				type: displayType(tag.type, typedefs),
				required: !tag.optional,
				default: tag.default ?? defaults[name],
				description: clean(tag.description),
			};
		});
	return { name: exportNames.get(declared[1]) ?? declared[1], file, description: clean(block.description), props };
}

/** `export { Checkbox2 as Checkbox, … }`: the bundler's local names mapped to the public ones. */
function exportRenames(source: string): Map<string, string> {
	const names = new Map<string, string>();
	const plain = new Set<string>();
	for (const list of source.matchAll(/export\s*\{([^}]*)\}/g)) {
		for (const item of list[1].split(',')) {
			const match = /^\s*([\w$]+)\s+as\s+([\w$]+)\s*$/.exec(item);
			if (match) names.set(match[1], match[2]);
			else if (item.trim()) plain.add(item.trim());
		}
	}
	// `export { SmartImage, SmartImage as __SmartImage }`: the public name is the plain one.
	for (const local of plain) names.delete(local);
	return names;
}

function parseBlocks(source: string, file: string): Block[] {
	const blocks = parse(source, { spacing: 'preserve' });
	for (const block of blocks) {
		if (block.problems.length > 0) {
			throw new Error(`${file}: JSDoc could not be parsed (${block.problems.map((p) => p.message).join('; ')})`);
		}
	}
	return blocks;
}

/** Every documented component in one dist file. Throws naming the file when its JSDoc does not parse. */
export function componentsInFile(source: string, file: string, typedefs: Typedefs = { shapes: new Map(), aliases: new Map() }): ComponentDoc[] {
	const blocks = parseBlocks(source, file);
	collectTypedefs(blocks, typedefs);
	const lines = source.split('\n');
	const renames = exportRenames(source);
	const docs: ComponentDoc[] = [];
	for (const block of blocks) {
		const end = block.source[block.source.length - 1]?.number ?? 0;
		const doc = componentFromBlock(block, lines.slice(end + 1).join('\n'), file, typedefs, renames);
		if (doc) docs.push(doc);
	}
	return docs;
}

let cache: Map<string, ComponentDoc> | undefined;

/** All components of the installed package, by export name. */
export function loadComponentDocs(root: string): Map<string, ComponentDoc> {
	if (cache) return cache;
	const packageDir = path.join(root, 'node_modules/@eightshift/ui-components');
	const componentsDir = path.join(packageDir, 'dist/components');
	const docs = new Map<string, ComponentDoc>();
	const files: string[] = [];
	const walk = (dir: string) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (entry.name.endsWith('.js')) files.push(full);
		}
	};
	walk(componentsDir);
	// Typedefs first, from every file, so a component can use a shape declared elsewhere.
	const typedefs: Typedefs = { shapes: new Map(), aliases: new Map() };
	const sources = files.map((file) => ({ file: path.relative(packageDir, file), source: fs.readFileSync(file, 'utf8') }));
	for (const { file, source } of sources) collectTypedefs(parseBlocks(source, file), typedefs);
	for (const { file, source } of sources) {
		for (const doc of componentsInFile(source, file, typedefs)) {
			if (!docs.has(doc.name)) docs.set(doc.name, doc);
		}
	}
	cache = docs;
	return docs;
}

/** The installed version, for the getting-started page and messages. */
export function installedVersion(root: string): string {
	return (JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@eightshift/ui-components/package.json'), 'utf8')) as { version: string }).version;
}
