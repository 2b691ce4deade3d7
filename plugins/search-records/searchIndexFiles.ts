/**
 * Reads the built docs and blog pages, turns them into DocSearch records, and writes the
 * records (what Algolia receives) to .cache/search-records.json, outside public/ (readers never
 * need them, and at 14 MB they were most of what a one-edit deploy transferred), and the local
 * index shards to public/search-index/.
 *
 * A rebuild that changed a few pages of the current docs leaves the index files as they are and
 * writes those pages into one "recent" file instead, which the manifest names together with
 * their routes; the browser searches it beside the main index and skips those routes there. So
 * a one-page edit rewrites the manifest and one small file, not every postings
 * shard (one added paragraph shifts every later document number). The state that decides it
 * (each page's records hash and the main index's files) is kept in .cache between builds; any
 * other change (a page added or removed, an archived page edited, more than MAX_RECENT pages)
 * rebuilds the whole index, which also folds the recent pages back in.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildPart, type PageContext, type RecentFile, type SearchManifest, type SupportVocabulary } from '../../src/search/indexFormat';
import { defaultSiteTags } from '../../src/search/siteTags';
import supportVocabulary from '../../src/search/supportVocabulary.json';
import { stem, words, type Word } from '../../src/search/tokenize';
import { withoutCspMeta } from '../../src/node/serving';
import { findVersion } from '../../src/node/docs';
import { normaliseRoute } from '../../src/node/output/builtSite';
import { buildPageRecords, pageCrumbs, type SearchRecord } from '../../src/node/searchRecords';
import type { SiteConfig } from '../../src/node/siteConfigSchema';

/** Not 'search': that folder holds the /search page's own HTML. */
export const SEARCH_DIR = 'search-index';

/** Where a build leaves the search records for the Algolia push, the tests and the bench. */
export const recordsFile = (root: string) => path.join(root, '.cache', 'search-records.json');

/** Section label and site tag of a route; null for pages that are not searched. */
export function classifyRoute(site: SiteConfig, route: string): { lvl0: string; siteTag: string } | null {
	const first = route.split('/')[1] ?? '';
	if (first === 'blog') {
		return { lvl0: 'Blog', siteTag: 'blog' };
	}
	const instance = site.docs.find((i) => i.id === first);
	if (!instance) return null;
	const version = findVersion(instance, route.slice(1));
	if (!version) return null;
	// Archived versions are their own section, so a reader who includes them sees which is which.
	const lvl0 = version === instance.versions[0] ? instance.label : `${instance.label} ${version.label} (archived)`;
	return { lvl0, siteTag: `docs-${instance.id}-${version.name}` };
}

function htmlFiles(dir: string, base = dir): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return entry.name === 'page-data' || entry.name === 'static' ? [] : htmlFiles(full, base);
		return entry.name === 'index.html' ? [full] : [];
	});
}

/**
 * Each page's records and breadcrumbs as last built, by route, with a hash of the HTML they came
 * from (.cache/search-page-records.json): a rebuild parses only the pages whose HTML changed,
 * about 4 s of a one-page rebuild otherwise spent re-reading 660 unchanged pages.
 */
interface PageRecordsCache {
	/** What records depend on besides a page's HTML: the site's URL, language, sections and the record-building code. */
	inputs: string;
	pages: Record<string, { html: string; records: SearchRecord[]; crumbs: string[] }>;
}

/** The records of every built docs and blog page, in route order; `parsed` counts the pages not taken from the cache. */
export function collectRecords(site: SiteConfig, publicDir: string, cacheFile?: string, inputs = ''): { records: SearchRecord[]; crumbs: Map<string, string[]>; parsed: number } {
	const origin = `${site.url}${site.pathPrefix}`;
	const records: SearchRecord[] = [];
	const crumbs = new Map<string, string[]>();
	const key = crypto.createHash('sha256').update(JSON.stringify([origin, site.locale.htmlLang, site.docs, inputs])).digest('hex');
	let cache: PageRecordsCache = { inputs: key, pages: {} };
	if (cacheFile) {
		try {
			const stored = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as PageRecordsCache;
			if (stored.inputs === key) cache = stored;
		} catch {
			/* no cache yet */
		}
	}
	const next: PageRecordsCache = { inputs: key, pages: {} };
	let parsed = 0;
	for (const file of htmlFiles(publicDir).sort()) {
		const route = normaliseRoute(`/${path.relative(publicDir, file).split(path.sep).join('/')}`);
		const where = classifyRoute(site, route);
		if (!where) continue;
		const html = fs.readFileSync(file, 'utf8');
		// Hashed without the CSP meta tag: csp-meta adds it after this plugin runs, so an unchanged page is read here without it on the first build and with it on the next.
		const htmlHash = crypto.createHash('sha256').update(withoutCspMeta(html)).digest('hex');
		let page = cache.pages[route];
		if (!page || page.html !== htmlHash) {
			page = { html: htmlHash, records: buildPageRecords({ route, html, lvl0: where.lvl0, siteTag: where.siteTag, language: site.locale.htmlLang, origin }), crumbs: pageCrumbs(html) };
			parsed += 1;
		}
		next.pages[route] = page;
		records.push(...page.records);
		crumbs.set(route, page.crumbs);
	}
	// Written only when a page was read or went away: a 15 MB file is not rewritten for nothing.
	if (cacheFile && (parsed > 0 || Object.keys(cache.pages).length !== Object.keys(next.pages).length)) {
		fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
		fs.writeFileSync(cacheFile, JSON.stringify(next));
	}
	return { records, crumbs, parsed };
}

