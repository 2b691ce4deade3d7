/**
 * Benchmark: builds, serves public/ with gzip, then for the home page and a docs page prints
 * the gzipped bytes of JS, CSS and HTML and the request count on first load, Lighthouse mobile
 * scores, and the largest page-data.json. Figures go to stdout and bench-results/bench.json.
 * Usage: npm run bench [-- --no-build]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';

const root = path.resolve(__dirname, '..');
const port = 9321;
const origin = `http://127.0.0.1:${port}`;
const pages = [
	{ name: 'home', path: '/' },
	{ name: 'docs page', path: '/docs/theme' },
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
	const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', 'public'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
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

function largestPageData(): { file: string; bytes: number } {
	let largest = { file: '', bytes: 0 };
	const walk = (dir: string) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (entry.name === 'page-data.json') {
				const bytes = fs.statSync(full).size;
				if (bytes > largest.bytes) largest = { file: path.relative(root, full), bytes };
			}
		}
	};
	walk(path.join(root, 'public/page-data'));
	return largest;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
	if (!process.argv.includes('--no-build')) {
		const build = spawnSync('npx', ['gatsby', 'build'], { cwd: root, stdio: 'inherit' });
		if (build.status !== 0) process.exit(build.status ?? 1);
	}
	const server = await startServer();
	const results: Record<string, unknown> = {};
	try {
		for (const page of pages) {
			const weight = await measureWeight(page.path);
			const scores = await lighthouseScores(page.path);
			results[page.path] = { weight, lighthouse: scores };
			console.log(`\n${page.name} (${page.path})`);
			console.log(`  first load: ${weight.requests} requests, JS ${kb(weight.js)}, CSS ${kb(weight.css)} (inlined in HTML), HTML ${kb(weight.html)} (gzipped), other ${kb(weight.other)}`);
			console.log(`  lighthouse (mobile): ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join(', ')}`);
		}
		const pageData = largestPageData();
		results.largestPageData = pageData;
		console.log(`\nlargest page-data.json: ${pageData.file} ${kb(pageData.bytes)}`);
	} finally {
		server.kill();
	}
	fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
	fs.writeFileSync(path.join(root, 'bench-results/bench.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
