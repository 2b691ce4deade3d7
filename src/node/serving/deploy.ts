/**
 * Atomic, incremental and reversible releases of the built site into a folder nginx serves
 * (scripts/deploy.ts is the command; docs/deploying.md explains the layout).
 *
 *   DIR/objects/ab/cdef…      one copy of every file content ever deployed (sha256-named)
 *   DIR/releases/<id>/        a release: the public/ tree, each file a hard link into objects/
 *   DIR/current               symlink to releases/<id>: what nginx serves (replaced by rename)
 *   DIR/retained              symlink to a tree of the hashed assets and page data of the
 *                             releases that stopped being current within the grace period, so a
 *                             tab opened on an older release keeps loading its chunks
 *   DIR/retained.json         when each path of that tree expires (the tree is updated in place)
 *   DIR/history.json          the releases in the order they went live, for --rollback
 *   DIR/.lock                 held by the one deploy, rollback or prune running (pid and start)
 *
 * One deploy at a time: every command that writes takes DIR/.lock (created with O_EXCL, holding
 * the owner's pid and process start time). A lock whose owner is provably dead (no such process,
 * or the pid now belongs to a process that started later) is taken over; a live one makes the
 * next deploy wait up to --wait or stop with one line.
 *
 * A release is staged under a temporary name, checked file by file against the build (every path,
 * size and sha256), and only then renamed into place; the live site changes only by renaming a
 * symlink over `current`. A deploy killed at any moment therefore leaves the previous release
 * serving, whole, and the next deploy removes the leftovers. A deploy that fails (a full disk, a
 * corrupted object) removes what it made before stopping. An unchanged file is never copied
 * again: it is a new link to the object it already is.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HASHED_ASSET_PATTERNS } from './securityHeaders';

/** The file operations that write data: tests replace them to inject faults (a full disk). */
export interface DeployIo {
	copyFile: (from: string, to: string) => void;
	link: (existing: string, target: string) => void;
}

const realIo: DeployIo = { copyFile: (a, b) => fs.copyFileSync(a, b), link: (a, b) => fs.linkSync(a, b) };

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
	/** How long to wait for another deploy's lock, in seconds (0: stop at once). */
	waitSeconds?: number;
	/** The clock, for tests. */
	now?: () => number;
	/** Called between steps, for tests that interrupt a deploy at each of them (`staging` is set once it exists). */
	step?: (name: string, context: { staging?: string }) => void;
	/** File writes, for tests that inject faults. */
	io?: DeployIo;
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
	/** The switch: retained tree updated, `current` renamed, history written (ms). */
	switchMs: number;
	/** Files linked into (or removed from) the retained tree by this switch. */
	retainedChanges: number;
	dryRun: boolean;
}

interface ReleaseMeta {
	id: string;
	created: number;
	/** When the release stopped being current (its assets are retained for the grace period from then). */
	retired?: number;
}

interface LockInfo {
	pid: number;
	/** ISO time the lock was taken. */
	started: string;
	/** The owner's start time in clock ticks since boot (/proc/PID/stat), so a reused pid is not taken for the owner. */
	processStart?: string;
	what: string;
}

export class DeployError extends Error {}

const RELEASES = 'releases';
const OBJECTS = 'objects';
const RETAINED_TREES = 'retained.d';
const RETAINED_MANIFEST = 'retained.json';
const LOCK = '.lock';
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
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A process's start time in clock ticks since boot (Linux), or undefined where /proc cannot say. */
function processStart(pid: number): string | undefined {
	try {
		// Field 22; the command name (field 2) may hold spaces, so count from the closing parenthesis.
		const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
		return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
	} catch {
		return undefined;
	}
}

/** Whether the process that wrote a lock or a temporary name can still be running. */
function isAlive(pid: number, started?: string): boolean {
	try {
		process.kill(pid, 0);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
	}
	// The pid exists: it is the owner unless /proc shows a process that started at another time.
	const now = processStart(pid);
	return started === undefined || now === undefined || now === started;
}

function readLock(file: string): LockInfo | null | 'unreadable' {
	let text: string;
	try {
		text = fs.readFileSync(file, 'utf8');
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
		throw error;
	}
	try {
		const info = JSON.parse(text) as LockInfo;
		return Number.isInteger(info.pid) ? info : 'unreadable';
	} catch {
		return 'unreadable';
	}
}

