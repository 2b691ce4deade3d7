/**
 * npm run deploy on a small built-site fixture: incremental transfer, the atomic switch, rollback,
 * the grace period and pruning, bad input, and deploys killed with SIGKILL at every step (in a
 * child process, as a crash would). The same code under load, behind nginx, is releases-nginx.test.ts.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { acquireLock, currentRelease, deploy, DeployError, type DeployIo, isRetainable, rollback } from '../../src/node/serving';

const repo = path.resolve(__dirname, '../..');

/** A small build: pages, page data, hashed chunks, /static. */
function site(dir: string, version: string, extra: Record<string, string> = {}): string {
	const files: Record<string, string> = {
		'404.html': '<h1>Not found</h1>',
		'index.html': `<h1>Home</h1><script src="/app-0123456789.js"></script>`,
		'docs/theme/index.html': `<h1>Theme ${version}</h1><script src="/component---doc-aaaaaaaaaa.js"></script>`,
		'page-data/docs/theme/page-data.json': JSON.stringify({ version }),
		'page-data/app-data.json': JSON.stringify({ webpackCompilationHash: version }),
		'app-0123456789.js': 'console.log("app")',
		'component---doc-aaaaaaaaaa.js': 'console.log("doc")',
		'static/logo-1111111111.svg': '<svg/>',
		...extra,
	};
	for (const [file, text] of Object.entries(files)) {
		fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
		fs.writeFileSync(path.join(dir, file), text);
	}
	return dir;
}

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'es-deploy-'));
const served = (to: string, file: string) => fs.readFileSync(path.join(to, 'current', file), 'utf8');
const retained = (to: string, file: string) => fs.existsSync(path.join(to, 'retained', file));
const HOUR = 3600;

/** scripts/deploy.ts in a child process; with killAt, SIGKILLed at that step. */
function cli(args: string[], killAt?: string, env: Record<string, string> = {}) {
	return spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/deploy.ts'), ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, DEPLOY_TEST_KILL_AT: killAt ?? '', ...env } });
}

/** The same, running beside the test: resolves with the exit code and output. */
function cliAsync(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		const child = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/deploy.ts'), ...args], { cwd: repo, env: { ...process.env, ...env } });
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (c: Buffer) => (stdout += c));
		child.stderr.on('data', (c: Buffer) => (stderr += c));
		child.on('exit', (code) => resolve({ code, stdout, stderr }));
	});
}

/** Every file of `source` is served by `current` with the same bytes, and `current` holds nothing else. */
function assertWhole(to: string, source: string, label = '') {
	const want = (fs.readdirSync(source, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(source, f)).isFile()).sort();
	const live = path.join(to, 'current');
	const have = (fs.readdirSync(live, { recursive: true }) as string[]).filter((f) => f !== '.release.json' && fs.statSync(path.join(live, f)).isFile()).sort();
	assert.deepEqual(have, want, `${label}: the live release has exactly the build's files`);
	for (const file of want) assert.ok(fs.readFileSync(path.join(live, file)).equals(fs.readFileSync(path.join(source, file))), `${label}: ${file}`);
}

const LOCK_LINE = /^deploy: (waited [\d.]+ s; )?another deploy \(pid \d+, started \d{4}-\d\d-\d\dT[\d:.]+Z, [^)]+\) holds \S+\/\.lock$/;

async function waitFor(condition: () => boolean, ms = 15_000) {
	const until = Date.now() + ms;
	while (!condition()) {
		if (Date.now() > until) throw new Error('timed out');
		await new Promise((r) => setTimeout(r, 20));
	}
}

