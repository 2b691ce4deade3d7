/**
 * Extracts the toolkit's public API names from the fetched repositories into data/api-surface.json
 * (names only, no source): WP-CLI commands and public PHP helpers of eightshift-libs, and the JS
 * exports of eightshift-frontend-libs-tailwind. Run when the toolkit moves; commit the JSON.
 * Usage: node --import tsx scripts/extract-api.ts [mirror-root]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

const surface = {
	note: 'Names extracted from the toolkit repositories by scripts/extract-api.ts; read by npm run coverage:api.',
	sources: {
		'eightshift-libs': version('eightshift-libs', 'composer.json'),
		'eightshift-frontend-libs-tailwind': version('eightshift-frontend-libs-tailwind', 'package.json'),
	},
	wpCli: wpCliCommands(),
	phpHelpers: phpHelpers(),
	jsHelpers: jsHelpers(),
};
fs.mkdirSync('data', { recursive: true });
fs.writeFileSync('data/api-surface.json', `${JSON.stringify(surface, null, '\t')}\n`);
console.log(`data/api-surface.json: ${surface.wpCli.length} WP-CLI commands, ${surface.phpHelpers.length} PHP helpers, ${surface.jsHelpers.length} JS exports`);