/** Creates `file` holding this process's lock info, or returns false when it exists. */
function createExclusive(file: string, info: LockInfo): boolean {
	let fd: number;
	try {
		fd = fs.openSync(file, 'wx');
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
		throw error;
	}
	try {
		fs.writeSync(fd, JSON.stringify(info));
		fs.fsyncSync(fd);
	} finally {
		fs.closeSync(fd);
	}
	return true;
}

/**
 * Removes a lock whose owner is dead. Stale locks are taken over under a second, short-lived
 * lock, so two deploys that both found the same dead owner cannot both remove a lock (the second
 * would remove the first one's fresh lock). Returns true when the lock was removed.
 */
function removeDeadLock(file: string, dead: LockInfo | 'unreadable', me: LockInfo): boolean {
	const guard = `${file}.takeover`;
	if (!createExclusive(guard, me)) {
		const holder = readLock(guard);
		// A stealer killed inside these few lines leaves the guard: remove it once its owner is gone.
		if (holder !== null && (holder === 'unreadable' || !isAlive(holder.pid, holder.processStart))) fs.rmSync(guard, { force: true });
		return false;
	}
	try {
		const again = readLock(file);
		const same = again !== null && (again === 'unreadable' ? dead === 'unreadable' : dead !== 'unreadable' && again.pid === dead.pid && again.started === dead.started);
		if (!same) return false;
		fs.rmSync(file, { force: true });
		return true;
	} finally {
		fs.rmSync(guard, { force: true });
	}
}

/**
 * Takes DIR/.lock for one deploy, rollback or prune, waiting up to `waitSeconds` for a live owner.
 * Returns the function that releases it. Throws DeployError naming the owner when it cannot.
 */
