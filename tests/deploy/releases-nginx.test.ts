/**
 * Deploys of the production build behind Debian's nginx (the configuration npm run nginx:config
 * writes for a deploy folder), on loopback:
 * - under load: autocannon requests pages, page data, app-data and hashed chunks of release A
 *   while 50 one-paragraph deploys and one rollback go live; every response must be a 200, no
 *   connection may fail, each switch takes under a second and the store grows by the changed files;
 * - an open tab: Chromium opens a docs page of release A, release B goes live (a changed document
 *   and a new compilation hash, and a chunk only A had), then the tab navigates, searches and opens a
 *   live demo: no failed request, no crash page, and B's text shows.
 * Release B and the 50 edits are the build with one document changed, made with hard links (cp -al)
 * and a rewrite of the changed files only, so public/ is never touched.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { startNginx, type NginxServer } from '../nginx/server';

const repo = path.resolve(__dirname, '../..');
const publicDir = path.join(repo, 'public');
const DOC = 'docs/basics/autowiring';
/** A hashed chunk only release A has: after B goes live, it must come from the retained tree. */
const ONLY_IN_A = 'retired-chunk-0a1b2c3d4e.js';

/** A release folder: the build hard-linked, with the document and app-data rewritten (unlinked first, so public/ keeps its bytes). */
function release(dir: string, label: string, extra: Record<string, string> = {}): string {
	execFileSync('cp', ['-al', publicDir, dir]);
	const rewrite = (file: string, change: (text: string) => string) => {
		const full = path.join(dir, file);
		const text = fs.readFileSync(full, 'utf8');
		fs.rmSync(full);
		fs.writeFileSync(full, change(text));
	};
	if (label !== 'A') {
		const marker = `Release ${label} is live.`;
		// The document's HTML begins with the marker, in the page and in its page data alike (so hydration agrees).
		rewrite(`${DOC}/index.html`, (html) => html.replace(/(<div[^>]*data-doc-content[^>]*>)/, `$1<p data-release-marker="">${marker}</p>`));
		rewrite(`page-data/${DOC}/page-data.json`, (json) => json.replace('"html":"', `"html":"<p data-release-marker=\\"\\">${marker}</p>`));
		rewrite('page-data/app-data.json', (json) => json.replace(/"webpackCompilationHash":"([0-9a-f]+)"/, (_m, hash: string) => `"webpackCompilationHash":"${hash.slice(0, -4)}${label.charCodeAt(0).toString(16).padStart(4, '0')}"`));
	}
	for (const [file, text] of Object.entries(extra)) fs.writeFileSync(path.join(dir, file), text);
	return dir;
}

function deployCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		const child = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/deploy.ts'), ...args], { cwd: repo });
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (c: Buffer) => (stdout += c));
		child.stderr.on('data', (c: Buffer) => (stderr += c));
		child.on('exit', (code) => resolve({ code, stdout, stderr }));
	});
}

