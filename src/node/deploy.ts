/**
 * Atomic, incremental and reversible releases of the built site into a folder nginx serves
 * (scripts/deploy.ts is the command; the README's "Deploying" section explains the layout).
 *
 *   DIR/objects/ab/cdef…      one copy of every file content ever deployed (sha256-named)
 *   DIR/releases/<id>/        a release: the public/ tree, each file a hard link into objects/
 *   DIR/current               symlink to releases/<id>: what nginx serves (replaced by rename)
 *   DIR/retained              symlink to a tree of the hashed assets and page data of the
 *                             releases that stopped being current within the grace period, so a
 *                             tab opened on an older release keeps loading its chunks
 *   DIR/history.json          the releases in the order they went live, for --rollback
 *
 * A release is staged under a temporary name and renamed into place when complete; the live
 * site changes only by renaming a symlink over `current` (and `retained`). A deploy killed at any
 * moment therefore leaves the previous release serving, whole, and the next deploy removes the
 * leftovers. An unchanged file is never copied again: it is a new link to the object it already is.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HASHED_ASSET_PATTERNS } from './securityHeaders';

export interface DeployOptions {
	/** The built site (public/). */
	from: string;
	/** The deploy folder. */
	to: string;
	/** Release id; by default the time and a digest of the content. */
	id?: string;
	/** How long a replaced release's assets stay reachable, in seconds. */
	graceSeconds: number;
	/** Releases to keep besides the current one and those in the grace period; none pruned when undefined. */
	keep?: number;
	dryRun?: boolean;
	/** The clock, for tests. */
	now?: () => number;
	/** Called between steps, for tests that interrupt a deploy at each of them. */
	step?: (name: string) => void;
}

export interface DeployReport {
	id: string;
	files: number;
	bytes: number;
	transferredFiles: number;
	transferredBytes: number;
	reusedFiles: number;
	/** The files whose content no earlier release had (paths in the release). */
	transferred: string[];
	previous: string | null;
	pruned: string[];
	switchMs: number;
	dryRun: boolean;
}

interface ReleaseMeta {
	id: string;
	created: number;
	/** When the release stopped being current (its assets are retained for the grace period from then). */
	retired?: number;
}

export class DeployError extends Error {}

const RELEASES = 'releases';
const OBJECTS = 'objects';
const RETAINED_TREES = 'retained.d';
const META = '.release.json';
const HASHED = new RegExp(HASHED_ASSET_PATTERNS.join('|'));

/** Files a tab opened on an older release may still ask for: hashed scripts and styles, /static, page data and search index parts. */
export function isRetainable(relative: string): boolean {
	const url = `/${relative.split(path.sep).join('/')}`;
	return HASHED.test(url) || url.startsWith('/page-data/') || url.startsWith('/search-index/');
}

function walk(dir: string, base = dir): string[] {
	const out: string[] = [];
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) out.push(...walk(full, base));
		else if (entry.isFile()) out.push(path.relative(base, full));
	}
	return out.sort();
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const objectPath = (to: string, hash: string) => path.join(to, OBJECTS, hash.slice(0, 2), hash.slice(2));

function readJson<T>(file: string, fallback: T): T {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
	} catch {
		return fallback;
	}
}

/** Writes a file whole, then renames it into place. */
function writeAtomic(file: string, text: string) {
	const tmp = `${file}.tmp-${process.pid}`;
	fs.writeFileSync(tmp, text);
	fs.renameSync(tmp, file);
}

/** Points `link` at `target` by renaming a new symlink over it: readers see the old or the new target, never neither. */
function swapSymlink(link: string, target: string) {
	const tmp = path.join(path.dirname(link), `.${path.basename(link)}-${process.pid}`);
	fs.rmSync(tmp, { force: true });
	fs.symlinkSync(target, tmp);
	fs.renameSync(tmp, link);
}

/** The release `current` points at, or null. */
export function currentRelease(to: string): string | null {
	try {
		return path.basename(fs.readlinkSync(path.join(to, 'current')));
	} catch {
		return null;
	}
}

function releases(to: string): ReleaseMeta[] {
	const dir = path.join(to, RELEASES);
	if (!fs.existsSync(dir)) return [];
	return fs
		.readdirSync(dir)
		.filter((name) => !name.startsWith('.'))
		.map((name) => readJson<ReleaseMeta>(path.join(dir, name, META), { id: name, created: 0 }))
		.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
}

function setMeta(to: string, meta: ReleaseMeta) {
	writeAtomic(path.join(to, RELEASES, meta.id, META), JSON.stringify(meta));
}