export function acquireLock(to: string, what: string, waitSeconds = 0): () => void {
	const file = path.join(to, LOCK);
	const me: LockInfo = { pid: process.pid, started: new Date().toISOString(), processStart: processStart(process.pid), what };
	const deadline = Date.now() + waitSeconds * 1000;
	let unreadableSince = 0;
	for (;;) {
		if (createExclusive(file, me)) {
			return () => {
				const info = readLock(file);
				if (info !== null && info !== 'unreadable' && info.pid === me.pid && info.started === me.started) fs.rmSync(file, { force: true });
			};
		}
		const holder = readLock(file);
		if (holder === null) continue;
		if (holder === 'unreadable') {
			// Between a holder's open and its write the file is empty for a moment; empty for a second means its writer died.
			unreadableSince ||= Date.now();
			if (Date.now() - unreadableSince > 1000 && removeDeadLock(file, 'unreadable', me)) continue;
		} else if (!isAlive(holder.pid, holder.processStart)) {
			if (removeDeadLock(file, holder, me)) continue;
		} else if (Date.now() >= deadline) {
			const waited = waitSeconds > 0 ? `waited ${waitSeconds} s; ` : '';
			throw new DeployError(`deploy: ${waited}another deploy (pid ${holder.pid}, started ${holder.started}${holder.what ? `, ${holder.what}` : ''}) holds ${file}`);
		}
		sleepSync(50);
	}
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

/** The pid a temporary name was made by (`.staging-ID-PID`, `.current-PID`, `NAME.tmp-PID`), or null. */
function tempOwner(name: string): number | null {
	const match = /(?:^\.staging-.+-|^\.(?:current|retained)-|\.tmp-)(\d+)$/.exec(name);
	return match ? Number(match[1]) : null;
}

/**
 * Removes what a dead deploy left: staging folders, temporary objects and symlinks, and retained
 * trees no link points to. Called with the lock held, so no other deploy is running; a name whose
 * process is still alive (and is not this one) is left alone all the same.
 */
export function recover(to: string): string[] {
	const removed: string[] = [];
	const leftBehind = (name: string) => {
		const pid = tempOwner(name);
		return pid !== null && (pid === process.pid || !isAlive(pid));
	};
	const rm = (p: string) => {
		fs.rmSync(p, { recursive: true, force: true });
		removed.push(path.relative(to, p));
	};
	const releasesDir = path.join(to, RELEASES);
	if (fs.existsSync(releasesDir)) for (const name of fs.readdirSync(releasesDir)) if (name.startsWith('.staging-') && leftBehind(name)) rm(path.join(releasesDir, name));
	for (const name of fs.existsSync(to) ? fs.readdirSync(to) : []) if (leftBehind(name)) rm(path.join(to, name));
	const objects = path.join(to, OBJECTS);
	if (fs.existsSync(objects)) for (const shard of fs.readdirSync(objects)) for (const name of fs.readdirSync(path.join(objects, shard))) if (leftBehind(name)) rm(path.join(objects, shard, name));
	const trees = path.join(to, RETAINED_TREES);
	const live = liveRetainedTree(to);
	if (fs.existsSync(trees)) {
		// Keep the live tree and the one it replaced; anything else is a leftover.
		const others = fs.readdirSync(trees).filter((name) => name !== live).sort(byTreeAge);
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

const byTreeAge = (x: string, y: string) => Number(x.split('-')[0]) - Number(y.split('-')[0]) || x.localeCompare(y);

function liveRetainedTree(to: string): string | null {
	try {
		return path.basename(fs.readlinkSync(path.join(to, 'retained')));
	} catch {
		return null;
	}
}

/** retained.json: for each path of the live retained tree, when it stops being retained (ms); `dirty` while a switch edits the tree. */
interface RetainedManifest {
	tree: string;
	dirty?: boolean;
	expires: Record<string, number>;
}

/** Links `source` at `target` in a live tree: a new link renamed over the old one, so a reader sees one file or the other. */
function linkOver(source: string, target: string, io: DeployIo) {
	fs.mkdirSync(path.dirname(target), { recursive: true });
	const tmp = `${target}.tmp-${process.pid}`;
	fs.rmSync(tmp, { force: true });
	io.link(source, tmp);
	fs.renameSync(tmp, target);
}

/**
 * Builds a new retained tree from every release that stopped being current within the grace
 * period (newest last, so its page data wins), then swaps the `retained` symlink to it. Only for
 * a deploy folder without retained.json (made before it existed) or one a crash left dirty.
 */
function rebuildRetained(to: string, live: string, now: number, graceSeconds: number, io: DeployIo): number {
	const inGrace = releases(to).filter((r) => r.id !== live && r.retired !== undefined && now - r.retired <= graceSeconds * 1000);
	const trees = path.join(to, RETAINED_TREES);
	fs.mkdirSync(trees, { recursive: true });
	const name = `${now}-${process.pid}`;
	const tree = path.join(trees, name);
	fs.mkdirSync(tree);
	const expires: Record<string, number> = {};
	for (const release of inGrace.sort((a, b) => (a.retired ?? 0) - (b.retired ?? 0))) {
		const dir = path.join(to, RELEASES, release.id);
		for (const file of walk(dir)) {
			if (file === META || !isRetainable(file)) continue;
			linkOver(path.join(dir, file), path.join(tree, file), io);
			expires[file] = (release.retired ?? now) + graceSeconds * 1000;
		}
	}
	writeAtomic(path.join(to, RETAINED_MANIFEST), JSON.stringify({ tree: name, expires } satisfies RetainedManifest));
	swapSymlink(path.join(to, 'retained'), path.join(RETAINED_TREES, name));
	// The tree just replaced stays one more switch: a request nginx resolved a moment ago still finds its file.
	const older = fs.readdirSync(trees).filter((old) => old !== name).sort(byTreeAge);
	for (const old of older.slice(0, -1)) fs.rmSync(path.join(trees, old), { recursive: true, force: true });
	return Object.keys(expires).length;
}

/**
 * Retires `outgoing` into the live retained tree, in place: each of its retainable files is linked
 * in where the tree does not already hold that very file (a one-page edit changes a handful), its
 * expiry moves to now + grace, and paths whose grace has run out are removed. Returns how many
 * files were linked or removed. Readers see each path's old or new file, never none.
 */
function retire(to: string, outgoing: string | null, live: string, now: number, graceSeconds: number, io: DeployIo): number {
	const manifestFile = path.join(to, RETAINED_MANIFEST);
	const manifest = readJson<RetainedManifest | null>(manifestFile, null);
	const treeName = liveRetainedTree(to);
	if (!manifest || manifest.dirty || manifest.tree !== treeName || !treeName) return rebuildRetained(to, live, now, graceSeconds, io);
	const tree = path.join(to, RETAINED_TREES, treeName);
	// Marked dirty first: a crash in the middle makes the next switch rebuild the tree from the releases.
	writeAtomic(manifestFile, JSON.stringify({ ...manifest, dirty: true }));
	let changes = 0;
	const expires = { ...manifest.expires };
	const until = now + graceSeconds * 1000;
	if (outgoing && outgoing !== live) {
		const dir = path.join(to, RELEASES, outgoing);
		for (const file of walk(dir)) {
			if (file === META || !isRetainable(file)) continue;
			expires[file] = until;
			const source = path.join(dir, file);
			const target = path.join(tree, file);
			let same = false;
			try {
				same = fs.statSync(target).ino === fs.statSync(source).ino;
			} catch {
				/* not in the tree yet */
			}
			if (!same) {
				linkOver(source, target, io);
				changes += 1;
			}
		}
	}
	for (const [file, expiry] of Object.entries(expires)) {
		if (expiry >= now) continue;
		fs.rmSync(path.join(tree, file), { force: true });
		delete expires[file];
		changes += 1;
	}
	writeAtomic(manifestFile, JSON.stringify({ tree: treeName, expires } satisfies RetainedManifest));
	return changes;
}

function readHistory(to: string): string[] {
	return readJson<string[]>(path.join(to, 'history.json'), []);
}

/** Makes `id` the live release: the outgoing one is retired (its assets retained), then `current` is swapped. */
function switchTo(to: string, id: string, now: number, graceSeconds: number, step: (name: string) => void, io: DeployIo): { previous: string | null; ms: number; retainedChanges: number } {
	const started = process.hrtime.bigint();
	const previous = currentRelease(to);
	const outgoing = previous && previous !== id && fs.existsSync(path.join(to, RELEASES, previous)) ? previous : null;
	if (outgoing) setMeta(to, { ...readJson<ReleaseMeta>(path.join(to, RELEASES, outgoing, META), { id: outgoing, created: 0 }), retired: now });
	// The incoming release is live from now on: not retired, not retained.
	setMeta(to, { ...readJson<ReleaseMeta>(path.join(to, RELEASES, id, META), { id, created: now }), retired: undefined });
	step('before-retained');
	// Retained first, so the outgoing release's assets are reachable the moment it stops being current.
	const retainedChanges = retire(to, outgoing, id, now, graceSeconds, io);
	step('before-current');
	swapSymlink(path.join(to, 'current'), path.join(RELEASES, id));
	step('after-switch');
	writeAtomic(path.join(to, 'history.json'), JSON.stringify([...readHistory(to), id]));
	return { previous, ms: Number(process.hrtime.bigint() - started) / 1e6, retainedChanges };
}

/** Removes releases beyond the newest `keep` (never the current one or one in its grace period), then objects no release uses. */
function prune(to: string, keep: number, now: number, graceSeconds: number): string[] {
	const current = currentRelease(to);
	const all = releases(to);
	const protectedIds = new Set(all.filter((r) => r.id === current || (r.retired !== undefined && now - r.retired <= graceSeconds * 1000)).map((r) => r.id));
	const newest = new Set(all.slice(-keep).map((r) => r.id));
	const removed = all.filter((r) => !protectedIds.has(r.id) && !newest.has(r.id)).map((r) => r.id);
	for (const id of removed) fs.rmSync(path.join(to, RELEASES, id), { recursive: true, force: true });
	if (removed.length > 0) removeUnusedObjects(to);
	return removed;
}

/** Objects whose only link is the store's own: no release and no retained tree uses them. */
function removeUnusedObjects(to: string, only?: Iterable<string>) {
	const objects = path.join(to, OBJECTS);
	if (!fs.existsSync(objects)) return;
	const candidates = only ? [...only].map((hash) => objectPath(to, hash)) : fs.readdirSync(objects).flatMap((shard) => fs.readdirSync(path.join(objects, shard)).map((name) => path.join(objects, shard, name)));
	for (const file of candidates) {
		try {
			if (fs.statSync(file).nlink === 1) fs.rmSync(file);
		} catch {
			/* already gone */
		}
	}
}

/**
 * Checks a staged release against the build before it can go live: the same paths, and each file
 * the size and sha256 the build's has (each object read once). Returns the first problem, or null.
 */
export function verifyStaged(staging: string, expected: Map<string, { hash: string; size: number }>): string | null {
	const staged = new Set(walk(staging).filter((file) => file !== META));
	for (const file of expected.keys()) if (!staged.has(file)) return `${file} is missing from the staged release`;
	for (const file of staged) if (!expected.has(file)) return `${file} is in the staged release but not in the build`;
	const checked = new Map<number, string>();
	for (const [file, want] of expected) {
		const full = path.join(staging, file);
		const stat = fs.statSync(full);
		if (stat.size !== want.size) return `${file} has ${stat.size} bytes in the staged release, the build's has ${want.size}`;
		const hash = checked.get(stat.ino) ?? sha256(full);
		checked.set(stat.ino, hash);
		if (hash !== want.hash) return `${file} in the staged release is not the build's file (sha256 ${hash.slice(0, 12)}…, expected ${want.hash.slice(0, 12)}…)`;
	}
	return null;
}

function freeBytes(dir: string): number | null {
	try {
		const stats = fs.statfsSync(dir);
		return stats.bavail * stats.bsize;
	} catch {
		return null;
	}
}

/** Deploys `from` as a new release of `to` and makes it live. Throws DeployError (one line) on bad input or a failed step; nothing is switched then. */
export function deploy(options: DeployOptions): DeployReport {
	const now = options.now ?? Date.now;
	const step = options.step ?? (() => undefined);
	const io = options.io ?? realIo;
	const from = path.resolve(options.from);
	const to = path.resolve(options.to);
	if (!fs.existsSync(from) || !fs.statSync(from).isDirectory()) throw new DeployError(`deploy: ${options.from} does not exist; build the site first (npm run build)`);
	const files = walk(from);
	if (files.length === 0) throw new DeployError(`deploy: ${options.from} is empty; build the site first (npm run build)`);
	if (!files.includes('404.html')) throw new DeployError(`deploy: ${options.from} has no 404.html, so it is not a complete build; run npm run build again`);
	fs.mkdirSync(to, { recursive: true });
	checkOneFilesystem(to);

	// Hash every file once; the release id defaults to the time and a digest of the whole tree.
	const expected = new Map(files.map((file) => [file, { hash: sha256(path.join(from, file)), size: fs.statSync(path.join(from, file)).size }]));
	const digest = createHash('sha256').update(files.map((f) => `${f}\0${expected.get(f)!.hash}`).join('\n')).digest('hex').slice(0, 8);
	const stamp = new Date(now()).toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
	const id = options.id ?? `${stamp}-${digest}`;
	if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id)) throw new DeployError(`deploy: release id "${id}" may use only letters, digits, dot, dash and underscore`);

	const release = options.dryRun ? () => undefined : acquireLock(to, `deploy of release ${id}`, options.waitSeconds);
	try {
		if (fs.existsSync(path.join(to, RELEASES, id))) throw new DeployError(`deploy: release ${id} already exists in ${path.join(to, RELEASES)}; pass another --id`);
		const report: DeployReport = { id, files: files.length, bytes: 0, transferredFiles: 0, transferredBytes: 0, reusedFiles: 0, transferred: [], previous: currentRelease(to), pruned: [], switchMs: 0, retainedChanges: 0, dryRun: Boolean(options.dryRun) };
		const newObjects = new Map<string, number>();
		for (const file of files) {
			const { hash, size } = expected.get(file)!;
			report.bytes += size;
			if (fs.existsSync(objectPath(to, hash))) report.reusedFiles += 1;
			else {
				report.transferredFiles += 1;
				report.transferredBytes += size;
				report.transferred.push(file);
				newObjects.set(hash, size);
			}
		}
		if (options.dryRun) return report;

		recover(to);
		step('recovered', {});
		const staging = path.join(to, RELEASES, `.staging-${id}-${process.pid}`);
		const written = new Set<string>();
		let current = '';
		try {
			fs.mkdirSync(staging, { recursive: true });
			let count = 0;
			for (const file of files) {
				current = file;
				const hash = expected.get(file)!.hash;
				const object = objectPath(to, hash);
				if (!fs.existsSync(object) && !written.has(hash)) {
					fs.mkdirSync(path.dirname(object), { recursive: true });
					const tmp = `${object}.tmp-${process.pid}`;
					try {
						io.copyFile(path.join(from, file), tmp);
					} catch (error) {
						fs.rmSync(tmp, { force: true });
						throw error;
					}
					fs.renameSync(tmp, object);
					written.add(hash);
				}
				const target = path.join(staging, file);
				fs.mkdirSync(path.dirname(target), { recursive: true });
				io.link(object, target);
				count += 1;
				if (count === Math.ceil(files.length / 2)) step('half-staged', { staging });
			}
			current = META;
			fs.writeFileSync(path.join(staging, META), JSON.stringify({ id, created: now() } satisfies ReleaseMeta));
			step('staged', { staging });
			const problem = verifyStaged(staging, expected);
			if (problem) throw new DeployError(`deploy: ${problem}; nothing was switched${report.previous ? `, release ${report.previous} is still live` : ''}`);
			current = '';
			fs.renameSync(staging, path.join(to, RELEASES, id));
		} catch (error) {
			// What this deploy made goes: the staging folder, then the objects only it linked.
			fs.rmSync(staging, { recursive: true, force: true });
			removeUnusedObjects(to, written);
			if ((error as NodeJS.ErrnoException).code === 'ENOSPC') {
				const free = freeBytes(to);
				const needed = [...newObjects.values()].reduce((sum, size) => sum + size, 0);
				throw new DeployError(`deploy: no space left in ${to} while ${current === META ? 'writing the release' : `staging ${current}`}: this release needs ${mb(needed)} of new files${free === null ? '' : ` and ${mb(free)} is free`}; nothing was switched${report.previous ? `, release ${report.previous} is still live` : ''}`);
			}
			throw error;
		}
		step('before-switch', {});
		try {
			const switched = switchTo(to, id, now(), options.graceSeconds, (name) => step(name, {}), io);
			report.switchMs = switched.ms;
			report.retainedChanges = switched.retainedChanges;
		} catch (error) {
			// Failed before `current` moved (the last step that can fail is the retained tree): the release stays, unswitched.
			if ((error as NodeJS.ErrnoException).code === 'ENOSPC' && currentRelease(to) !== id) {
				throw new DeployError(`deploy: no space left in ${to} while updating the retained tree; release ${id} is staged but not live${report.previous ? `, release ${report.previous} is still live` : ''}`);
			}
			throw error;
		}
		if (options.keep !== undefined) report.pruned = prune(to, options.keep, now(), options.graceSeconds);
		return report;
	} finally {
		release();
	}
}

/** Makes the release that was live before the current one live again. */
export function rollback(options: { to: string; graceSeconds: number; now?: () => number; waitSeconds?: number }): { from: string; to: string; ms: number } {
	const to = path.resolve(options.to);
	const current = currentRelease(to);
	if (!current) throw new DeployError(`deploy: ${options.to} has no current release to roll back from`);
	const release = acquireLock(to, 'rollback', options.waitSeconds);
	try {
		const live = currentRelease(to)!;
		const history = readHistory(to).filter((id) => fs.existsSync(path.join(to, RELEASES, id)));
		// The newest release before the current one's last activation.
		const last = history.lastIndexOf(live);
		const previous = history.slice(0, last === -1 ? history.length : last).reverse().find((id) => id !== live);
		if (!previous) throw new DeployError(`deploy: no earlier release of ${options.to} is left to roll back to`);
		const now = (options.now ?? Date.now)();
		recover(to);
		const switched = switchTo(to, previous, now, options.graceSeconds, () => undefined, realIo);
		return { from: live, to: previous, ms: switched.ms };
	} finally {
		release();
	}
}

/** Removes releases beyond the newest `keep` (see prune), under the lock. */
export function pruneReleases(options: { to: string; keep: number; graceSeconds: number; now?: () => number; waitSeconds?: number }): string[] {
	const to = path.resolve(options.to);
	if (!fs.existsSync(path.join(to, RELEASES))) throw new DeployError(`deploy: ${options.to} has no releases to prune`);
	const release = acquireLock(to, 'prune', options.waitSeconds);
	try {
		recover(to);
		return prune(to, options.keep, (options.now ?? Date.now)(), options.graceSeconds);
	} finally {
		release();
	}
}
