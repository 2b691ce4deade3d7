/**
 * Benchmark. Build side (each in a temp copy of the project): cold build time and peak memory,
 * a rebuild after a one-line MDX edit (time, files in public/ that changed), a cold build with
 * extra generated pages, and `gatsby develop` on Node's default heap (ready, edit visible).
 * Reader side, on the cold build served with gzip: first-load bytes and requests and Lighthouse
 * mobile scores for the home page, a docs page and a blog post, search cost and latency, and
 * the largest page-data.json. Figures go to stdout and bench-results/bench.json, and the mode's
 * block of docs/benchmarks.md is rewritten with them (scripts/bench-report.ts).
 * Usage: npm run bench [-- --skip=develop,extra,search] [-- --extra-pages=1000]
 *        npm run bench -- --only=search   (search figures alone, on the build in public/)
 *        npm run bench -- --only=pages    (page weights and Lighthouse alone, on the build in public/)
 *        npm run bench -- --only=build --baseline=82831d3 [--skip=develop]
 *                 (what authors and deployers wait for, beside a baseline commit built in the same
 *                 window: cold build, one-paragraph edit rebuild, develop first start, edit visible
 *                 and warm restart; each figure baseline first, then this tree, alternating)
 *        npm run bench -- --scale=4       (a corpus of 4x today's pages, real pages copied under new
 *                 slugs: cold time and peak memory against the 1x build, with Node's default heap)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';

import { currentCommit, writeBenchReport, type BenchMode } from './bench-report';
import { recordsFile } from '../plugins/search-records/searchIndexFiles';
import { indexBuildTimes, indexFileSizes, queryCosts, writeScaledIndex, type QueryCost } from './bench-search';
import { copyProject, exportRef, gatsbyBuild, measureDevelop, measureRebuild, writeGeneratedPages, writeScaledCorpus, type DevelopPageTimes } from './bench-build';

const root = path.resolve(__dirname, '..');
const port = 9321;
const developPort = 9322;
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const skipped = new Set((option('skip') ?? '').split(',').filter(Boolean));
const extraPages = Number(option('extra-pages') ?? 1000);
/** The built site the reader-side figures are taken from (the cold build's copy). */
let publicDir = path.join(root, 'public');
const origin = `http://127.0.0.1:${port}`;
const pages = [
	{ name: 'home', path: '/' },
	{ name: 'docs page', path: '/docs/theme' },
	{ name: 'forms page', path: '/forms/welcome' },
	{ name: 'components page with demos', path: '/components/es-ui-components/toggle-switch' },
	{ name: 'blog post', path: '/blog/working-with-custom-queries' },
];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

interface Weight {
	requests: number;
	js: number;
	/** Stylesheet requests plus the CSS Gatsby inlines into <head>, gzipped on its own. */
	css: number;
	/** The HTML document as sent (gzipped), inline CSS included. */
	html: number;
	other: number;
}

async function startServer(): Promise<ChildProcess> {
	const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', publicDir], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
	for (let i = 0; i < 50; i += 1) {
		try {
			if ((await fetch(origin)).ok) return server;
		} catch {
			/* not up yet */
		}
		await new Promise((r) => setTimeout(r, 200));
	}
	throw new Error('server did not start');
}

async function measureWeight(pagePath: string): Promise<Weight> {
	const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags.filter((f) => !f.startsWith('--headless')) });
	const page = await browser.newPage();
	const weight: Weight = { requests: 0, js: 0, css: 0, html: 0, other: 0 };
	const pending: Promise<void>[] = [];
	page.on('requestfinished', (request) => {
		pending.push(
			request.sizes().then((sizes) => {
				weight.requests += 1;
				const type = request.resourceType();
				const bytes = sizes.responseBodySize;
				if (type === 'script') weight.js += bytes;
				else if (type === 'stylesheet') weight.css += bytes;
				else if (type === 'document') weight.html += bytes;
				else weight.other += bytes;
			}),
		);
	});
	const response = await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
	await Promise.all(pending);
	const html = (await response?.text()) ?? '';
	const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
	weight.css += zlib.gzipSync(inlineCss).length;
	await browser.close();
	return weight;
}