/** A file count and the objects of a deploy folder. */
const objectCount = (to: string) => (fs.existsSync(path.join(to, 'objects')) ? (fs.readdirSync(path.join(to, 'objects'), { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(to, 'objects', f)).isFile()).length : 0);
const leftovers = (to: string) => [
	...fs.readdirSync(to).filter((n) => n.startsWith('.')),
	...(fs.existsSync(path.join(to, 'releases')) ? fs.readdirSync(path.join(to, 'releases')).filter((n) => n.startsWith('.')) : []),
	...(fs.existsSync(path.join(to, 'objects')) ? (fs.readdirSync(path.join(to, 'objects'), { recursive: true }) as string[]).filter((n) => n.includes('.tmp-')) : []),
];

describe('deploy: releases', () => {
	it('copies only what changed since the last release, links the rest, and switches atomically', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		const a = deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
		assert.equal(a.transferredFiles, a.files);
		assert.equal(currentRelease(to), 'a');
		const b = deploy({ from: site(path.join(dir, 'b'), 'B'), to, id: 'b', graceSeconds: HOUR });
		// A one-line edit of a document: its HTML and page data, and the build's app-data.
		assert.deepEqual(b.transferred.sort(), ['docs/theme/index.html', 'page-data/app-data.json', 'page-data/docs/theme/page-data.json']);
		assert.equal(b.reusedFiles, b.files - 3);
		assert.equal(fs.statSync(path.join(to, 'releases/b/app-0123456789.js')).ino, fs.statSync(path.join(to, 'releases/a/app-0123456789.js')).ino, 'an unchanged file is a link, not a copy');
		assert.equal(fs.lstatSync(path.join(to, 'current')).isSymbolicLink(), true);
		assert.match(served(to, 'docs/theme/index.html'), /Theme B/);
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('keeps the replaced release\'s hashed assets and page data reachable for the grace period, never its pages', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		let clock = 1_000_000;
		const now = () => clock;
		deploy({ from: site(path.join(dir, 'a'), 'A', { 'demo-2222222222.js': 'old demo' }), to, id: 'a', graceSeconds: HOUR, now });
		clock += 1000;
		deploy({ from: site(path.join(dir, 'b'), 'B'), to, id: 'b', graceSeconds: HOUR, now });
		assert.ok(retained(to, 'demo-2222222222.js'), 'a chunk only the old release has');
		assert.ok(retained(to, 'page-data/docs/theme/page-data.json'));
		assert.ok(!retained(to, 'docs/theme/index.html'), 'pages always come from the current release');
		assert.equal(isRetainable('docs/theme/index.html'), false);
		// After the grace period the next switch drops them, and --keep 1 may then prune release a.
		clock += (HOUR + 1) * 1000;
		const c = deploy({ from: site(path.join(dir, 'c'), 'C'), to, id: 'c', graceSeconds: HOUR, now, keep: 1 });
		assert.ok(!retained(to, 'demo-2222222222.js'));
		assert.deepEqual(c.pruned, ['a']);
		assert.ok(fs.existsSync(path.join(to, 'releases/b')), 'b left the current release just now: in its grace period, never pruned');
		// Objects only release a used (its old page data) are gone with it; b's and c's are all there.
		for (const release of ['b', 'c']) for (const file of ['docs/theme/index.html', 'page-data/docs/theme/page-data.json']) assert.ok(fs.existsSync(path.join(to, 'releases', release, file)));
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('rolls back to the previous release in one step, byte for byte, in under a second', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		const from = site(path.join(dir, 'a'), 'A');
		deploy({ from, to, id: 'a', graceSeconds: HOUR });
		deploy({ from: site(path.join(dir, 'b'), 'B'), to, id: 'b', graceSeconds: HOUR });
		const result = cli(['--to', to, '--rollback']);
		assert.equal(result.status, 0, result.stderr);
		assert.match(result.stdout, /rolled back from b to a in [\d.]+ ms/);
		const ms = Number(/in ([\d.]+) ms/.exec(result.stdout)![1]);
		assert.ok(ms < 1000, `${ms} ms`);
		assert.equal(currentRelease(to), 'a');
		for (const file of ['index.html', 'docs/theme/index.html', 'page-data/docs/theme/page-data.json', 'page-data/app-data.json']) {
			assert.ok(fs.readFileSync(path.join(to, 'current', file)).equals(fs.readFileSync(path.join(from, file))), file);
		}
		// b's assets are now the retained ones, for tabs opened on b.
		assert.ok(retained(to, 'page-data/app-data.json'));
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('--dry-run prints what would be transferred and changes nothing', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
		const result = cli(['--to', to, '--from', site(path.join(dir, 'b'), 'B'), '--id', 'b', '--dry-run']);
		assert.equal(result.status, 0, result.stderr);
		assert.match(result.stdout, /dry run, release b would have 8 files .*: 3 transferred .*, 5 reused/);
		assert.match(result.stdout, /\+ docs\/theme\/index\.html/);
		assert.equal(currentRelease(to), 'a');
		assert.ok(!fs.existsSync(path.join(to, 'releases/b')));
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('stops on bad input with a one-line error naming the problem, and switches nothing', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
		fs.mkdirSync(path.join(dir, 'empty'));
		const noNotFound = site(path.join(dir, 'partial'), 'P');
		fs.rmSync(path.join(noNotFound, '404.html'));
		const cases: [string[], RegExp][] = [
			[['--from', path.join(dir, 'missing')], /missing does not exist; build the site first/],
			[['--from', path.join(dir, 'empty')], /empty is empty; build the site first/],
			[['--from', noNotFound], /has no 404\.html, so it is not a complete build/],
			[['--from', site(path.join(dir, 'again'), 'A2'), '--id', 'a'], /release a already exists/],
			[['--from', site(path.join(dir, 'x'), 'X'), '--keep', '0'], /--keep must be a whole number/],
			[[], /--to DIR is required/],
		];
		for (const [args, message] of cases) {
			const result = cli(args[0] === undefined ? [] : ['--to', to, ...args]);
			assert.equal(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
			assert.match(result.stderr.trim(), message);
			assert.equal(result.stderr.trim().split('\n').length, 1, 'one line');
			assert.equal(currentRelease(to), 'a');
		}
		// A store on another filesystem (tmpfs here) cannot take hard links or renames from the releases.
		if (fs.existsSync('/dev/shm') && fs.statSync('/dev/shm').dev !== fs.statSync(dir).dev) {
			const other = path.join(dir, 'other');
			const shm = fs.mkdtempSync('/dev/shm/es-deploy-');
			fs.mkdirSync(other);
			fs.symlinkSync(shm, path.join(other, 'objects'));
			assert.throws(() => deploy({ from: site(path.join(dir, 'y'), 'Y'), to: other, id: 'y', graceSeconds: HOUR }), (error: Error) => error instanceof DeployError && /is on another filesystem/.test(error.message));
			assert.equal(currentRelease(other), null);
			fs.rmSync(shm, { recursive: true, force: true });
		}
		fs.rmSync(dir, { recursive: true, force: true });
	});

	for (const step of ['recovered', 'half-staged', 'staged', 'before-switch', 'before-retained', 'before-current', 'after-switch']) {
		it(`a deploy killed (SIGKILL) at "${step}" leaves a whole release serving, and the next deploy recovers`, () => {
			const dir = tmp();
			const to = path.join(dir, 'site');
			const a = site(path.join(dir, 'a'), 'A');
			deploy({ from: a, to, id: 'a', graceSeconds: HOUR });
			const b = site(path.join(dir, 'b'), 'B');
			const killed = cli(['--to', to, '--from', b, '--id', 'b'], step);
			assert.equal(killed.signal, 'SIGKILL');
			// Killed before the switch: release a, whole. After it: release b, whole (the switch is one rename).
			const live = currentRelease(to)!;
			assert.equal(live, step === 'after-switch' ? 'b' : 'a');
			const source = live === 'a' ? a : b;
			for (const file of fs.readdirSync(source, { recursive: true }) as string[]) {
				if (fs.statSync(path.join(source, file)).isFile()) assert.ok(fs.readFileSync(path.join(to, 'current', file)).equals(fs.readFileSync(path.join(source, file))), `${step}: ${file}`);
			}
			const next = cli(['--to', to, '--from', site(path.join(dir, 'c'), 'C'), '--id', 'c']);
			assert.equal(next.status, 0, next.stderr);
			assert.equal(currentRelease(to), 'c');
			assert.deepEqual(fs.readdirSync(path.join(to, 'releases')).filter((n) => n.startsWith('.')), [], 'no staging folder left');
			assert.deepEqual(fs.readdirSync(to).filter((n) => n.startsWith('.')), [], 'no temporary symlink left');
			fs.rmSync(dir, { recursive: true, force: true });
		});
	}
});

describe('deploy: one at a time per folder', () => {
	it('a second deploy started while one runs stops at once with one line naming the owner; the live release is whole', async () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
		const b = site(path.join(dir, 'b'), 'B');
		// The first deploy holds its lock for 2 s half-way through staging.
		const first = cliAsync(['--to', to, '--from', b, '--id', 'b'], { DEPLOY_TEST_PAUSE_AT: 'half-staged:2000' });
		await waitFor(() => fs.existsSync(path.join(to, '.lock')) && fs.readdirSync(path.join(to, 'releases')).some((n) => n.startsWith('.staging-')));
		const second = cli(['--to', to, '--from', site(path.join(dir, 'c'), 'C'), '--id', 'c']);
		assert.equal(second.status, 2, second.stderr);
		assert.equal(second.stderr.trim().split('\n').length, 1, 'one line');
		assert.match(second.stderr.trim(), LOCK_LINE);
		assert.match(second.stderr, /deploy of release b\) holds/);
		// A rollback and a prune wait their turn too.
		for (const args of [['--rollback'], ['--prune', '--keep', '1']]) {
			const other = cli(['--to', to, ...args]);
			assert.equal(other.status, 2, `${args.join(' ')}: ${other.stderr}`);
			assert.match(other.stderr.trim(), LOCK_LINE);
		}
		const done = await first;
		assert.equal(done.code, 0, done.stderr);
		assert.equal(currentRelease(to), 'b');
		assertWhole(to, b, 'b');
		assert.deepEqual(leftovers(to), [], 'the lock and the staging folder are gone');
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('with --wait, the second deploy waits for the first and then goes live, whole', async () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
		const b = site(path.join(dir, 'b'), 'B');
		const c = site(path.join(dir, 'c'), 'C', { 'extra-3333333333.js': 'only in c' });
		const first = cliAsync(['--to', to, '--from', b, '--id', 'b'], { DEPLOY_TEST_PAUSE_AT: 'half-staged:1500' });
		await waitFor(() => fs.existsSync(path.join(to, '.lock')));
		const second = cliAsync(['--to', to, '--from', c, '--id', 'c', '--wait', '30']);
		const [one, two] = await Promise.all([first, second]);
		assert.equal(one.code, 0, one.stderr);
		assert.equal(two.code, 0, two.stderr);
		assert.match(two.stdout, /release c is live \(previous: b\)/);
		assertWhole(to, c, 'c');
		// A wait that runs out says how long it waited.
		const holder = cliAsync(['--to', to, '--from', site(path.join(dir, 'd'), 'D'), '--id', 'd'], { DEPLOY_TEST_PAUSE_AT: 'half-staged:3000' });
		await waitFor(() => fs.existsSync(path.join(to, '.lock')));
		const impatient = cli(['--to', to, '--from', site(path.join(dir, 'e'), 'E'), '--id', 'e', '--wait', '0.5']);
		assert.equal(impatient.status, 2);
		assert.match(impatient.stderr.trim(), /^deploy: waited 0\.5 s; another deploy/);
		assert.equal((await holder).code, 0);
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('two deploys started at the same moment, three times over: each either goes live or stops with the one line, and the live release is always whole', async () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		// Enough files that the two overlap (a few hundred pages and chunks).
		const pages = (label: string) => Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`docs/page-${i}/index.html`, `<p>${label} ${i}</p>`]));
		deploy({ from: site(path.join(dir, 'a'), 'A', pages('A')), to, id: 'a', graceSeconds: HOUR });
		let stopped = 0;
		for (let round = 0; round < 3; round += 1) {
			const x = site(path.join(dir, `x${round}`), `X${round}`, pages(`X${round}`));
			const y = site(path.join(dir, `y${round}`), `Y${round}`, { ...pages(`Y${round}`), [`only-y${round}-4444444444.js`]: 'y' });
			const results = await Promise.all([cliAsync(['--to', to, '--from', x, '--id', `x${round}`]), cliAsync(['--to', to, '--from', y, '--id', `y${round}`])]);
			for (const result of results) {
				if (result.code === 0) continue;
				stopped += 1;
				assert.equal(result.code, 2, result.stderr);
				assert.match(result.stderr.trim(), LOCK_LINE);
			}
			assert.ok(results.some((r) => r.code === 0), 'one of them went live');
			const live = currentRelease(to)!;
			assertWhole(to, live.startsWith('x') ? x : y, `round ${round}`);
			assert.deepEqual(leftovers(to), [], `round ${round}: nothing left behind`);
		}
		console.log(`# ${stopped} of 6 deploys met the other's lock and stopped`);
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('a lock whose owner is dead, or whose pid now belongs to a later process, is taken over; a live owner\'s is not', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
		const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
		const lock = path.join(to, '.lock');
		fs.writeFileSync(lock, JSON.stringify({ pid: Number(dead.stdout.trim()), started: '2026-01-01T00:00:00.000Z', what: 'deploy of release z' }));
		deploy({ from: site(path.join(dir, 'b'), 'B'), to, id: 'b', graceSeconds: HOUR });
		assert.equal(currentRelease(to), 'b');
		// This very pid, but started at another time: a reused pid, not the owner.
		fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, started: '2026-01-01T00:00:00.000Z', processStart: '1', what: 'deploy of release z' }));
		deploy({ from: site(path.join(dir, 'c'), 'C'), to, id: 'c', graceSeconds: HOUR });
		assert.equal(currentRelease(to), 'c');
		assert.ok(!fs.existsSync(lock), 'released after the deploy');
		// A live owner (this process, through the same API): refused at once, and after a wait.
		const release = acquireLock(to, 'test holder');
		try {
			assert.throws(() => deploy({ from: site(path.join(dir, 'd'), 'D'), to, id: 'd', graceSeconds: HOUR }), (e: Error) => e instanceof DeployError && LOCK_LINE.test(e.message) && /test holder/.test(e.message));
			const started = Date.now();
			assert.throws(() => rollback({ to, graceSeconds: HOUR, waitSeconds: 0.3 }), (e: Error) => e instanceof DeployError && /waited 0\.3 s/.test(e.message));
			assert.ok(Date.now() - started >= 300);
		} finally {
			release();
		}
		assert.equal(currentRelease(to), 'c');
		fs.rmSync(dir, { recursive: true, force: true });
	});
});