const hashOf = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

const routeOf = (record: SearchRecord, origin: string) => record.url_without_anchor.slice(origin.length) || '/';
const routesOf = (records: SearchRecord[], origin: string) => new Set(records.map((r) => routeOf(r, origin)));

/**
 * The rules the index is written with, beyond the pages themselves: a change to the support
 * vocabulary, or to how families, support sections, breadcrumbs or stems are written (bump the
 * matching number), rewrites the whole index instead of keeping it for a rebuild whose pages
 * did not change.
 */
export const INDEX_RULES = `families-1 support-1 lvl0-1 stems-1 ${hashOf(JSON.stringify(supportVocabulary))}`;

/** Pages a rebuild may put in the recent file; more than this rebuilds the whole index. */
export const MAX_RECENT = 20;

/** What the next build needs to know about the main index (.cache/search-index-state.json). */
export interface SearchIndexState {
	version: 1;
	/**
	 * What the index was written with besides the pages (the support vocabulary and the rules that
	 * mark families and support sections): when it changed, the whole index is written again.
	 */
	rules?: string;
	/** Hash of each searched page's records and breadcrumbs, as the main index has them. */
	pages: Record<string, string>;
	/** The manifest of the main index, without a recent file. */
	manifest: SearchManifest;
	/** Every file of the main index, so a missing one forces a full rebuild. */
	files: string[];
}

/**
 * How much a page's matches weigh against other pages' matches of the same strength: section
 * landing pages (a route other routes sit under) and shallow pages above deep reference pages;
 * blog posts a little below docs, so a post's passing mention does not outrank the docs.
 */
export function pageBoost(route: string, routes: Set<string>): number {
	const depth = route.split('/').filter(Boolean).length;
	if (route.startsWith('/blog')) return 0.9;
	const landing = [...routes].some((other) => other !== route && other.startsWith(`${route}/`));
	return 1 + 0.06 * Math.max(0, 5 - depth) + (landing ? 0.25 : 0);
}

/** Two pages are near-identical when this share of their (name-free) headings is the same. */
export const FAMILY_SIMILARITY = 0.5;
/** A family needs this many near-identical pages under one parent. */
export const FAMILY_SIZE = 3;

/**
 * Families of near-identical pages: pages under one parent route built from one template, such as
 * the Forms filter pages (Parameters, Return value, Example, Notes, each headed by its hook name)
 * or the integration constants pages. A page belongs to its parent's family when its headings,
 * with the words of its own name left out, are mostly the same as those of at least two
 * siblings, or when its title follows the same pattern as theirs ("HubSpot filters", "Airtable
 * filters"). The search shows at most two of a family among the first five results.
 */
