/**
 * Keeps docs/benchmarks.md current: each mode of `npm run bench` owns one block of that chapter,
 * between `<!-- bench:MODE -->` and `<!-- /bench:MODE -->`, and a run rewrites its block with the
 * date, the commit, the command and every figure it printed. Prose outside the blocks (earlier
 * runs, what stands in the way of a target) is written by hand and left alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type BenchMode = 'full' | 'build' | 'scale' | 'search' | 'pages';

export const BENCH_CHAPTER = 'docs/benchmarks.md';

const markers = (mode: BenchMode) => [`<!-- bench:${mode} -->`, `<!-- /bench:${mode} -->`] as const;

export interface BenchRun {
	mode: BenchMode;
	/** The arguments after `npm run bench --`. */
	args: string[];
	/** `2026-11-28`: the day, never the time (a chapter diff should show figures, not seconds). */
	date: string;
	/** Short commit, with `+changes` when the tree had uncommitted edits. */
	commit: string;
	/** What the run printed, one entry per line. */
	printed: string[];
}

/** The block's Markdown: the tables the run printed as tables, every other line as text. */
export function renderRun(run: BenchRun): string {
	const command = ['npm run bench', ...(run.args.length ? ['--', ...run.args] : [])].join(' ');
	const lines = run.printed.flatMap((entry) => entry.split('\n'));
	const out = [`Measured on ${run.date} at ${run.commit} with \`${command}\`:`, ''];
	let text: string[] = [];
	const flush = () => {
		while (text.length && text[0].trim() === '') text.shift();
		while (text.length && text[text.length - 1].trim() === '') text.pop();
		if (text.length) out.push('```text', ...text, '```', '');
		text = [];
	};
	let inTable = false;
	for (const line of lines) {
		const row = line.startsWith('|');
		if (row && !inTable) flush();
		if (!row && inTable) out.push('');
		inTable = row;
		if (row) out.push(line);
		else text.push(line);
	}
	flush();
	if (inTable) out.push('');
	return out.join('\n').trimEnd();
}

/** The chapter with MODE's block replaced by `body`; a chapter without that block is an error. */
export function replaceBlock(chapter: string, mode: BenchMode, body: string, file = BENCH_CHAPTER): string {
	const [open, close] = markers(mode);
	const start = chapter.indexOf(open);
	const end = chapter.indexOf(close);
	if (start === -1 || end === -1 || end < start) {
		throw new Error(`${file}: no block for "${mode}" (the lines ${open} and ${close}). Hint: put them back where that mode's latest figures belong.`);
	}
	return `${chapter.slice(0, start + open.length)}\n${body}\n${chapter.slice(end)}`;
}

/** Short commit of the tree the bench measured, marked when it had uncommitted edits. */
export function currentCommit(root: string): string {
	try {
		const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
		const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
		return dirty ? `${commit}+changes` : commit;
	} catch {
		return 'a tree outside git';
	}
}

/** Rewrites MODE's block of docs/benchmarks.md with this run. */
export function writeBenchReport(root: string, run: BenchRun): string {
	const file = path.join(root, BENCH_CHAPTER);
	const next = replaceBlock(fs.readFileSync(file, 'utf8'), run.mode, renderRun(run));
	fs.writeFileSync(file, next);
	return file;
}
