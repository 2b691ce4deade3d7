/**
 * npm run deploy on a small built-site fixture: incremental transfer, the atomic switch, rollback,
 * the grace period and pruning, bad input, and deploys killed with SIGKILL at every step (in a
 * child process, as a crash would). The same code under load, behind nginx, is releases-nginx.test.ts.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { currentRelease, deploy, DeployError, isRetainable, rollback } from '../../src/node/deploy';

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
function cli(args: string[], killAt?: string) {
	return spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/deploy.ts'), ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, DEPLOY_TEST_KILL_AT: killAt ?? '' } });
}

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