export function pageFamilies(records: SearchRecord[], origin: string, similarity = FAMILY_SIMILARITY, size = FAMILY_SIZE): Map<string, string> {
	const pages = new Map<string, { title: string; headings: string[] }>();
	for (const record of records) {
		const route = routeOf(record, origin);
		let page = pages.get(route);
		if (!page) pages.set(route, (page = { title: record.hierarchy.lvl1, headings: [] }));
		if (record.type !== 'content' && record.type !== 'lvl1') page.headings.push(record.hierarchy[record.type] ?? '');
	}
	const byParent = new Map<string, string[]>();
	for (const route of pages.keys()) {
		const parent = route.split('/').slice(0, -1).join('/');
		const siblings = byParent.get(parent);
		if (siblings) siblings.push(route);
		else byParent.set(parent, [route]);
	}
	const partsOf = (text: string) => words(text).flatMap((w) => w.parts).map(stem);
	const families = new Map<string, string>();
	/** Headings most pages of a family have: what a family looks like, to join families of one template. */
	const skeletons = new Map<string, Set<string>>();
	for (const [parent, routes] of byParent) {
		if (!parent || routes.length < size) continue;
		const shapes = routes.map((route) => {
			const page = pages.get(route)!;
			const slug = new Set(partsOf(route.split('/').pop() ?? ''));
			const own = new Set([...partsOf(page.title), ...slug, ...words(page.title).map((w) => stem(w.joined))]);
			// A word of the page's own name counts as written (`HubSpot`, `hubspot`, `Hub Spot`).
			const isOwn = (set: Set<string>, w: Word) => set.has(stem(w.joined)) || w.parts.every((p) => set.has(stem(p)));
			return {
				headings: new Set(page.headings.map((h) => partsOf(h).filter((p) => !own.has(p)).join(' ')).filter(Boolean)),
				// The title without the words of the page's slug: "filters" for "HubSpot filters".
				pattern: words(page.title).filter((w) => !isOwn(slug, w)).map((w) => w.joined).join(' '),
			};
		});
		routes.forEach((route, i) => {
			let alike = 0;
			shapes.forEach((other, j) => {
				if (i === j) return;
				const shared = jaccard(shapes[i].headings, other.headings);
				// Same headings, or the same title pattern with at least some headings in common.
				const samePattern = shapes[i].pattern !== '' && shapes[i].pattern === other.pattern && shared >= similarity / 2;
				if ((shapes[i].headings.size >= 2 && shared >= similarity) || samePattern) alike += 1;
			});
			if (alike >= size - 1) families.set(route, parent);
		});
		const members = shapes.filter((_, i) => families.get(routes[i]) === parent);
		if (members.length === 0) continue;
		const counts = new Map<string, number>();
		for (const shape of members) for (const heading of shape.headings) counts.set(heading, (counts.get(heading) ?? 0) + 1);
		skeletons.set(parent, new Set([...counts].filter(([, n]) => n * 2 >= members.length).map(([heading]) => heading)));
	}
	// Families of one template under one section of the site (the filter pages of blocks, of the
	// form block, of integrations: all under /forms/php/filters) are one family.
	const common = (a: string, b: string) => {
		const x = a.split('/');
		const y = b.split('/');
		let i = 0;
		while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
		return x.slice(0, i).join('/');
	};
	const names = new Map([...skeletons.keys()].map((name) => [name, name]));
	const keys = [...skeletons.keys()].sort();
	for (let i = 0; i < keys.length; i += 1) {
		for (let j = i + 1; j < keys.length; j += 1) {
			const ancestor = common(keys[i], keys[j]);
			// At least two segments in common (/forms/php), and the same template.
			if (ancestor.split('/').length < 4 || jaccard(skeletons.get(keys[i])!, skeletons.get(keys[j])!) < similarity) continue;
			const [from, to] = [names.get(keys[j])!, names.get(keys[i])!];
			const joined = common(from, to).length < Math.min(from.length, to.length) ? common(from, to) : to;
			for (const [key, name] of names) if (name === from || name === to) names.set(key, joined);
		}
	}
	for (const [route, family] of families) families.set(route, names.get(family) ?? family);
	return families;
}

function jaccard(a: Set<string>, b: Set<string>): number {
	let shared = 0;
	for (const x of a) if (b.has(x)) shared += 1;
	const union = a.size + b.size - shared;
	return union === 0 ? 0 : shared / union;
}

/**
 * Writes the index of `records` (one part) with `write`; returns the part's manifest entry.
 * `routes` (every route of the part, default those of `records`) decides the landing-page boost;
 * `families` (default those of `records`) the families of near-identical pages.
 */
export function buildIndexPart(
	records: SearchRecord[],
	origin: string,
	crumbs: Map<string, string[]>,
	write: (stem: string, data: unknown) => string,
	routes = routesOf(records, origin),
	families = pageFamilies(records, origin),
) {
	const contextOf = (route: string): PageContext => ({ crumbs: crumbs.get(route) ?? [], boost: pageBoost(route, routes), family: families.get(route) ?? null });
	return buildPart(records, origin, contextOf, write, undefined, supportVocabulary as SupportVocabulary);
}

function writeRecords(file: string | undefined, records: SearchRecord[]) {
	if (!file) return;
	fs.mkdirSync(path.dirname(file), { recursive: true });
	fs.writeFileSync(file, JSON.stringify(records));
}

/** Hash of each page's records and breadcrumbs, by route. */
export function pageHashes(records: SearchRecord[], crumbs: Map<string, string[]>, origin: string): Record<string, string> {
	const byRoute = new Map<string, SearchRecord[]>();
	for (const record of records) {
		const route = routeOf(record, origin);
		const list = byRoute.get(route);
		if (list) list.push(record);
		else byRoute.set(route, [record]);
	}
	return Object.fromEntries([...byRoute].map(([route, list]) => [route, hashOf(JSON.stringify([list, crumbs.get(route) ?? []]))]));
}

/**
 * The routes to put in a recent file, or null when the whole index must be rebuilt: no state,
 * a file of the main index gone, a page added or removed, a changed page outside the default
 * search (archived docs), or more than MAX_RECENT changed pages.
 */
