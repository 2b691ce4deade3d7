/**
 * Extracts the toolkit's public API names from the fetched repositories into data/api-surface.json
 * (names only, no source): WP-CLI commands and public PHP helpers of eightshift-libs, and the JS
 * exports of eightshift-frontend-libs-tailwind; the public filters and actions, JS events, integrations
 * and WP-CLI commands of eightshift-forms. Run when the toolkit moves; commit the JSON.
 * Usage: node --import tsx scripts/extract-api.ts [mirror-root]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formsHookName } from '../src/data/formsHooks/types';

const mirrors = process.argv[2] ?? '/work/.mirror';
const repo = (name: string) => path.join(mirrors, `infinum+${name}`, 'repo');
const git = (name: string, ...args: string[]) => execFileSync('git', [`--git-dir=${repo(name)}`, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
const show = (name: string, file: string) => git(name, 'show', `HEAD:${file}`);
const files = (name: string, dir: string) => git(name, 'ls-tree', '-r', '--name-only', 'HEAD', dir).split('\n').filter(Boolean);
const version = (name: string, file: string) => (JSON.parse(show(name, file)) as { version?: string }).version ?? (/^## \[([\d.]+)\]/m.exec(show(name, 'CHANGELOG.md'))?.[1] ?? 'unknown');

/** `wp <parent> <group> <command>`: the group is a ParentGroups constant, the command a literal. */
export function wpCliCommands(): string[] {
	const groups = new Map<string, string>();
	for (const file of files('eightshift-libs', 'src/Cli/ParentGroups')) {
		const match = /COMMAND_NAME = '([^']+)'/.exec(show('eightshift-libs', file));
		if (match) groups.set(path.basename(file, '.php'), match[1]);
	}
	const registered = show('eightshift-libs', 'src/Cli/Cli.php');
	const commands: string[] = [];
	for (const file of files('eightshift-libs', 'src').filter((f) => f.endsWith('Cli.php') && !f.startsWith('src/Cli/'))) {
		const source = show('eightshift-libs', file);
		if (!registered.includes(`${path.basename(file, '.php')}::class`)) continue;
		const name = /function getCommandName\(\): string\s*\{\s*return '([^']+)'/.exec(source)?.[1];
		const parentBody = /function getCommandParentName\(\): string\s*\{\s*return ([^;]+);/.exec(source)?.[1] ?? '';
		const parent = /^'([^']+)'$/.exec(parentBody.trim())?.[1] ?? groups.get(/(\w+)::COMMAND_NAME/.exec(parentBody)?.[1] ?? '');
		if (name && parent) commands.push(`${parent} ${name}`);
	}
	return [...new Set(commands)].sort();
}

export function phpHelpers(): string[] {
	const names: string[] = [];
	for (const file of files('eightshift-libs', 'src/Helpers').filter((f) => f.endsWith('.php'))) {
		for (const match of show('eightshift-libs', file).matchAll(/public static function (\w+)\s*\(/g)) names.push(match[1]);
	}
	return [...new Set(names)].sort();
}

export function jsHelpers(): string[] {
	const names = new Set<string>();
	const read = (file: string, depth: number) => {
		let source: string;
		try {
			source = show('eightshift-frontend-libs-tailwind', file);
		} catch {
			return;
		}
		for (const match of source.matchAll(/export\s*\{([^}]+)\}/g)) {
			match[1].split(',').map((s) => s.trim().split(/\s+as\s+/).pop()!.trim()).filter(Boolean).forEach((n) => names.add(n));
		}
		for (const match of source.matchAll(/export\s+(?:const|function|class|let|async function)\s+(\w+)/g)) names.add(match[1]);
		if (depth > 0) {
			for (const match of source.matchAll(/export \* from '([^']+)'/g)) {
				const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
				read(`${target}.js`, depth - 1);
				read(`${target}/index.js`, depth - 1);
			}
		}
	};
	read('scripts/index.js', 2);
	return [...names].filter((n) => /^[A-Za-z_]\w*$/.test(n)).sort();
}

const FORMS = 'eightshift-forms';

/** Values of `Settings*::SETTINGS_TYPE_KEY` constants, by class name. */
function formsTypeKeys(): Map<string, string> {
	const keys = new Map<string, string>();
	for (const file of files(FORMS, 'src').filter((f) => /\/Settings\w+\.php$/.test(f))) {
		const match = /const SETTINGS_TYPE_KEY = '([^']+)'/.exec(show(FORMS, file));
		if (match) keys.set(path.basename(file, '.php'), match[1]);
	}
	return keys;
}

/**
 * Reads a nested PHP array literal of strings (`'a' => ['b', 'c']`, `SettingsX::SETTINGS_TYPE_KEY => [...]`)
 * into the full hook names the plugin composes from each path of keys (formsHookName).
 */
export function composeHookNames(body: string, typeKeys: Map<string, string>): string[] {
	const tokens = body.match(/'[^']*'|\w+::SETTINGS_TYPE_KEY|=>|\[|\]/g) ?? [];
	const names: string[] = [];
	/** Keys of the arrays we are inside; null for a list without a key (the outer array). */
	const stack: (string | null)[] = [];
	let lastString: string | null = null;
	let pendingKey: string | null = null;
	const flush = () => {
		if (lastString !== null) names.push(formsHookName([...stack.filter((k): k is string => k !== null), lastString]));
		lastString = null;
	};
	for (const token of tokens) {
		if (token === '=>') {
			pendingKey = lastString;
			lastString = null;
		} else if (token === '[') {
			stack.push(pendingKey);
			pendingKey = null;
		} else if (token === ']') {
			flush();
			stack.pop();
		} else {
			flush();
			const constant = /^(\w+)::SETTINGS_TYPE_KEY$/.exec(token);
			if (constant && !typeKeys.has(constant[1])) throw new Error(`Filters.php uses ${token}, which no Settings class defines`);
			lastString = constant ? typeKeys.get(constant[1])! : token.slice(1, -1);
		}
	}
	return names;
}

