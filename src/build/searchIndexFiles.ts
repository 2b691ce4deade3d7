/**
 * Reads the built docs and blog pages, turns them into DocSearch records, and writes the
 * records (what Algolia receives) and the local index shards to public/search-index/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildPart, type PageContext, type SearchManifest } from '../search/indexFormat';
import { defaultSiteTags } from '../search/siteTags';
import { findVersion } from './docs';
import { normaliseRoute } from './links';
import { buildPageRecords, pageCrumbs, type SearchRecord } from './searchRecords';
import type { SiteConfig } from './siteConfigSchema';

/** Not 'search': that folder holds the /search page's own HTML. */
export const SEARCH_DIR = 'search-index';

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

export function collectRecords(site: SiteConfig, publicDir: string): { records: SearchRecord[]; crumbs: Map<string, string[]> } {
	const origin = `${site.url}${site.pathPrefix}`;
	const records: SearchRecord[] = [];
	const crumbs = new Map<string, string[]>();
	for (const file of htmlFiles(publicDir).sort()) {
		const route = normaliseRoute(`/${path.relative(publicDir, file).split(path.sep).join('/')}`);
		const where = classifyRoute(site, route);
		if (!where) continue;
		const html = fs.readFileSync(file, 'utf8');
		records.push(...buildPageRecords({ route, html, lvl0: where.lvl0, siteTag: where.siteTag, language: site.locale.htmlLang, origin }));
		crumbs.set(route, pageCrumbs(html));
	}
	return { records, crumbs };
}

const hashOf = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

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

/** Writes the index of `records` (one part) with `write`; returns the part's manifest entry. */
export function buildIndexPart(records: SearchRecord[], origin: string, crumbs: Map<string, string[]>, write: (stem: string, data: unknown) => string) {
	const routes = new Set(records.map((r) => r.url_without_anchor.slice(origin.length) || '/'));
	const contextOf = (route: string): PageContext => ({ crumbs: crumbs.get(route) ?? [], boost: pageBoost(route, routes) });
	return buildPart(records, origin, contextOf, write);
}

/** Writes records.json and the hashed local index files; returns what was written. */
export function writeSearchFiles(site: SiteConfig, publicDir: string): { records: number; files: string[] } {
	const { records, crumbs } = collectRecords(site, publicDir);
	const dir = path.join(publicDir, SEARCH_DIR);
	fs.rmSync(dir, { recursive: true, force: true });
	fs.mkdirSync(dir, { recursive: true });
	fs.writeFileSync(path.join(dir, 'records.json'), JSON.stringify(records));
	const files = ['records.json', 'manifest.json'];
	const write = (stem: string, data: unknown) => {
		const json = JSON.stringify(data);
		const name = `${stem}.${hashOf(json)}.json`;
		fs.writeFileSync(path.join(dir, name), json);
		files.push(name);
		return name;
	};
	// Archived versions are searched only on request, so they get files of their own (prefixed
	// "archived-") and the default search never downloads them.
	const defaultTags = new Set(defaultSiteTags(site.docs));
	const origin = `${site.url}${site.pathPrefix}`;
	const current = records.filter((r) => defaultTags.has(r.site_tag));
	const archived = records.filter((r) => !defaultTags.has(r.site_tag));
	const main = buildIndexPart(current, origin, crumbs, write);
	const manifest: SearchManifest = { version: 2, language: records[0]?.language ?? site.locale.htmlLang, terms: main.terms, titles: main.titles, counts: main.counts };
	if (archived.length > 0) {
		const old = buildIndexPart(archived, origin, crumbs, (stem, data) => write(`archived-${stem}`, data));
		manifest.archived = { terms: old.terms, titles: old.titles, counts: old.counts, siteTags: old.siteTags.sort() };
	}
	fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
	return { records: records.length, files };
}