describe('deploy: a staged release is checked against the build before it goes live', () => {
	it('a corrupted object in the store (same name, other bytes) never goes live', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
		const b = site(path.join(dir, 'b'), 'B', { 'new-chunk-5555555555.js': 'console.log("new in b")' });
		// Bit rot: the object b's shared chunk would link to now holds other bytes of the same length.
		const object = fs.realpathSync(path.join(to, 'releases/a/app-0123456789.js'));
		const objectsBefore = objectCount(to);
		fs.chmodSync(object, 0o644);
		fs.writeFileSync(object, 'console.log("APP")');
		assert.throws(
			() => deploy({ from: b, to, id: 'b', graceSeconds: HOUR }),
			(e: Error) => e instanceof DeployError && /^deploy: app-0123456789\.js in the staged release is not the build's file \(sha256 [0-9a-f]{12}…, expected [0-9a-f]{12}…\); nothing was switched, release a is still live$/.test(e.message),
		);
		assert.equal(currentRelease(to), 'a');
		assert.ok(!fs.existsSync(path.join(to, 'releases/b')));
		assert.deepEqual(leftovers(to), []);
		assert.equal(objectCount(to), objectsBefore, 'the objects only b brought are removed with it');
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('a staged release that lost a file or gained one never goes live', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
		const cases: [(staging: string) => void, RegExp][] = [
			[(staging) => fs.rmSync(path.join(staging, 'docs/theme/index.html')), /^deploy: docs\/theme\/index\.html is missing from the staged release; nothing was switched, release a is still live$/],
			[(staging) => fs.writeFileSync(path.join(staging, 'stray.html'), 'x'), /^deploy: stray\.html is in the staged release but not in the build/],
			[(staging) => fs.truncateSync(path.join(staging, 'page-data/app-data.json'), 3), /^deploy: page-data\/app-data\.json has 3 bytes in the staged release, the build's has \d+/],
		];
		for (const [damage, message] of cases) {
			assert.throws(
				() => deploy({ from: site(path.join(dir, 'b'), 'B'), to, id: 'b', graceSeconds: HOUR, step: (name, { staging }) => name === 'staged' && damage(staging!) }),
				(e: Error) => e instanceof DeployError && message.test(e.message),
			);
			assert.equal(currentRelease(to), 'a');
			assert.deepEqual(leftovers(to), []);
		}
		fs.rmSync(dir, { recursive: true, force: true });
	});
});

describe('deploy: a full disk', () => {
	/** copyFile fails with ENOSPC after `after` copies, as a full filesystem would. */
	const fullAfter = (after: number): DeployIo => {
		let copies = 0;
		return {
			copyFile: (a, b) => {
				copies += 1;
				if (copies > after) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
				fs.copyFileSync(a, b);
			},
			link: (a, b) => fs.linkSync(a, b),
		};
	};

	it('ENOSPC while copying objects: the previous release stays live, nothing is left behind, one line says how much space was needed', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
		const objectsBefore = objectCount(to);
		const b = site(path.join(dir, 'b'), 'B', { 'big-6666666666.js': 'x'.repeat(300_000) });
		assert.throws(
			() => deploy({ from: b, to, id: 'b', graceSeconds: HOUR, io: fullAfter(2) }),
			(e: Error) => e instanceof DeployError && /^deploy: no space left in \S+ while staging \S+: this release needs 0\.3 MB of new files and [\d.]+ MB is free; nothing was switched, release a is still live$/.test(e.message),
		);
		assert.equal(currentRelease(to), 'a');
		assertWhole(to, path.join(dir, 'a'), 'a');
		assert.deepEqual(leftovers(to), []);
		assert.ok(!fs.existsSync(path.join(to, 'releases/b')));
		assert.equal(objectCount(to), objectsBefore, 'the two objects copied before the disk filled are removed');
		// Once there is room, the same deploy goes through.
		deploy({ from: b, to, id: 'b', graceSeconds: HOUR });
		assertWhole(to, b, 'b');
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('the command prints that one line and exits 2 (fault injected at the copy seam)', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
		const result = cli(['--to', to, '--from', site(path.join(dir, 'b'), 'B'), '--id', 'b'], undefined, { DEPLOY_TEST_ENOSPC_AFTER: '0' });
		assert.equal(result.status, 2, result.stderr);
		assert.equal(result.stderr.trim().split('\n').length, 1);
		assert.match(result.stderr, /no space left in .* this release needs [\d.]+ MB of new files/);
		assert.equal(currentRelease(to), 'a');
		assert.deepEqual(leftovers(to), []);
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('on a real 2 MB filesystem (tmpfs, where this machine lets root mount one)', (t) => {
		const mount = fs.mkdtempSync(path.join(os.tmpdir(), 'es-deploy-small-'));
		if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mount]).status !== 0) {
			fs.rmSync(mount, { recursive: true, force: true });
			t.skip('mounting a tmpfs is not allowed here; the injected fault above covers the same path');
			return;
		}
		try {
			const dir = tmp();
			const to = path.join(mount, 'site');
			deploy({ from: site(path.join(dir, 'a'), 'A'), to, id: 'a', graceSeconds: HOUR });
			const big = site(path.join(dir, 'b'), 'B', { 'big-7777777777.js': Buffer.alloc(3 * 1024 * 1024, 1).toString() });
			assert.throws(() => deploy({ from: big, to, id: 'b', graceSeconds: HOUR }), (e: Error) => e instanceof DeployError && /no space left in .* needs 3\.0 MB of new files and [\d.]+ MB is free; nothing was switched, release a is still live/.test(e.message));
			assert.equal(currentRelease(to), 'a');
			assertWhole(to, path.join(dir, 'a'), 'a');
			assert.deepEqual(leftovers(to), []);
			fs.rmSync(dir, { recursive: true, force: true });
		} finally {
			spawnSync('umount', [mount]);
			fs.rmSync(mount, { recursive: true, force: true });
		}
	});
});

