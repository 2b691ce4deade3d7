/**
 * Writes data/ui-components-changes.json: for every component of @eightshift/ui-components, the
 * props added and removed after 5.6.1 (the version this site installs and demos), in the 6.x line
 * (5.6.1 → last 6.x tag) and in 7.0.0 (last 6.x → 7.0.0). The props come from the JSDoc in the
 * repository's `lib/components` and `lib/icons` at each tag, parsed like the props tables. Newer versions are not
 * on the npm registry this site builds from, so the facts are extracted from the fetched
 * repository and committed; the build reads only the JSON. Run again when the library moves.
 * Usage: node --import tsx scripts/extract-ui-changes.ts [git-dir]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { componentsInFile, type ComponentDoc, type Typedefs } from '../src/node/mdx/componentProps';

const gitDir = process.argv[2] ?? '/work/.mirror/infinum+eightshift-ui-components/repo';
const git = (...args: string[]) => execFileSync('git', [`--git-dir=${gitDir}`, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const tags = git('tag').split('\n').filter(Boolean);
const byVersion = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
const base = '5.6.1';
const last6 = tags.filter((t) => t.startsWith('6.')).sort(byVersion).at(-1);
const last7 = tags.filter((t) => t.startsWith('7.')).sort(byVersion).at(-1);
if (!tags.includes(base) || !last6 || !last7) throw new Error(`${gitDir}: needs tags ${base}, 6.x and 7.x`);

function componentsAt(tag: string): Map<string, ComponentDoc> {
	// lib/components, plus the components of the icons entry (BlockIcon, JsxSvg, Spinner…), whose
	// pages have no props table. The single icons in lib/icons/ui-icons (7.0.0) are not components.
	const files = git('ls-tree', '-r', '--name-only', tag, 'lib/components', 'lib/icons')
		.split('\n')
		.filter((file) => /\.jsx?$/.test(file) && !file.endsWith('/index.js') && !file.startsWith('lib/icons/ui-icons/'));
	// Typedefs are shared across lib/components only. Spinner's JSDoc types its props as
	// `ImageProps`, SmartImage's typedef, by mistake; resolved, Spinner would inherit SmartImage's props.
	const typedefs: Typedefs = { shapes: new Map(), aliases: new Map() };
	const iconTypedefs: Typedefs = { shapes: new Map(), aliases: new Map() };
	const sources = files.map((file) => ({ file, source: git('show', `${tag}:${file}`) }));
	const docs = new Map<string, ComponentDoc>();
	for (const { file, source } of sources) {
		const shared = file.startsWith('lib/icons/') ? iconTypedefs : typedefs;
		for (const doc of componentsInFile(source, file, shared)) if (!docs.has(doc.name)) docs.set(doc.name, doc);
	}
	return docs;
}

interface Step {
	from: string;
	to: string;
	added: string[];
	removed: string[];
	/** The component is not exported under this name any more. */
	gone?: boolean;
}

function step(from: Map<string, ComponentDoc>, to: Map<string, ComponentDoc>, name: string, labels: [string, string]): Step {
	const before = new Set(from.get(name)?.props.map((p) => p.name) ?? []);
	const after = to.get(name);
	if (!after) return { from: labels[0], to: labels[1], added: [], removed: [], gone: true };
	const now = new Set(after.props.map((p) => p.name));
	return {
		from: labels[0],
		to: labels[1],
		added: [...now].filter((p) => !before.has(p)).sort(),
		removed: [...before].filter((p) => !now.has(p)).sort(),
	};
}

const at5 = componentsAt(base);
const at6 = componentsAt(last6);
const at7 = componentsAt(last7);
const components: Record<string, { v6: Step; v7?: Step }> = {};
for (const name of [...at5.keys()].sort()) {
	const v6 = step(at5, at6, name, [base, last6]);
	components[name] = v6.gone ? { v6 } : { v6, v7: step(at6, at7, name, [last6, last7]) };
}
const out = {
	package: '@eightshift/ui-components',
	base,
	versions: [last6, last7],
	source: 'https://github.com/infinum/eightshift-ui-components',
	components,
};
fs.writeFileSync(path.resolve(__dirname, '../data/ui-components-changes.json'), `${JSON.stringify(out, null, '\t')}\n`);
const changed = Object.entries(components).filter(([, c]) => c.v6.gone || c.v6.added.length || c.v6.removed.length || c.v7?.added.length || c.v7?.removed.length || c.v7?.gone);
console.log(`${Object.keys(components).length} components of ${base}; ${changed.length} changed by ${last7}: ${changed.map(([n]) => n).join(', ')}`);