/** Removes what an interrupted deploy left: staging folders, temporary objects, symlinks and trees no link points to. */
export function recover(to: string): string[] {
	const removed: string[] = [];
	const rm = (p: string) => {
		fs.rmSync(p, { recursive: true, force: true });
		removed.push(path.relative(to, p));
	};
	const releasesDir = path.join(to, RELEASES);
	if (fs.existsSync(releasesDir)) for (const name of fs.readdirSync(releasesDir)) if (name.startsWith('.staging-')) rm(path.join(releasesDir, name));
	for (const name of fs.existsSync(to) ? fs.readdirSync(to) : []) if (/^\.(current|retained)-\d+$/.test(name) || /\.tmp-\d+$/.test(name)) rm(path.join(to, name));
	const objects = path.join(to, OBJECTS);
	if (fs.existsSync(objects)) for (const shard of fs.readdirSync(objects)) for (const name of fs.readdirSync(path.join(objects, shard))) if (name.includes('.tmp-')) rm(path.join(objects, shard, name));
	const trees = path.join(to, RETAINED_TREES);
	let live: string | null = null;
	try {
		live = path.basename(fs.readlinkSync(path.join(to, 'retained')));
	} catch {
		/* no retained tree yet */
	}
	if (fs.existsSync(trees)) {
		// Keep the live tree and the one it replaced; anything else is a leftover.
		const others = fs.readdirSync(trees).filter((name) => name !== live).sort((x, y) => Number(x.split('-')[0]) - Number(y.split('-')[0]) || x.localeCompare(y));
		for (const name of others.slice(0, -1)) rm(path.join(trees, name));
	}
	return removed;
}

/** Refuses a deploy folder whose parts sit on different filesystems: hard links and renames cannot cross them. */
function checkOneFilesystem(to: string) {
	const device = fs.statSync(to).dev;
	for (const part of [RELEASES, OBJECTS, RETAINED_TREES]) {
		const p = path.join(to, part);
		if (fs.existsSync(p) && fs.statSync(p).dev !== device) throw new DeployError(`deploy: ${p} is on another filesystem than ${to}; releases, objects and retained trees must share one (hard links and atomic renames cannot cross filesystems)`);
	}
}

/**
 * Rebuilds the retained tree from the releases that stopped being current within the grace
 * period (newest last, so its page data wins), then swaps the `retained` symlink to it.
 */
function refreshRetained(to: string, live: string, now: number, graceSeconds: number) {
	const inGrace = releases(to).filter((r) => r.id !== live && r.retired !== undefined && now - r.retired <= graceSeconds * 1000);
	const trees = path.join(to, RETAINED_TREES);
	fs.mkdirSync(trees, { recursive: true });
	const name = `${now}-${process.pid}`;
	const tree = path.join(trees, name);
	fs.mkdirSync(tree);
	for (const release of inGrace.sort((a, b) => (a.retired ?? 0) - (b.retired ?? 0))) {
		const dir = path.join(to, RELEASES, release.id);
		for (const file of walk(dir)) {
			if (file === META || !isRetainable(file)) continue;
			const target = path.join(tree, file);
			fs.mkdirSync(path.dirname(target), { recursive: true });
			fs.rmSync(target, { force: true });
			fs.linkSync(path.join(dir, file), target);
		}
	}
	swapSymlink(path.join(to, 'retained'), path.join(RETAINED_TREES, name));
	// The tree just replaced stays one more switch: a request nginx resolved a moment ago still finds its file.
	const older = fs.readdirSync(trees).filter((old) => old !== name).sort((x, y) => Number(x.split('-')[0]) - Number(y.split('-')[0]) || x.localeCompare(y));
	for (const old of older.slice(0, -1)) fs.rmSync(path.join(trees, old), { recursive: true, force: true });
}

function readHistory(to: string): string[] {
	return readJson<string[]>(path.join(to, 'history.json'), []);
}

/** Makes `id` the live release: the outgoing one is retired (its assets retained), then `current` is swapped. */
function switchTo(to: string, id: string, now: number, graceSeconds: number, step: (name: string) => void): { previous: string | null; ms: number } {
	const previous = currentRelease(to);
	if (previous && previous !== id && fs.existsSync(path.join(to, RELEASES, previous))) {
		setMeta(to, { ...readJson<ReleaseMeta>(path.join(to, RELEASES, previous, META), { id: previous, created: 0 }), retired: now });
	}
	// The incoming release is live from now on: not retired, not retained.
	setMeta(to, { ...readJson<ReleaseMeta>(path.join(to, RELEASES, id, META), { id, created: now }), retired: undefined });
	step('before-retained');
	// Retained first, so the outgoing release's assets are reachable the moment it stops being current.
	refreshRetained(to, id, now, graceSeconds);
	step('before-current');
	const started = process.hrtime.bigint();
	swapSymlink(path.join(to, 'current'), path.join(RELEASES, id));
	const ms = Number(process.hrtime.bigint() - started) / 1e6;
	step('after-switch');
	writeAtomic(path.join(to, 'history.json'), JSON.stringify([...readHistory(to), id]));
	return { previous, ms };
}

