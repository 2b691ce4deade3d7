/**
 * Real `gatsby build` runs on the cache of the production build `npm test` has just made, for the
 * build-failure checks (failures.test.ts) and the edit-rebuild check (edit-rebuild.test.ts).
 *
 * They run in the project itself: a copy elsewhere would be a cold build, because Gatsby keys its
 * cache by absolute paths. public/ and .cache/ are moved aside first and each check works on a
 * fresh copy; the originals come back at the end, untouched. Restoring public/ alone would not
 * be enough: a failed build that got as far as webpack records a new compilation hash in .cache,
 * and the next build would then leave the old app-data.json beside pages that name the new hash,
 * so every client-side navigation would turn into a full reload.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';

export const root = path.resolve(__dirname, '../..');

/** What a build changes, kept aside while the checks' builds run (test-results/ is ignored by git). */
const KEPT = ['public', '.cache'].map((name) => ({ live: path.join(root, name), kept: path.join(root, 'test-results/kept-production-build', name) }));

/** Puts back the public/ and .cache/ of the production build, if they were moved aside. */
function restoreBuild() {
	// Both folders are put back even if one fails, and the kept copies stay until both are back:
	// the production build's public/ with another build's .cache/ is a broken pair.
	const problems: string[] = [];
	for (const { live, kept } of KEPT) {
		if (!fs.existsSync(kept)) continue;
		try {
			fs.rmSync(live, { recursive: true, force: true, maxRetries: 5 });
			fs.renameSync(kept, live);
		} catch (error) {
			problems.push(`${live}: ${(error as Error).message} (the production build's copy is in ${kept})`);
		}
	}
	if (problems.length > 0) throw new Error(`could not put the production build back: ${problems.join('; ')}`);
	fs.rmSync(path.dirname(KEPT[0].kept), { recursive: true, force: true });
}

/** Puts a fresh copy of the kept public/ and .cache/ in place, for the next build to work on. */
export function copyBuild() {
	for (const { live, kept } of KEPT) {
		fs.rmSync(live, { recursive: true, force: true });
		// cp -a keeps modification times, which Gatsby's and webpack's caches compare.
		const copy = spawnSync('cp', ['-a', kept, live]);
		assert.equal(copy.status, 0, `copying ${kept}: ${copy.stderr}`);
	}
}

/**
 * Registers the hooks of a test file whose builds work on copies of the production build:
 * `cleanUp` (which takes out whatever the checks place in the project) runs before, after, and
 * on an interrupt, so a killed run leaves nothing behind.
 */
export function onProductionBuildCopies(cleanUp: () => void) {
	for (const signal of ['SIGINT', 'SIGTERM'] as const) {
		process.once(signal, () => {
			cleanUp();
			restoreBuild();
			process.exit(130);
		});
	}
	before(() => {
		cleanUp();
		assert.ok(fs.existsSync(path.join(root, 'public/index.html')), 'these checks run on the cache of a finished production build (npm test makes it first)');
		for (const { live, kept } of KEPT) {
			fs.rmSync(kept, { recursive: true, force: true });
			fs.mkdirSync(path.dirname(kept), { recursive: true });
			fs.renameSync(live, kept);
		}
		copyBuild();
	});
	after(() => {
		cleanUp();
		restoreBuild();
	});
}

/** `gatsby build` in the project with the production build's settings; output with Gatsby's line wrapping undone. */
export function build(): { code: number | null; output: string } {
	const result = spawnSync(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build'], {
		cwd: root,
		encoding: 'utf8',
		env: { ...process.env, CI: 'true', E2E_FIXTURES: '1' },
		timeout: 300_000,
	});
	const output = `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replace(/\n(?=\S)/g, ' ');
	return { code: result.status, output };
}

/** Builds with `file` holding `text`; afterwards the file is as it was (or gone again, if it was new). */
export function buildWithText(file: string, text: string) {
	const original = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
	fs.writeFileSync(file, text);
	try {
		return build();
	} finally {
		if (original === null) fs.rmSync(file, { force: true });
		else fs.writeFileSync(file, original);
	}
}

/** Files whose content differs between two snapshots, added and removed ones included. */
export const changedFiles = (before: Map<string, string>, after: Map<string, string>) => [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();

/** Content hash of every file under `dir`, by path relative to it. */
export function snapshot(dir: string): Map<string, string> {
	const files = new Map<string, string>();
	for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile()) continue;
		const file = path.join(entry.parentPath, entry.name);
		files.set(path.relative(dir, file).split(path.sep).join('/'), createHash('sha1').update(fs.readFileSync(file)).digest('hex'));
	}
	return files;
}