export function recentRoutes(state: SearchIndexState | null, hashes: Record<string, string>, defaultRoutes: Set<string>, exists: (file: string) => boolean): string[] | null {
	if (!state || state.version !== 1 || !state.files.every(exists)) return null;
	const before = Object.keys(state.pages);
	const now = Object.keys(hashes);
	if (before.length !== now.length || now.some((route) => !(route in state.pages))) return null;
	const changed = now.filter((route) => state.pages[route] !== hashes[route]).sort();
	if (changed.length > MAX_RECENT || changed.some((route) => !defaultRoutes.has(route))) return null;
	return changed;
}

/**
 * Writes the records to `records` (when given) and the local index to public/search-index: the whole index, or (when
 * `stateFile` holds the state of the last full one and few pages changed) a recent file beside it.
 */
export function writeSearchFiles(site: SiteConfig, publicDir: string, stateFile?: string, recordsPath?: string): { records: number; files: string[]; recent: number | null; parsed: number } {
	// Pages whose HTML did not change keep their records from the last build (the cache sits beside the state file).
	const pageCache = stateFile ? path.join(path.dirname(stateFile), 'search-page-records.json') : undefined;
	const { records, crumbs, parsed } = collectRecords(site, publicDir, pageCache, `${buildPageRecords.toString()}${pageCrumbs.toString()}`);
	const dir = path.join(publicDir, SEARCH_DIR);
	const origin = `${site.url}${site.pathPrefix}`;
	const defaultTags = new Set(defaultSiteTags(site.docs));
	const current = records.filter((r) => defaultTags.has(r.site_tag));
	const hashes = pageHashes(records, crumbs, origin);
	let state: SearchIndexState | null = null;
	try {
		state = stateFile ? (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as SearchIndexState) : null;
	} catch {
		state = null;
	}
	if (state?.rules !== INDEX_RULES) state = null;
	const changed = recentRoutes(state, hashes, routesOf(current, origin), (file) => fs.existsSync(path.join(dir, file)));
	if (state && changed) {
		writeRecords(recordsPath, records);
		const files = ['manifest.json'];
		const manifest: SearchManifest = { ...state.manifest };
		if (changed.length > 0) {
			const recentSet = new Set(changed);
			const embedded: RecentFile['files'] = {};
			const part = buildIndexPart(
				current.filter((r) => recentSet.has(routeOf(r, origin))),
				origin,
				crumbs,
				(stem, data) => ((embedded[`recent-${stem}`] = data as RecentFile['files'][string]), `recent-${stem}`),
				routesOf(current, origin),
				pageFamilies(current, origin),
			);
			const body: RecentFile = { terms: part.terms, titles: part.titles, files: embedded };
			const json = JSON.stringify(body);
			const name = `recent.${hashOf(json)}.json`;
			fs.writeFileSync(path.join(dir, name), json);
			files.push(name);
			manifest.recent = { file: name, routes: changed, counts: part.counts };
		}
		for (const old of fs.readdirSync(dir)) if (/^recent\./.test(old) && !files.includes(old)) fs.rmSync(path.join(dir, old));
		fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
		return { records: records.length, files, recent: changed.length, parsed };
	}
	fs.rmSync(dir, { recursive: true, force: true });
	fs.mkdirSync(dir, { recursive: true });
	writeRecords(recordsPath, records);
	const files = ['manifest.json'];
	const write = (stem: string, data: unknown) => {
		const json = JSON.stringify(data);
		const name = `${stem}.${hashOf(json)}.json`;
		fs.writeFileSync(path.join(dir, name), json);
		files.push(name);
		return name;
	};
	// Archived versions are searched only on request, so they get files of their own (prefixed
	// "archived-") and the default search never downloads them.
	const archived = records.filter((r) => !defaultTags.has(r.site_tag));
	const main = buildIndexPart(current, origin, crumbs, write);
	const manifest: SearchManifest = { version: 2, language: records[0]?.language ?? site.locale.htmlLang, terms: main.terms, titles: main.titles, counts: main.counts };
	if (archived.length > 0) {
		const old = buildIndexPart(archived, origin, crumbs, (stem, data) => write(`archived-${stem}`, data));
		manifest.archived = { terms: old.terms, titles: old.titles, counts: old.counts, siteTags: old.siteTags.sort() };
	}
	fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
	if (stateFile) {
		const next: SearchIndexState = { version: 1, rules: INDEX_RULES, pages: hashes, manifest, files: files.filter((f) => f !== 'manifest.json') };
		fs.mkdirSync(path.dirname(stateFile), { recursive: true });
		fs.writeFileSync(stateFile, JSON.stringify(next));
	}
	return { records: records.length, files, recent: null, parsed };
}
