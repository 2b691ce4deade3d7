/**
 * Search figures for `npm run bench`, taken at a multiple of today's record count: the built
 * records are copied under new routes with part of their words changed (so the vocabulary grows
 * too, as it would with more pages), the local index is written from them in place of the real
 * one, and the real one is put back afterwards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { loadSiteConfig } from '../src/node/loadSiteConfig';
import { buildIndexPart, recordsFile } from '../plugins/search-records/searchIndexFiles';
import { pageCrumbs } from '../src/node/searchRecords';
import type { SearchRecord } from '../src/node/searchRecords';
import type { SearchManifest } from '../src/search/indexFormat';
import { defaultSiteTags } from '../src/search/siteTags';

const suffixes = ['er', 'ly', 'ment', 'ness', 'ing', 'ive'];
const hash = (text: string) => crypto.createHash('md5').update(text).digest().readUInt32LE(0);

/** One word in seven of six letters or more becomes a new word in copy `k`. */
function vary(text: string | null, k: number): string | null {
	if (text === null) return null;
	return text.replace(/\b[a-z]{6,}\b/g, (word) => (hash(`${word}${k}`) % 7 === 0 ? `${word}${suffixes[(hash(word) + k) % suffixes.length]}` : word));
}

export interface ScaledIndex {
	records: number;
	currentRecords: number;
	restore: () => void;
}

/** Replaces public/search-index with an index of `factor` × today's records; returns how to undo it. */
export function writeScaledIndex(publicDir: string, factor: number): ScaledIndex {
	const site = loadSiteConfig();
	const dir = path.join(publicDir, 'search-index');
	const saved = `${dir}.real`;
	const records = JSON.parse(fs.readFileSync(recordsFile(path.dirname(publicDir)), 'utf8')) as SearchRecord[];
	const origin = `${site.url}${site.pathPrefix}`;
	const defaultTags = new Set(defaultSiteTags(site.docs));
	const copies: SearchRecord[] = [];
	for (let k = 1; k < factor; k += 1) {
		for (const record of records) {
			const route = record.url_without_anchor.slice(origin.length);
			const moved = `${origin}${route}-copy-${k}`;
			copies.push({
				...record,
				objectID: `${record.objectID}-copy-${k}`,
				url: record.url.replace(record.url_without_anchor, moved),
				url_without_anchor: moved,
				content: vary(record.content, k),
				hierarchy: { ...record.hierarchy, lvl1: vary(record.hierarchy.lvl1, k)!, lvl2: vary(record.hierarchy.lvl2, k), lvl3: vary(record.hierarchy.lvl3, k) },
			});
		}
	}
	const all = [...records, ...copies];
	// Breadcrumbs as the real build reads them, from the pages' HTML.
	const crumbs = new Map<string, string[]>();
	for (const route of new Set(records.map((r) => r.url_without_anchor.slice(origin.length)))) {
		const file = path.join(publicDir, route, 'index.html');
		const trail = fs.existsSync(file) ? pageCrumbs(fs.readFileSync(file, 'utf8')) : [];
		crumbs.set(route, trail);
		for (let k = 1; k < factor; k += 1) crumbs.set(`${route}-copy-${k}`, trail);
	}

	fs.renameSync(dir, saved);
	fs.mkdirSync(dir);
	const write = (stem: string, data: unknown) => {
		const json = JSON.stringify(data);
		const name = `${stem}.${crypto.createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
		fs.writeFileSync(path.join(dir, name), json);
		return name;
	};
	const current = all.filter((r) => defaultTags.has(r.site_tag));
	const archived = all.filter((r) => !defaultTags.has(r.site_tag));
	const main = buildIndexPart(current, origin, crumbs, write);
	const manifest: SearchManifest = { version: 2, language: 'en', terms: main.terms, titles: main.titles, counts: main.counts };
	if (archived.length > 0) {
		const old = buildIndexPart(archived, origin, crumbs, (stem, data) => write(`archived-${stem}`, data));
		manifest.archived = { terms: old.terms, titles: old.titles, counts: old.counts, siteTags: old.siteTags.sort() };
	}
	fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
	return {
		records: all.length,
		currentRecords: current.length,
		restore: () => {
			fs.rmSync(dir, { recursive: true, force: true });
			fs.renameSync(saved, dir);
		},
	};
}

/** Gzipped sizes of the index files, for the record. */
export function indexFileSizes(publicDir: string): { terms: number; titles: number; largestPostings: number; postingsFiles: number; largestPage: number; pageFiles: number } {
	const dir = path.join(publicDir, 'search-index');
	const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length;
	const files = fs.readdirSync(dir);
	const postings = files.filter((f) => f.startsWith('postings-')).map(gz);
	const pageSizes = files.filter((f) => f.startsWith('page-')).map(gz);
	return {
		terms: gz(files.find((f) => f.startsWith('terms.'))!),
		titles: gz(files.find((f) => f.startsWith('titles.'))!),
		largestPostings: Math.max(...postings),
		postingsFiles: postings.length,
		largestPage: Math.max(...pageSizes),
		pageFiles: pageSizes.length,
	};
}

export interface QueryCost {
	query: string;
	bytes: number;
	files: number;
}

/**
 * Bytes of search-index files one query fetches on a cold cache (a new browser context per
 * query), after the modal has opened: what the reader waits for on their first search.
 */
export async function queryCosts(browser: Browser, origin: string, queries: string[]): Promise<QueryCost[]> {
	const costs: QueryCost[] = [];
	for (const query of queries) {
		const context = await browser.newContext();
		const page = await context.newPage();
		await page.goto(`${origin}/docs/theme`, { waitUntil: 'networkidle' });
		await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
		await page.keyboard.press('Control+k');
		await page.waitForSelector('.DocSearch-Modal');
		await page.waitForLoadState('networkidle');
		const fetched: Promise<number>[] = [];
		page.on('requestfinished', (request) => {
			if (request.url().includes('/search-index/')) fetched.push(request.sizes().then((s) => s.responseBodySize));
		});
		await page.locator('.DocSearch-Input').fill(query);
		await page.waitForSelector('.DocSearch-Hits, .DocSearch-NoResults');
		await page.waitForLoadState('networkidle');
		await page.waitForTimeout(200);
		const sizes = await Promise.all(fetched);
		costs.push({ query, bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length });
		await context.close();
	}
	return costs;
}

/** Index load and build times the client records with performance.measure. */
export async function indexBuildTimes(page: import('playwright-core').Page): Promise<{ loadMs: number; buildMs: number }> {
	return page.evaluate(() => ({
		loadMs: performance.getEntriesByName('search-index-load:current')[0]?.duration ?? -1,
		buildMs: performance.getEntriesByName('search-index-build:current')[0]?.duration ?? -1,
	}));
}
