/**
 * How much of the toolkit's public API the docs mention: reads data/api-surface.json (made by
 * scripts/extract-api.ts) and looks for each name in content/. Prints the counts and the misses.
 * Usage: npm run coverage:api
 */
import fs from 'node:fs';
import { markdownFiles } from '../src/node/sources/contentFiles';
import { referencedHookNames } from '../src/node/mdx/remarkHookReference';

interface Surface {
	sources: Record<string, string>;
	wpCli: string[];
	phpHelpers: string[];
	jsHelpers: string[];
	forms: { filters: string[]; actions: string[]; jsEvents: string[]; integrations: string[]; wpCli: string[]; internal: { php: string[]; js: string[] } };
}

/** Names the docs may mention although the current toolkit lacks them: each says what changed when. */
export type ApiHistory = Record<string, string>;

export interface UnknownName {
	name: string;
	kind: string;
	file: string;
	line: number;
}

/**
 * API-looking names in the current docs that the toolkit does not have at the documented version:
 * Forms hooks (`es_forms_…`) and JS globals or events (`esForms…`), `Helpers::` methods of
 * eightshift-libs, `wp boilerplate` commands and imports from frontend-libs-tailwind. Archived
 * versions and blog posts document other versions and are not checked. A name listed in the
 * history (renamed or removed, with the version) is accepted.
 */
export function unknownApiNames(files: { file: string; text: string }[], surface: Surface, history: ApiHistory): UnknownName[] {
	const known = {
		hook: new Set([...surface.forms.filters, ...surface.forms.actions, ...surface.forms.internal.php]),
		js: new Set([...surface.forms.jsEvents, ...surface.forms.internal.js]),
		helper: new Set(surface.phpHelpers),
		cli: new Set(surface.wpCli),
		jsExport: new Set(surface.jsHelpers),
	};
	const found: UnknownName[] = [];
	for (const { file, text } of files) {
		const scoped = file.replace(/\\/g, '/');
		if (/(^|\/)content\/(docs\/legacy|blog)\//.test(scoped)) continue;
		const isDocs = /(^|\/)content\/docs\//.test(scoped);
		const report = (name: string, kind: string, index: number) => {
			if (history[name] !== undefined) return;
			found.push({ name, kind, file, line: text.slice(0, index).split('\n').length });
		};
		// `es_forms_integrations_<type>_…` and `es_forms_integrations_` are patterns, not names.
		for (const m of text.matchAll(/(?<![\w$-])es_forms_[a-z0-9_]*[a-z0-9](?![\w<{*-])/g)) {
			// Add-ons name their own hooks and options under es_forms_addon_<name> (the add-on boilerplate's prefix).
			if (m[0].startsWith('es_forms_addon_')) continue;
			if (!known.hook.has(m[0])) report(m[0], 'Forms hook', m.index ?? 0);
		}
		for (const m of text.matchAll(/(?<![\w$.-])esForms[A-Z]\w*/g)) {
			if (!known.js.has(m[0])) report(m[0], 'Forms JS name', m.index ?? 0);
		}
		if (!isDocs) continue;
		for (const m of text.matchAll(/\bHelpers::([a-zA-Z_]\w*)\s*\(/g)) {
			if (!known.helper.has(m[1])) report(`Helpers::${m[1]}`, 'PHP helper', m.index ?? 0);
		}
		// `wp boilerplate blocks use-*` names a family, not a command.
		for (const m of text.matchAll(/\bwp boilerplate ([a-z][\w-]*) ([a-z][\w-]*[a-z0-9])(?![\w*-])/g)) {
			const name = `${m[1]} ${m[2]}`;
			if (!known.cli.has(name)) report(`wp boilerplate ${name}`, 'WP-CLI command', m.index ?? 0);
		}
		for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@eightshift\/frontend-libs-tailwind(?:\/scripts[^']*)?'/g)) {
			for (const item of m[1].split(',')) {
				const name = item.trim().split(/\s+as\s+/)[0].trim();
				if (name && !known.jsExport.has(name)) report(name, 'frontend-libs-tailwind export', m.index ?? 0);
			}
		}
	}
	return found;
}

function contentText(dir: string): string {
	return markdownFiles(dir)
		.map((file) => fs.readFileSync(file, 'utf8'))
		.join('\n');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function coverage(names: string[], text: string): { found: string[]; missing: string[] } {
	const found: string[] = [];
	const missing: string[] = [];
	for (const name of names) {
		(new RegExp(`(^|[^\\w-])${escape(name)}($|[^\\w-])`).test(text) ? found : missing).push(name);
	}
	return { found, missing };
}

if (require.main === module) {
	const surface = JSON.parse(fs.readFileSync('data/api-surface.json', 'utf8')) as Surface;
	const text = contentText('content');
	console.log(`API coverage of content/ against ${Object.entries(surface.sources).map(([k, v]) => `${k} ${v}`).join(', ')}`);
	for (const [label, names] of [
		['WP-CLI commands', surface.wpCli],
		['PHP helpers (Helpers::)', surface.phpHelpers],
		['JS exports (frontend-libs-tailwind)', surface.jsHelpers],
	] as const) {
		report(label, coverage(names, text), names.length);
	}
	// Forms hooks count when a page expands them (<HookReference />) or names them in prose.
	const expanded = new Set(referencedHookNames(text));
	const hookText = `${text}\n${[...expanded].join('\n')}`;
	const integrationPages = new Set(fs.readdirSync('content/forms/integrations').map((f) => f.replace(/\.mdx$/, '').replace(/-/g, '')));
	const integrations = surface.forms.integrations.filter((name) => integrationPages.has(name.toLowerCase()));
	for (const [label, names] of [
		['Forms PHP filters', surface.forms.filters],
		['Forms PHP actions', surface.forms.actions],
		['Forms JS events', surface.forms.jsEvents],
	] as const) {
		report(label, coverage(names, hookText), names.length);
	}
	const history = JSON.parse(fs.readFileSync('data/api-history.json', 'utf8')) as { names: ApiHistory };
	for (const [name, why] of Object.entries(history.names)) {
		if (!/\d+\.\d+/.test(why)) throw new Error(`data/api-history.json: "${name}" must say in which version it changed (${why})`);
	}
	const hookData = fs.readdirSync('src/data/formsHooks').filter((f) => f.endsWith('.ts')).map((f) => `src/data/formsHooks/${f}`);
	const files = [...markdownFiles('content'), ...hookData].map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
	const unknown = unknownApiNames(files, surface, history.names);
	report('Forms integrations with a page', { found: integrations, missing: surface.forms.integrations.filter((n) => !integrations.includes(n)) }, surface.forms.integrations.length);
	const cli = surface.forms.wpCli;
	if (unknown.length) {
		console.error(`\n${unknown.length} name(s) in the docs that the toolkit does not have at the documented version:`);
		for (const u of unknown) console.error(`  ${u.file}:${u.line}: ${u.kind} ${u.name}`);
		console.error('Fix the name, or list it in data/api-history.json with the version that renamed or removed it.');
		process.exitCode = 1;
	} else {
		console.log('Names in the docs the toolkit lacks: none');
	}
	console.log(cli.length ? `Forms WP-CLI commands: ${coverage(cli, text).found.length}/${cli.length}` : 'Forms WP-CLI commands: the plugin registers none (content/forms/php/wp-cli.mdx says so)');
}

function report(label: string, { found, missing }: { found: string[]; missing: string[] }, total: number): void {
	console.log(`${label}: ${found.length}/${total} (${Math.round((100 * found.length) / total)}%)${missing.length ? ` — missing: ${missing.join(', ')}` : ''}`);
}
