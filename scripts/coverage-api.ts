/**
 * How much of the toolkit's public API the docs mention: reads data/api-surface.json (made by
 * scripts/extract-api.ts) and looks for each name in content/. Prints the counts and the misses.
 * Usage: npm run coverage:api
 */
import fs from 'node:fs';
import { markdownFiles } from '../src/build/contentFiles';
import { referencedHookNames } from '../src/build/mdx/remarkHookReference';

interface Surface {
	sources: Record<string, string>;
	wpCli: string[];
	phpHelpers: string[];
	jsHelpers: string[];
	forms: { filters: string[]; actions: string[]; jsEvents: string[]; integrations: string[]; wpCli: string[] };
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
	report('Forms integrations with a page', { found: integrations, missing: surface.forms.integrations.filter((n) => !integrations.includes(n)) }, surface.forms.integrations.length);
	const cli = surface.forms.wpCli;
	console.log(cli.length ? `Forms WP-CLI commands: ${coverage(cli, text).found.length}/${cli.length}` : 'Forms WP-CLI commands: the plugin registers none (content/forms/php/wp-cli.mdx says so)');
}

function report(label: string, { found, missing }: { found: string[]; missing: string[] }, total: number): void {
	console.log(`${label}: ${found.length}/${total} (${Math.round((100 * found.length) / total)}%)${missing.length ? ` — missing: ${missing.join(', ')}` : ''}`);
}