describe('deploy: fifty in a row', () => {
	it('50 one-page deploys inside one grace period: each switch under a second, the store grows by the changed files only, the retained tree is updated in place', () => {
		const dir = tmp();
		const to = path.join(dir, 'site');
		// 400 pages with page data and 40 chunks: a one-page edit changes the page, its page data and app-data.
		const base: Record<string, string> = {};
		for (let i = 0; i < 400; i += 1) {
			base[`docs/p${i}/index.html`] = `<p>page ${i}</p>`;
			base[`page-data/docs/p${i}/page-data.json`] = JSON.stringify({ i });
		}
		for (let i = 0; i < 40; i += 1) base[`chunk${i}-${String(i).padStart(10, '0')}.js`] = `chunk ${i}`;
		let clock = 5_000_000;
		const now = () => clock;
		const src = path.join(dir, 'build');
		site(src, 'v0', base);
		deploy({ from: src, to, id: 'r0', graceSeconds: HOUR, now });
		const switches: number[] = [];
		for (let n = 1; n <= 50; n += 1) {
			clock += 60_000;
			const page = n % 400;
			for (const [file, text] of [[`docs/p${page}/index.html`, `<p>page ${page}, edit ${n}</p>`], [`page-data/docs/p${page}/page-data.json`, JSON.stringify({ page, n })], ['page-data/app-data.json', JSON.stringify({ webpackCompilationHash: `h${n}` })]]) fs.writeFileSync(path.join(src, file), text);
			const before = objectCount(to);
			const report = deploy({ from: src, to, id: `r${n}`, graceSeconds: HOUR, now });
			assert.equal(report.transferredFiles, 3, `deploy ${n}`);
			assert.equal(objectCount(to) - before, 3, `deploy ${n}: three new objects, nothing else`);
			assert.ok(report.switchMs < 1000, `deploy ${n}: switch took ${report.switchMs} ms`);
			// The outgoing release differs from what the tree holds in its two changed page-data files and app-data, at most.
			if (n > 1) assert.ok(report.retainedChanges <= 3, `deploy ${n}: ${report.retainedChanges} retained-tree changes`);
			switches.push(report.switchMs);
		}
		// Every retainable file of every release in grace is reachable, each path with its newest retired content.
		assert.equal(fs.readFileSync(path.join(to, 'retained/page-data/docs/p49/page-data.json'), 'utf8'), JSON.stringify({ page: 49, n: 49 }));
		assert.ok(fs.existsSync(path.join(to, 'retained/chunk0-0000000000.js')));
		assert.equal(fs.readdirSync(path.join(to, 'retained.d')).length, 1, 'one tree, updated in place');
		switches.sort((x, y) => x - y);
		console.log(`# 50 deploys: switch median ${switches[25].toFixed(1)} ms, max ${switches[49].toFixed(1)} ms; ${objectCount(to)} objects`);
		fs.rmSync(dir, { recursive: true, force: true });
	});
});
