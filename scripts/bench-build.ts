/**
 * Build-side figures for `npm run bench`: cold build (time and peak memory of the whole process
 * tree), a rebuild after a one-line MDX edit (time and which files in public/ changed), the
 * same cold build with extra generated pages, and `gatsby develop` with Node's default heap
 * (time to ready, time for a saved MDX edit to show in the open page). Each runs in a copy of
 * the project in a temp folder, so the working tree and its .cache are never touched.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const gatsbyCli = path.join(root, 'node_modules/gatsby/cli.js');
const skip = new Set(['node_modules', '.cache', 'public', 'test-results', 'bench-results', '.git', 'generated']);

export function copyProject(label: string): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), `es-bench-${label}-`));
	for (const entry of fs.readdirSync(root)) {
		if (!skip.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
	}
	fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
	return dir;
}

/** Resident memory of a process and all its descendants, in bytes. */
function treeRss(pid: number): number {
	let table: string;
	try {
		table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' });
	} catch {
		return 0;
	}
	const rows = table.trim().split('\n').map((line) => line.trim().split(/\s+/).map(Number));
	const children = new Map<number, number[]>();
	const rss = new Map<number, number>();
	for (const [p, parent, kb] of rows) {
		rss.set(p, kb * 1024);
		children.set(parent, [...(children.get(parent) ?? []), p]);
	}
	let total = 0;
	const stack = [pid];
	while (stack.length) {
		const next = stack.pop()!;
		total += rss.get(next) ?? 0;
		stack.push(...(children.get(next) ?? []));
	}
	return total;
}

export interface RunFigures {
	seconds: number;
	peakBytes: number;
	ok: boolean;
	logTail: string;
}

/** Runs a command to completion, sampling the memory of its process tree every 250 ms. */
export function runMeasured(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<RunFigures> {
	return new Promise((resolve) => {
		const started = Date.now();
		const child = spawn(process.execPath, args, { cwd, env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
		let log = '';
		child.stdout?.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
		child.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
		let peak = 0;
		const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
		child.on('exit', (code) => {
			clearInterval(timer);
			resolve({ seconds: (Date.now() - started) / 1000, peakBytes: peak, ok: code === 0, logTail: log.slice(-1500) });
		});
	});
}

export const gatsbyBuild = (cwd: string) => runMeasured([gatsbyCli, 'build'], cwd);

function hashTree(dir: string): Map<string, string> {
	const files = new Map<string, string>();
	const walk = (current: string) => {
		for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
			const full = path.join(current, entry.name);
			if (entry.isDirectory()) walk(full);
			else files.set(path.relative(dir, full), createHash('sha1').update(fs.readFileSync(full)).digest('hex'));
		}
	};
	walk(dir);
	return files;
}

export interface RebuildFigures extends RunFigures {
	totalFiles: number;
	changed: string[];
}

/** Edits one line of one document in an already built copy, rebuilds and diffs public/. */
export async function measureRebuild(dir: string, document = 'content/docs/versions.mdx'): Promise<RebuildFigures> {
	const before = hashTree(path.join(dir, 'public'));
	fs.appendFileSync(path.join(dir, document), '\nThis sentence was added by the benchmark to measure a rebuild.\n');
	const run = await gatsbyBuild(dir);
	const after = hashTree(path.join(dir, 'public'));
	const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
	return { ...run, totalFiles: after.size, changed };
}

/** Writes `count` generated documents (prose, headings, a table, code, links) into a copy's content. */
export function writeGeneratedPages(dir: string, count: number): void {
	const target = path.join(dir, 'content/docs/generated');
	fs.mkdirSync(target, { recursive: true });
	const fence = '```';
	for (let i = 1; i <= count; i += 1) {
		const sections = [1, 2, 3].map(
			(s) => `## Step ${s} of page ${i}

Generated page ${i} explains step ${s} of a made-up workflow so the benchmark has realistic weight: several paragraphs of prose, a list, a table and highlighted code, like a real guide. See [the requirements](/docs/requirements) and [WP-CLI](/docs/basics/wp-cli) for the real thing.

- Run the command in the project root.
- Check the output for warnings before you commit.
- Repeat for each environment that needs the change.

| option | default | meaning |
| --- | --- | --- |
| \`--name\` | \`example-${s}\` | what the generated item is called |
| \`--force\` | \`false\` | overwrite files that exist |

${fence}php title="src/Example${i}/Step${s}.php"
<?php

namespace Bench\\Generated${i};

final class Step${s}
{
	public function register(): void
	{
		add_filter('bench_generated_${i}_${s}', static fn (array $items): array => array_merge($items, ['step' => ${s}]));
	}
}
${fence}
`,
		);
		fs.writeFileSync(path.join(target, `page-${i}.mdx`), `---\ntitle: Generated page ${i}\ndescription: A page the benchmark generates to measure how the build scales.\n---\n\n${sections.join('\n')}`);
	}
}

export interface DevelopFigures {
	readySeconds: number;
	peakBytes: number;
	editVisibleSeconds: number | null;
	ok: boolean;
	logTail: string;
}

/** What the browser side of the develop measurement reports. */
export interface DevelopPageTimes {
	/** Epoch ms when the document's content was first visible. */
	contentVisibleAt: number;
	/** Seconds from saving the edit to the new text showing in the open page, or null if it never did. */
	editVisibleSeconds: number | null;
}

/**
 * Starts `gatsby develop` with Node's default heap, waits until a docs page shows its content in
 * Chromium, saves an edit to its MDX file and times until the new text shows in the open page.
 */
export async function measureDevelop(
	dir: string,
	port: number,
	openPage: (url: string, expectText: string, edit: () => void) => Promise<DevelopPageTimes>,
): Promise<DevelopFigures> {
	const started = Date.now();
	const child: ChildProcess = spawn(process.execPath, [gatsbyCli, 'develop', '--port', String(port), '--host', '127.0.0.1'], {
		cwd: dir,
		env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '' },
		stdio: ['ignore', 'pipe', 'pipe'],
		detached: true,
	});
	let log = '';
	child.stdout?.on('data', (chunk) => (log = (log + chunk).slice(-6000)));
	child.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-6000)));
	let peak = 0;
	let exited = false;
	child.on('exit', () => (exited = true));
	const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 500);
	const url = `http://127.0.0.1:${port}/docs/versions`;
	const failed = () => ({ readySeconds: -1, peakBytes: peak, editVisibleSeconds: null, ok: false, logTail: log.slice(-2000) });
	try {
		let up = false;
		while (!exited && !up && Date.now() - started < 600_000) {
			up = await fetch(url).then((r) => r.ok, () => false);
			if (!up) await new Promise((r) => setTimeout(r, 500));
		}
		if (!up) return failed();
		const marker = `Edited by the benchmark at ${Date.now()}`;
		const file = path.join(dir, 'content/docs/versions.mdx');
		const times = await openPage(url, marker, () => fs.appendFileSync(file, `\n${marker}.\n`));
		return {
			readySeconds: (times.contentVisibleAt - started) / 1000,
			peakBytes: peak,
			editVisibleSeconds: times.editVisibleSeconds,
			ok: !exited && times.editVisibleSeconds !== null,
			logTail: log.slice(-2000),
		};
	} catch (error) {
		return { ...failed(), logTail: `${(error as Error).message}\n${log.slice(-2000)}` };
	} finally {
		clearInterval(timer);
		try {
			process.kill(-child.pid!, 'SIGTERM');
		} catch {
			/* already gone */
		}
	}
}