async function lighthouseScores(pagePath: string): Promise<Record<string, number>> {
	const { default: lighthouse } = await import('lighthouse');
	const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
	try {
		const result = await lighthouse(`${origin}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], formFactor: 'mobile' });
		const categories = result?.lhr.categories ?? {};
		return Object.fromEntries(Object.entries(categories).map(([key, value]) => [key, Math.round((value.score ?? 0) * 100)]));
	} finally {
		await chrome.kill();
	}
}

interface SearchFigures {
	factor: number;
	records: number;
	currentRecords: number;
	files: ReturnType<typeof indexFileSizes>;
	openBytes: number;
	openRequests: string[];
	median: number;
	p95: number;
	samples: number;
	typedMedian: number;
	typedP95: number;
	keystrokes: number;
	loadMs: number;
	buildMs: number;
	worstQuery: QueryCost;
	medianQueryBytes: number;
	queries: number;
}

/**
 * Search at `factor` × today's records: bytes fetched when the modal first opens, keystroke →
 * rendered results timings, the index load and build time in the browser, and the bytes each
 * query of the relevance set fetches on a cold cache.
 */
async function measureSearch(factor = 3): Promise<SearchFigures> {
	const scaled = writeScaledIndex(publicDir, factor);
	try {
		const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags.filter((f) => !f.startsWith('--headless')) });
		const page = await browser.newPage();
		await page.goto(`${origin}/docs/theme`, { waitUntil: 'networkidle' });
		await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
		const fetched: Promise<[string, number]>[] = [];
		page.on('requestfinished', (request) => fetched.push(request.sizes().then((sizes) => [request.url().replace(origin, ''), sizes.responseBodySize])));
		await page.keyboard.press('Control+k');
		await page.waitForSelector('.DocSearch-Modal');
		await page.waitForLoadState('networkidle');
		await page.waitForTimeout(300);
		const openFetched = await Promise.all(fetched);
		const openBytes = openFetched.reduce((sum, [, bytes]) => sum + bytes, 0);

		// 50 queries from real titles and words of the site, each timed from the last keystroke.
		const records = JSON.parse(fs.readFileSync(recordsFile(path.dirname(publicDir)), 'utf8')) as { hierarchy: { lvl1: string } }[];
		const words = [...new Set(records.flatMap((r) => r.hierarchy.lvl1.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 4))];
		const queries = Array.from({ length: 50 }, (_, i) => words[(i * 7919) % words.length]);
		await page.evaluate(() => {
			const bench = ((window as unknown as { __bench: { t0: number; t1: number } }).__bench = { t0: 0, t1: 0 });
			document.addEventListener('input', () => Object.assign(bench, { t0: performance.now(), t1: 0 }), true);
			new MutationObserver((mutations) => {
				if (bench.t0 && !bench.t1 && mutations.some((m) => (m.target as Element).closest?.('.DocSearch-Dropdown'))) bench.t1 = performance.now();
			}).observe(document.body, { subtree: true, childList: true, characterData: true });
		});
		const samples: number[] = [];
		const input = page.locator('.DocSearch-Input');
		// Each query starts from the empty start screen, so the results always change the DOM.
		for (const query of queries) {
			await input.fill('');
			await page.waitForSelector('.DocSearch-StartScreen');
			await page.evaluate(() => Object.assign((window as unknown as { __bench: object }).__bench, { t0: 0, t1: 0 }));
			await input.fill(query);
			const elapsed = await page.waitForFunction(() => {
				const b = (window as unknown as { __bench: { t0: number; t1: number } }).__bench;
				return b.t1 ? b.t1 - b.t0 : false;
			});
			samples.push(Number(await elapsed.jsonValue()));
		}
		// Typing: words entered a key at a time, each keystroke timed from its input event to the
		// results it produced (the dropdown's next change, or the end of its search when the
		// results did not change).
		const typed: number[] = [];
		const typedWords = Array.from({ length: 15 }, (_, i) => words[(i * 104_729 + 17) % words.length]);
		for (const word of typedWords) {
			await input.fill('');
			await page.waitForSelector('.DocSearch-StartScreen');
			for (const key of word) {
				const before = await page.evaluate(() => performance.getEntriesByName('search-query').length);
				await page.evaluate(() => Object.assign((window as unknown as { __bench: object }).__bench, { t0: 0, t1: 0 }));
				await page.keyboard.type(key);
				const elapsed = await page.waitForFunction((count) => {
					const b = (window as unknown as { __bench: { t0: number; t1: number } }).__bench;
					const entries = performance.getEntriesByName('search-query');
					if (entries.length <= count || !b.t0) return false;
					const done = entries[entries.length - 1].startTime + entries[entries.length - 1].duration;
					// Give an unchanged result list a frame to (not) change before taking the search's end.
					if (!b.t1 && performance.now() - done < 50) return false;
					return (b.t1 || done) - b.t0;
				}, before);
				typed.push(Number(await elapsed.jsonValue()));
			}
		}
		typed.sort((a, b) => a - b);
		const { loadMs, buildMs } = await indexBuildTimes(page);
		const relevanceSet = (JSON.parse(fs.readFileSync(path.join(root, 'tests/search/queries.json'), 'utf8')) as { queries: { q: string }[] }).queries.map((q) => q.q);
		const costs = await queryCosts(browser, origin, [...relevanceSet, 'the', 'a', 'block']);
		await browser.close();
		samples.sort((a, b) => a - b);
		const byBytes = [...costs].sort((a, b) => a.bytes - b.bytes);
		return {
			factor,
			records: scaled.records,
			currentRecords: scaled.currentRecords,
			files: indexFileSizes(publicDir),
			openBytes,
			openRequests: openFetched.map(([url]) => url),
			median: samples[Math.floor(samples.length / 2)],
			p95: samples[Math.floor(samples.length * 0.95)],
			samples: samples.length,
			typedMedian: typed[Math.floor(typed.length / 2)],
			typedP95: typed[Math.floor(typed.length * 0.95)],
			keystrokes: typed.length,
			loadMs,
			buildMs,
			worstQuery: byBytes[byBytes.length - 1],
			medianQueryBytes: byBytes[Math.floor(byBytes.length / 2)].bytes,
			queries: costs.length,
		};
	} finally {
		scaled.restore();
	}
}

function largestPageData(): { file: string; bytes: number } {
	let largest = { file: '', bytes: 0 };
	const walk = (dir: string) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (entry.name === 'page-data.json') {
				const bytes = fs.statSync(full).size;
				if (bytes > largest.bytes) largest = { file: path.relative(publicDir, full), bytes };
			}
		}
	};
	walk(path.join(publicDir, 'page-data'));
	return largest;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const gb = (bytes: number) => `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;

/** Opens the develop server's page, waits for its content, then times an edit until it shows. */
async function watchEdit(url: string, expectText: string, edit: () => void): Promise<DevelopPageTimes> {
	const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags.filter((f) => !f.startsWith('--headless')) });
	try {
		const page = await browser.newPage();
		await page.goto(url, { timeout: 300_000 });
		await page.waitForSelector('[data-doc-content]', { timeout: 300_000 });
		const contentVisibleAt = Date.now();
		// Let the dev server settle (its websocket connects after the first render).
		await page.waitForTimeout(3000);
		const saved = Date.now();
		edit();
		try {
			await page.getByText(expectText).waitFor({ timeout: 30_000 });
			return { contentVisibleAt, editVisibleSeconds: (Date.now() - saved) / 1000 };
		} catch {
			return { contentVisibleAt, editVisibleSeconds: null };
		}
	} finally {
		await browser.close();
	}
}

async function coldBuild(results: Record<string, unknown>): Promise<string> {
	const dir = copyProject('cold');
	const cold = await gatsbyBuild(dir);
	results.coldBuild = { seconds: cold.seconds, peakBytes: cold.peakBytes, ok: cold.ok };
	console.log(`\ncold gatsby build: ${cold.seconds.toFixed(1)} s, peak memory ${gb(cold.peakBytes)} (all processes)`);
	if (!cold.ok) throw new Error(`cold build failed:\n${cold.logTail}`);
	publicDir = path.join(dir, 'public');
	return dir;
}

/** Runs after the reader figures, in the cold build's folder, so its cache is the real one. */
async function rebuildAndScale(results: Record<string, unknown>, dir: string) {
	const rebuild = await measureRebuild(dir);
	results.rebuild = { seconds: rebuild.seconds, totalFiles: rebuild.totalFiles, changed: rebuild.changed, ok: rebuild.ok };
	console.log(`\none-line MDX edit, then gatsby build: ${rebuild.seconds.toFixed(1)} s, ${rebuild.changed.length} of ${rebuild.totalFiles} files in public/ changed:`);
	rebuild.changed.forEach((file) => console.log(`  ${file}`));

	if (!skipped.has('extra')) {
		const extraDir = copyProject('extra');
		writeGeneratedPages(extraDir, extraPages);
		const extra = await gatsbyBuild(extraDir);
		results.extraPagesBuild = { pages: extraPages, seconds: extra.seconds, peakBytes: extra.peakBytes, ok: extra.ok };
		console.log(`cold gatsby build with ${extraPages} generated pages: ${extra.seconds.toFixed(1)} s, peak memory ${gb(extra.peakBytes)}${extra.ok ? '' : ' (FAILED)'}`);
		if (!extra.ok) console.error(extra.logTail);
		fs.rmSync(extraDir, { recursive: true, force: true });
	}

	if (!skipped.has('develop')) {
		const developDir = copyProject('develop');
		const develop = await measureDevelop(developDir, developPort, watchEdit);
		results.develop = { readySeconds: develop.readySeconds, peakBytes: develop.peakBytes, editVisibleSeconds: develop.editVisibleSeconds, ok: develop.ok };
		console.log(
			`gatsby develop (default heap): ready ${develop.readySeconds.toFixed(1)} s, peak memory ${gb(develop.peakBytes)}, MDX edit visible after ${develop.editVisibleSeconds?.toFixed(2) ?? 'never'} s`,
		);
		if (!develop.ok) console.error(develop.logTail);
		fs.rmSync(developDir, { recursive: true, force: true });
	}
}

function printSearch(search: SearchFigures) {
	const budget = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
	console.log(`\nsearch at ${search.factor}× today's records (${search.records} records, ${search.currentRecords} searched by default):`);
	console.log(`  index files (gzipped): terms ${kb(search.files.terms)}, titles ${kb(search.files.titles)}, ${search.files.postingsFiles} postings files (largest ${kb(search.files.largestPostings)}), ${search.files.pageFiles} page files (largest ${kb(search.files.largestPage)})`);
	console.log(`  first modal open fetched ${kb(search.openBytes)} in ${search.openRequests.length} requests (${search.openRequests.join(', ')}): ${budget(search.openBytes <= 60 * 1024)} (60 KB)`);
	console.log(`  one query on a cold cache, over ${search.queries} queries: median ${kb(search.medianQueryBytes)}, worst "${search.worstQuery.query}" ${kb(search.worstQuery.bytes)} in ${search.worstQuery.files} files: ${budget(search.worstQuery.bytes <= 400 * 1024)} (400 KB)`);
	console.log(`  keystroke → rendered results, typing ${search.keystrokes} keystrokes: median ${search.typedMedian.toFixed(1)} ms, p95 ${search.typedP95.toFixed(1)} ms: ${budget(search.typedP95 <= 30)} (30 ms)`);
	console.log(`  a whole new word at once (${search.samples} words, none seen before): median ${search.median.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms`);
	console.log(`  index in the browser: build ${search.buildMs.toFixed(0)} ms (${budget(search.buildMs <= 1000)}, 1 s), request to ready ${search.loadMs.toFixed(0)} ms`);
}

/** `npm run bench -- --only=search`: the search figures alone, on the build already in public/. */
async function searchOnly() {
	if (!fs.existsSync(path.join(publicDir, 'search-index/manifest.json'))) throw new Error('public/search-index is missing: run npm run build first');
	const server = await startServer();
	try {
		printSearch(await measureSearch());
	} finally {
		server.kill();
	}
}

/** First-load weight and Lighthouse scores of each benchmarked page, printed as they come. */
async function measurePages(results: Record<string, unknown>) {
	for (const page of pages) {
		const weight = await measureWeight(page.path);
		const scores = await lighthouseScores(page.path);
		results[page.path] = { weight, lighthouse: scores };
		console.log(`\n${page.name} (${page.path})`);
		console.log(`  first load: ${weight.requests} requests, JS ${kb(weight.js)}, CSS ${kb(weight.css)} (inlined in HTML), HTML ${kb(weight.html)} (gzipped), other ${kb(weight.other)}`);
		console.log(`  lighthouse (mobile): ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join(', ')}`);
	}
}

/** `npm run bench -- --only=pages`: the reader-side page figures alone, on the build already in public/. */
async function pagesOnly() {
	if (!fs.existsSync(path.join(publicDir, 'index.html'))) throw new Error('public/ has no build: run npm run build first');
	const server = await startServer();
	try {
		await measurePages({});
	} finally {
		server.kill();
	}
}

/** One row of the side-by-side table: a figure for the baseline and for this tree. */
function row(label: string, base: number | null, current: number | null, unit: string) {
	const show = (v: number | null) => (v === null ? 'failed' : `${v.toFixed(unit === 's' ? 1 : 0)} ${unit}`);
	const ratio = base && current ? `${(current / base).toFixed(2)}x` : '';
	console.log(`| ${label} | ${show(base)} | ${show(current)} | ${ratio} |`);
}

/** `--only=build --baseline=REF`: the authors' and deployers' waits, beside REF built in the same window. */
async function buildOnly() {
	const ref = option('baseline') ?? 'HEAD';
	const sides = [
		{ name: `baseline ${ref}`, make: (label: string) => exportRef(ref, `${label}-base`) },
		{ name: 'this tree', make: (label: string) => copyProject(`${label}-current`) },
	];
	const results: Record<string, Record<string, unknown>> = {};
	const dirs: string[] = [];
	const figures = sides.map(() => ({} as Record<string, number | null>));
	try {
		for (const [i, side] of sides.entries()) {
			const dir = side.make('build');
			dirs[i] = dir;
			const cold = await gatsbyBuild(dir);
			figures[i].cold = cold.ok ? cold.seconds : null;
			figures[i].peak = cold.peakBytes / 1024 / 1024;
			console.log(`${side.name}: cold gatsby build ${cold.seconds.toFixed(1)} s, peak ${gb(cold.peakBytes)}${cold.ok ? '' : ' FAILED'}`);
			if (!cold.ok) console.error(cold.logTail);
		}
		for (const [i, side] of sides.entries()) {
			const rebuild = await measureRebuild(dirs[i]);
			figures[i].rebuild = rebuild.ok ? rebuild.seconds : null;
			figures[i].rebuildFiles = rebuild.changed.length;
			console.log(`${side.name}: one-paragraph edit, then gatsby build ${rebuild.seconds.toFixed(1)} s, ${rebuild.changed.length} files changed`);
		}
		if (!skipped.has('develop')) {
			for (const [i, side] of sides.entries()) {
				const dir = side.make('develop');
				const first = await measureDevelop(dir, developPort, watchEdit);
				// The same folder again: what an author meets after stopping and starting develop.
				const warm = await measureDevelop(dir, developPort, watchEdit);
				figures[i].developReady = first.ok ? first.readySeconds : null;
				figures[i].editVisibleMs = first.editVisibleSeconds === null ? null : first.editVisibleSeconds * 1000;
				figures[i].developWarm = warm.ok ? warm.readySeconds : null;
				console.log(`${side.name}: gatsby develop first start ${first.readySeconds.toFixed(1)} s, edit visible ${first.editVisibleSeconds?.toFixed(2) ?? 'never'} s, warm restart ${warm.readySeconds.toFixed(1)} s`);
				if (!first.ok) console.error(first.logTail);
				fs.rmSync(dir, { recursive: true, force: true });
			}
		}
	} finally {
		for (const dir of dirs) if (dir) fs.rmSync(dir, { recursive: true, force: true });
	}
	console.log(`\n| figure | ${sides[0].name} | ${sides[1].name} | ratio |\n|---|---|---|---|`);
	row('cold gatsby build', figures[0].cold, figures[1].cold, 's');
	row('peak memory (all processes)', figures[0].peak, figures[1].peak, 'MB');
	row('one-paragraph edit, then a build', figures[0].rebuild, figures[1].rebuild, 's');
	row('files the edit rewrote', figures[0].rebuildFiles, figures[1].rebuildFiles, 'files');
	if (!skipped.has('develop')) {
		row('gatsby develop first start', figures[0].developReady, figures[1].developReady, 's');
		row('MDX edit visible in the open page', figures[0].editVisibleMs, figures[1].editVisibleMs, 'ms');
		row('gatsby develop warm restart', figures[0].developWarm, figures[1].developWarm, 's');
	}
	sides.forEach((side, i) => (results[side.name] = figures[i]));
	fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
	fs.writeFileSync(path.join(root, 'bench-results/bench-build.json'), `${JSON.stringify(results, null, 2)}\n`);
}

/** `--scale=N`: cold build of N times today's corpus against the 1x build, Node's default heap. */
async function scaleOnly(factor: number) {
	const one = copyProject('scale-1x');
	const many = copyProject(`scale-${factor}x`);
	try {
		const pagesOf = (dir: string) => (fs.readdirSync(path.join(dir, 'public'), { recursive: true }) as string[]).filter((f) => f.endsWith('index.html')).length;
		const base = await gatsbyBuild(one);
		const onePages = pagesOf(one);
		const added = writeScaledCorpus(many, (factor - 1) * onePages);
		const big = await gatsbyBuild(many);
		const manyPages = pagesOf(many);
		console.log(`\n| corpus | pages | cold build | peak memory |\n|---|---|---|---|`);
		console.log(`| 1x | ${onePages} | ${base.seconds.toFixed(1)} s | ${gb(base.peakBytes)} |`);
		console.log(`| ${factor}x (${added} current documents copied under scale-N/) | ${manyPages} | ${big.seconds.toFixed(1)} s${big.ok ? '' : ' FAILED'} | ${gb(big.peakBytes)} |`);
		console.log(`| ratio | ${(manyPages / onePages).toFixed(2)}x | ${(big.seconds / base.seconds).toFixed(2)}x | ${(big.peakBytes / base.peakBytes).toFixed(2)}x |`);
		if (!big.ok) console.error(big.logTail);
		fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
		fs.writeFileSync(path.join(root, 'bench-results/bench-scale.json'), `${JSON.stringify({ factor, added, one: { pages: onePages, seconds: base.seconds, peakBytes: base.peakBytes }, many: { pages: manyPages, seconds: big.seconds, peakBytes: big.peakBytes, ok: big.ok } }, null, 2)}\n`);
	} finally {
		fs.rmSync(one, { recursive: true, force: true });
		fs.rmSync(many, { recursive: true, force: true });
	}
}

/** Every line the run prints (its figures; build logs of a failure go to stderr), for docs/benchmarks.md. */
const printed: string[] = [];
const print = console.log.bind(console);
console.log = (...values: unknown[]) => {
	printed.push(values.map(String).join(' '));
	print(...values);
};

async function run(): Promise<BenchMode> {
	if (option('only') === 'search') return searchOnly().then(() => 'search');
	if (option('only') === 'pages') return pagesOnly().then(() => 'pages');
	if (option('only') === 'build') return buildOnly().then(() => 'build');
	if (option('scale')) return scaleOnly(Number(option('scale'))).then(() => 'scale');
	await fullRun();
	return 'full';
}

async function main() {
	const mode = await run();
	const file = writeBenchReport(root, { mode, args: process.argv.slice(2), date: new Date().toISOString().slice(0, 10), commit: currentCommit(root), printed });
	print(`\nfigures written to ${path.relative(root, file)} (block "${mode}")`);
}

async function fullRun() {
	const results: Record<string, unknown> = {};
	const coldDir = await coldBuild(results);
	const server = await startServer();
	try {
		await measurePages(results);
		if (!skipped.has('search')) {
			const search = await measureSearch();
			results.search = search;
			printSearch(search);
		}
		const pageData = largestPageData();
		results.largestPageData = pageData;
		console.log(`\nlargest page-data.json: ${pageData.file} ${kb(pageData.bytes)}`);
	} finally {
		server.kill();
	}
	try {
		await rebuildAndScale(results, coldDir);
	} finally {
		fs.rmSync(coldDir, { recursive: true, force: true });
	}
	fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
	fs.writeFileSync(path.join(root, 'bench-results/bench.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