function formsFunctionBody(source: string, name: string): string {
	const start = source.indexOf(`function ${name}(`);
	if (start < 0) throw new Error(`Filters.php has no ${name}()`);
	const open = source.indexOf('return [', start) + 'return '.length;
	let depth = 0;
	for (let i = open; i < source.length; i++) {
		if (source[i] === '[') depth++;
		if (source[i] === ']' && --depth === 0) return source.slice(open, i + 1);
	}
	throw new Error(`Unbalanced array in ${name}()`);
}

export function formsHooks(): { filters: string[]; actions: string[] } {
	const source = show(FORMS, 'src/Hooks/Filters.php');
	const typeKeys = formsTypeKeys();
	return {
		filters: composeHookNames(formsFunctionBody(source, 'getPublicFilters'), typeKeys).sort(),
		actions: composeHookNames(formsFunctionBody(source, 'getPublicActions'), typeKeys).sort(),
	};
}

/** Custom DOM events the frontend dispatches: `enums.events` of the plugin's blocks manifest. */
export function formsJsEvents(): string[] {
	const manifest = JSON.parse(show(FORMS, 'src/Blocks/manifest.json')) as { enums: { events: Record<string, string> } };
	return [...new Set(Object.values(manifest.enums.events))].sort();
}

/** Integration folders under src/Integrations that carry a Settings class. */
export function formsIntegrations(): string[] {
	const typeKeys = formsTypeKeys();
	return [...new Set(files(FORMS, 'src/Integrations').map((f) => f.split('/')[2]))]
		.filter((dir) => typeKeys.has(`Settings${dir}`))
		.sort();
}

/**
 * Names the plugin uses that are not public hooks but that the docs rightly mention: internal
 * filters (`es_forms_settings_global_is_valid_*`), cron jobs, tables, option keys and the
 * `es_forms_loaded` action (`Config::FILTER_PREFIX . '_loaded'`), plus the `esForms…` globals of
 * its JavaScript. The coverage check accepts these in addition to the public lists.
 */
export function formsInternalNames(): { php: string[]; js: string[] } {
	const php = new Set<string>();
	const js = new Set<string>();
	const prefix = /FILTER_PREFIX = '([^']+)'/.exec(show(FORMS, 'src/Config/Config.php'))?.[1] ?? 'es_forms';
	for (const file of files(FORMS, 'src').filter((f) => /\.(php|js|json)$/.test(f))) {
		const source = show(FORMS, file);
		for (const match of source.matchAll(/['"](es_forms_[a-z0-9_]*[a-z0-9])['"]/g)) php.add(match[1]);
		for (const match of source.matchAll(/FILTER_PREFIX\s*\.\s*'(_[a-z0-9_]*[a-z0-9])'/g)) php.add(`${prefix}${match[1]}`);
		for (const match of source.matchAll(/\b(esForms[A-Z]\w*)/g)) js.add(match[1]);
	}
	return { php: [...php].sort(), js: [...js].sort() };
}

/** `wp ...` commands the plugin registers through WP_CLI::add_command, if any. */
export function formsWpCli(): string[] {
	const names = new Set<string>();
	for (const file of files(FORMS, 'src').filter((f) => f.endsWith('.php'))) {
		for (const match of show(FORMS, file).matchAll(/WP_CLI::add_command\(\s*'([^']+)'/g)) names.add(match[1]);
	}
	return [...names].sort();
}

/** Run as a script: write the JSON. Imported (by tests), only the functions above. */
if (require.main === module) {
const surface = {
	note: 'Names extracted from the toolkit repositories by scripts/extract-api.ts; read by npm run coverage:api.',
	sources: {
		'eightshift-libs': version('eightshift-libs', 'composer.json'),
		'eightshift-frontend-libs-tailwind': version('eightshift-frontend-libs-tailwind', 'package.json'),
		// package.json lags behind; the plugin header carries the release.
		'eightshift-forms': /^ \* Version: (\S+)/m.exec(show(FORMS, 'eightshift-forms.php'))?.[1] ?? 'unknown',
	},
	wpCli: wpCliCommands(),
	phpHelpers: phpHelpers(),
	jsHelpers: jsHelpers(),
	forms: { ...formsHooks(), jsEvents: formsJsEvents(), integrations: formsIntegrations(), wpCli: formsWpCli(), internal: formsInternalNames() },
};
fs.mkdirSync('data', { recursive: true });
fs.writeFileSync('data/api-surface.json', `${JSON.stringify(surface, null, '\t')}\n`);
console.log(`data/api-surface.json: ${surface.wpCli.length} WP-CLI commands, ${surface.phpHelpers.length} PHP helpers, ${surface.jsHelpers.length} JS exports; forms: ${surface.forms.filters.length} filters, ${surface.forms.actions.length} actions, ${surface.forms.jsEvents.length} JS events, ${surface.forms.integrations.length} integrations, ${surface.forms.wpCli.length} WP-CLI commands`);
}