/** Removes releases beyond the newest `keep` (never the current one or one in its grace period), then objects no release uses. */
function prune(to: string, keep: number, now: number, graceSeconds: number): string[] {
	const current = currentRelease(to);
	const all = releases(to);
	const protectedIds = new Set(all.filter((r) => r.id === current || (r.retired !== undefined && now - r.retired <= graceSeconds * 1000)).map((r) => r.id));
	const newest = new Set(all.slice(-keep).map((r) => r.id));
	const removed = all.filter((r) => !protectedIds.has(r.id) && !newest.has(r.id)).map((r) => r.id);
	for (const id of removed) fs.rmSync(path.join(to, RELEASES, id), { recursive: true, force: true });
	// An object whose only link is the store's own is used by no release and no retained tree.
	const objects = path.join(to, OBJECTS);
	if (removed.length > 0 && fs.existsSync(objects)) {
		for (const shard of fs.readdirSync(objects)) {
			for (const name of fs.readdirSync(path.join(objects, shard))) {
				const file = path.join(objects, shard, name);
				if (fs.statSync(file).nlink === 1) fs.rmSync(file);
			}
		}
	}
	return removed;
}

/** Deploys `from` as a new release of `to` and makes it live. Throws DeployError (one line) on bad input; nothing is switched then. */
export function deploy(options: DeployOptions): DeployReport {
	const now = options.now ?? Date.now;
	const step = options.step ?? (() => undefined);
	const from = path.resolve(options.from);
	const to = path.resolve(options.to);
	if (!fs.existsSync(from) || !fs.statSync(from).isDirectory()) throw new DeployError(`deploy: ${options.from} does not exist; build the site first (npm run build)`);
	const files = walk(from);
	if (files.length === 0) throw new DeployError(`deploy: ${options.from} is empty; build the site first (npm run build)`);
	if (!files.includes('404.html')) throw new DeployError(`deploy: ${options.from} has no 404.html, so it is not a complete build; run npm run build again`);
	fs.mkdirSync(to, { recursive: true });
	checkOneFilesystem(to);

	// Hash every file once; the release id defaults to the time and a digest of the whole tree.
	const hashes = new Map(files.map((file) => [file, sha256(path.join(from, file))]));
	const digest = createHash('sha256').update(files.map((f) => `${f}\0${hashes.get(f)}`).join('\n')).digest('hex').slice(0, 8);
	const stamp = new Date(now()).toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
	const id = options.id ?? `${stamp}-${digest}`;
	if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id)) throw new DeployError(`deploy: release id "${id}" may use only letters, digits, dot, dash and underscore`);
	if (fs.existsSync(path.join(to, RELEASES, id))) throw new DeployError(`deploy: release ${id} already exists in ${path.join(to, RELEASES)}; pass another --id`);

	const report: DeployReport = { id, files: files.length, bytes: 0, transferredFiles: 0, transferredBytes: 0, reusedFiles: 0, transferred: [], previous: currentRelease(to), pruned: [], switchMs: 0, dryRun: Boolean(options.dryRun) };
	for (const file of files) {
		const size = fs.statSync(path.join(from, file)).size;
		report.bytes += size;
		if (fs.existsSync(objectPath(to, hashes.get(file)!))) report.reusedFiles += 1;
		else {
			report.transferredFiles += 1;
			report.transferredBytes += size;
			report.transferred.push(file);
		}
	}
	if (options.dryRun) return report;

	recover(to);
	step('recovered');
	const staging = path.join(to, RELEASES, `.staging-${id}-${process.pid}`);
	fs.mkdirSync(staging, { recursive: true });
	const written = new Set<string>();
	let count = 0;
	for (const file of files) {
		const hash = hashes.get(file)!;
		const object = objectPath(to, hash);
		if (!fs.existsSync(object) && !written.has(hash)) {
			fs.mkdirSync(path.dirname(object), { recursive: true });
			const tmp = `${object}.tmp-${process.pid}`;
			fs.copyFileSync(path.join(from, file), tmp);
			fs.renameSync(tmp, object);
			written.add(hash);
		}
		const target = path.join(staging, file);
		fs.mkdirSync(path.dirname(target), { recursive: true });
		fs.linkSync(object, target);
		count += 1;
		if (count === Math.ceil(files.length / 2)) step('half-staged');
	}
	fs.writeFileSync(path.join(staging, META), JSON.stringify({ id, created: now() } satisfies ReleaseMeta));
	step('staged');
	fs.renameSync(staging, path.join(to, RELEASES, id));
	step('before-switch');
	const switched = switchTo(to, id, now(), options.graceSeconds, step);
	report.switchMs = switched.ms;
	if (options.keep !== undefined) report.pruned = prune(to, options.keep, now(), options.graceSeconds);
	return report;
}

/** Makes the release that was live before the current one live again. */
export function rollback(options: { to: string; graceSeconds: number; now?: () => number }): { from: string; to: string; ms: number } {
	const to = path.resolve(options.to);
	const current = currentRelease(to);
	if (!current) throw new DeployError(`deploy: ${options.to} has no current release to roll back from`);
	const history = readHistory(to).filter((id) => fs.existsSync(path.join(to, RELEASES, id)));
	// The newest release before the current one's last activation.
	const last = history.lastIndexOf(current);
	const previous = history.slice(0, last === -1 ? history.length : last).reverse().find((id) => id !== current);
	if (!previous) throw new DeployError(`deploy: no earlier release of ${options.to} is left to roll back to`);
	const now = (options.now ?? Date.now)();
	const started = process.hrtime.bigint();
	switchTo(to, previous, now, options.graceSeconds, () => undefined);
	return { from: current, to: previous, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}