describe('deploys behind nginx', { timeout: 300_000 }, () => {
	let dir = '';
	let to = '';
	let nginx: NginxServer;
	let releases: Record<string, string> = {};

	before(async () => {
		assert.ok(fs.existsSync(path.join(publicDir, '404.html')), 'public/ has no build: run npm run build first');
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'es-deploy-nginx-'));
		to = path.join(dir, 'site');
		releases = {
			A: release(path.join(dir, 'A'), 'A', { [ONLY_IN_A]: 'console.log("only in release A")' }),
			B: release(path.join(dir, 'B'), 'B'),
		};
		const first = await deployCli(['--to', to, '--from', releases.A, '--id', 'a']);
		assert.equal(first.code, 0, first.stderr);
		nginx = await startNginx(path.join(to, 'current'), {}, ['--retained', path.join(to, 'retained')]);
	});

	after(async () => {
		await nginx?.stop();
		if (dir) fs.rmSync(dir, { recursive: true, force: true });
	});

	it('answers every request of a release A reader with 200 through 50 one-paragraph deploys and a rollback, each switch under a second', async () => {
		// What a reader of release A asks for: pages, their page data, app-data and every script they load.
		const pages = ['/', '/docs/theme', `/${DOC}`, '/forms/welcome', '/components/es-ui-components/toggle-switch', '/blog', '/search'];
		const scripts = new Set<string>([`/${ONLY_IN_A}`]);
		for (const route of pages) {
			const html = fs.readFileSync(path.join(releases.A, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
			for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) if (match[1].startsWith('/')) scripts.add(match[1]);
		}
		const paths = [...pages, ...pages.map((p) => `/page-data${p === '/' ? '/index' : p}/page-data.json`), '/page-data/app-data.json', ...scripts];
		// eslint-disable-next-line @typescript-eslint/no-var-requires
		const autocannon = require('autocannon') as typeof import('autocannon');
		let stop: () => void = () => undefined;
		const load = new Promise<import('autocannon').Result>((resolve, reject) => {
			const instance = autocannon({ url: nginx.origin, connections: 8, duration: 900, requests: paths.map((p) => ({ method: 'GET' as const, path: p })) }, (error, result) => (error ? reject(error) : resolve(result)));
			stop = () => instance.stop();
		});
		// One build folder edited between deploys, as a writer's one-paragraph edits would be: each
		// deploy changes the document's HTML, its page data and app-data (unlinked first: public/ keeps its bytes).
		const edits = path.join(dir, 'edits');
		execFileSync('cp', ['-al', releases.B, edits]);
		const objectsBytes = () => Number(execFileSync('du', ['-sb', path.join(to, 'objects')], { encoding: 'utf8' }).split('\t')[0]);
		const switches: number[] = [];
		const log: string[] = [];
		let grewBeyond = 0;
		for (let n = 1; n <= 50; n += 1) {
			const marker = `Release E${n} is live.`;
			for (const file of [`${DOC}/index.html`, `page-data/${DOC}/page-data.json`, 'page-data/app-data.json']) {
				const full = path.join(edits, file);
				const text = fs.readFileSync(full, 'utf8').replace(/Release [A-Z]\d* is live\./, marker).replace(/"webpackCompilationHash":"([0-9a-f]+)"/, (_m, hash: string) => `"webpackCompilationHash":"${hash.slice(0, -4)}${n.toString(16).padStart(4, '0')}"`);
				fs.rmSync(full);
				fs.writeFileSync(full, text);
			}
			const before = objectsBytes();
			const result = await deployCli(['--to', to, '--from', edits, '--id', `e${n}`]);
			assert.equal(result.code, 0, result.stderr);
			const ms = Number(/switched in ([\d.]+) ms/.exec(result.stdout)![1]);
			const transferred = Number(/: (\d+) transferred \(([\d.]+) KB\)/.exec(result.stdout)![2]) * 1024;
			// The store grows by the changed files' bytes (du counts whole blocks: a few KB per file more).
			grewBeyond = Math.max(grewBeyond, objectsBytes() - before - transferred);
			switches.push(ms);
			log.push(result.stdout.trim());
			if (n === 25) {
				const back = await deployCli(['--to', to, '--rollback']);
				assert.equal(back.code, 0, back.stderr);
				log.push(back.stdout.trim());
			}
		}
		stop();
		const result = await load;
		const failures = result.errors + result.timeouts + result.non2xx;
		const sorted = [...switches].sort((x, y) => x - y);
		console.log(`# under load: ${result.requests.sent} requests over ${paths.length} URLs of release A during 50 deploys and 1 rollback; ${failures} failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
		console.log(`# switches: median ${sorted[25].toFixed(1)} ms, max ${sorted[49].toFixed(1)} ms; the store grew at most ${grewBeyond} bytes beyond the transferred files in one deploy`);
		for (const line of [log[0], log[25], log[log.length - 1]]) console.log(`# ${line}`);
		assert.ok(result.requests.sent > 1000, `${result.requests.sent} requests`);
		assert.equal(failures, 0);
		assert.ok(sorted[49] < 1000, `slowest switch ${sorted[49]} ms`);
		assert.ok(grewBeyond < 64 * 1024, `the store grew ${grewBeyond} bytes beyond the changed files`);
		// The live release is the last edit, and the chunk only A had still answers from the retained tree.
		const page = await fetch(`${nginx.origin}/${DOC}`);
		assert.match(await page.text(), /Release E50 is live\./);
		assert.equal((await fetch(`${nginx.origin}/${ONLY_IN_A}`)).status, 200);
		// A one-paragraph edit transfers only its files: the document, its page data and app-data.
		assert.match(log[1], / 3 transferred \(/);
		assert.equal(fs.readdirSync(path.join(to, 'retained.d')).length, 1, 'the retained tree is updated in place, not rebuilt');
	});

	it('an open tab of release A keeps working across a deploy: it navigates, searches and loads a live demo', async () => {
		const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'] });
		try {
			const reset = await deployCli(['--to', to, '--from', releases.A, '--id', 'a2']);
			assert.equal(reset.code, 0, reset.stderr);
			const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
			const failed: string[] = [];
			page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
			// A request the browser itself aborts when the page navigates (a favicon, a prefetch) is not a server failure.
			page.on('requestfailed', (request) => request.failure()?.errorText !== 'net::ERR_ABORTED' && failed.push(`failed ${request.url()} ${request.failure()?.errorText}`));
			page.on('pageerror', (error) => failed.push(`page error ${error.message}`));
			await page.goto(`${nginx.origin}/docs/theme`);
			await page.locator('html[data-hydrated]').waitFor();

			const b = await deployCli(['--to', to, '--from', releases.B, '--id', 'b2']);
			assert.equal(b.code, 0, b.stderr);
			// Client-side navigation meets page data of a new build: Gatsby may reload the page, never break it.
			// (Gatsby's own navigate, as a click on a link in a collapsed sidebar category would call it.)
			await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), `/${DOC}`);
			await page.waitForURL(`**/${DOC}`);
			await page.locator('[data-release-marker]').waitFor({ timeout: 15_000 });
			assert.equal(await page.locator('[data-release-marker]').first().textContent(), 'Release B is live.');
			await page.locator('html[data-hydrated]').waitFor();
			await page.waitForLoadState('networkidle');
			await page.getByRole('button', { name: /search/i }).first().click();
			await page.locator('.DocSearch-Input').fill('autowiring');
			await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 15_000 });
			await page.keyboard.press('Escape');
			await page.goto(`${nginx.origin}/components/es-ui-components/toggle-switch`);
			const demo = page.locator('[data-demo]').first();
			await demo.scrollIntoViewIfNeeded();
			await page.locator('[data-demo-ready="true"]').first().waitFor({ timeout: 15_000 });
			assert.equal(await page.getByText('This page crashed.').count(), 0);
			assert.deepEqual(failed, []);
		} finally {
			await browser.close();
		}
	});
});
