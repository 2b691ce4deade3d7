/**
 * "Last updated" dates from git: the committer date of the last commit that touched each file.
 * One `git log` over content/ answers every file at once. A shallow clone (CI checkouts often
 * fetch one commit) would date every file to that commit, so it gives no dates at all: a page then
 * shows none, which is better than a wrong one. So does a folder that is not a git repository.
 */
import { execFileSync } from 'node:child_process';

/** Parses `git log --format=%x00%cs --name-only` output: the first (newest) date seen per file. */
export function parseGitLog(output: string): Map<string, string> {
	const dates = new Map<string, string>();
	for (const block of output.split('\0')) {
		const [date, ...files] = block.split('\n').map((line) => line.trim());
		if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) continue;
		for (const file of files) if (file && !dates.has(file)) dates.set(file, date);
	}
	return dates;
}

export interface GitDates {
	/** YYYY-MM-DD of the file's last commit (path relative to the repository root), or null. */
	of(file: string): string | null;
	/** Why there are no dates, when there are none. */
	unavailable: string | null;
}

function git(root: string, args: string[]): string {
	return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
}

/** Last-commit dates of the files under `folder` (relative to root). */
export function gitDates(root: string, folder = 'content'): GitDates {
	let unavailable: string | null = null;
	let dates = new Map<string, string>();
	try {
		if (git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true') unavailable = 'a shallow clone: its history cannot date the files';
		else dates = parseGitLog(git(root, ['log', '--format=%x00%cs', '--name-only', '--no-renames', '--', folder]));
	} catch {
		unavailable = 'not a git repository, or git is not installed';
	}
	return { of: (file) => dates.get(file) ?? null, unavailable };
}

/** 2026-11-28 → "28 November 2026", the same on every machine (no locale data involved). */
export function formatDay(isoDay: string): string {
	const [year, month, day] = isoDay.split('-').map(Number);
	const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
	return `${day} ${months[month - 1]} ${year}`;
}
