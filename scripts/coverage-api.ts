/**
 * How much of the toolkit's public API the docs mention: reads data/api-surface.json (made by
 * scripts/extract-api.ts) and looks for each name in content/. Prints the counts and the misses.
 * Usage: npm run coverage:api
 */
import fs from 'node:fs';
import path from 'node:path';

interface Surface {
	sources: Record<string, string>;
	wpCli: string[];
	phpHelpers: string[];
	jsHelpers: string[];
}

function contentText(dir: string): string {
	return fs
		.readdirSync(dir, { withFileTypes: true })
		.map((entry) => {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) return contentText(full);
			return /\.mdx?$/.test(entry.name) ? fs.readFileSync(full, 'utf8') : '';
		})
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
		const { found, missing } = coverage(names, text);
		console.log(`${label}: ${found.length}/${names.length} (${Math.round((100 * found.length) / names.length)}%)${missing.length ? ` — missing: ${missing.join(', ')}` : ''}`);
	}
}