/**
 * A copy of the project as it was at `ref` (git archive), with this project's node_modules linked
 * in: the baseline a timing is reported beside, built in the same window on the same machine.
 */
export function exportRef(ref: string, label: string): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), `es-bench-${label}-`));
	execFileSync('bash', ['-c', `git -C "${root}" archive --format=tar "${ref}" | tar -x -C "${dir}"`], { stdio: 'inherit' });
	fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
	return dir;
}

/**
 * Adds at least `pages` pages to a copy's corpus, all real: the current (not archived) documents of
 * docs, forms and components are copied under `scale-N/` in their own section as many times as it
 * takes (archived versions and posts keep a layout of their own and are not copied, so the current
 * ones are copied more often). The copies have the real pages' size, code, tables, demos and
 * links. Returns how many documents were added.
 */
export function writeScaledCorpus(dir: string, pages: number): number {
	const documents = (from: string): number =>
		fs.readdirSync(from, { withFileTypes: true }).reduce((sum, entry) => {
			if (entry.isDirectory()) return entry.name === 'legacy' || entry.name.startsWith('scale-') ? sum : sum + documents(path.join(from, entry.name));
			return sum + (/\.mdx?$/.test(entry.name) ? 1 : 0);
		}, 0);
	const content = path.join(dir, 'content');
	const copyable = ['docs', 'forms', 'components'].reduce((sum, section) => sum + (fs.existsSync(path.join(content, section)) ? documents(path.join(content, section)) : 0), 0);
	const copies = Math.ceil(pages / copyable);
	let added = 0;
	const copyTree = (from: string, to: string) => {
		for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
			const source = path.join(from, entry.name);
			// Archived versions and generated shared documents keep their own layout; leave them single.
			if (entry.isDirectory()) {
				if (entry.name === 'legacy' || entry.name.startsWith('scale-')) continue;
				copyTree(source, path.join(to, entry.name));
			} else if (/\.mdx?$/.test(entry.name)) {
				fs.mkdirSync(to, { recursive: true });
				// A copy is a page of its own: no front matter id or slug that would claim the original's URL.
				const text = fs.readFileSync(source, 'utf8').replace(/^(id|slug):.*\n/gm, '');
				fs.writeFileSync(path.join(to, entry.name), text);
				added += 1;
			}
		}
	};
	for (let n = 1; n <= copies; n += 1) {
		for (const section of ['docs', 'forms', 'components']) {
			const from = path.join(dir, 'content', section);
			if (fs.existsSync(from)) copyTree(from, path.join(from, `scale-${n}`));
		}
	}
	return added;
}
