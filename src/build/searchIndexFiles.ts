/**
 * Reads the built docs and blog pages, turns them into DocSearch records, and writes the
 * records (what Algolia receives) and the local index shards to public/search-index/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildShards, type SearchManifest } from '../search/indexFormat';
import { defaultSiteTags } from '../search/siteTags';
import { findVersion } from './docs';
import { normaliseRoute } from './links';
import { buildPageRecords, type SearchRecord } from './searchRecords';
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

export function collectRecords(site: SiteConfig, publicDir: string): SearchRecord[] {
	const origin = `${site.url}${site.pathPrefix}`;
	const records: SearchRecord[] = [];
	for (const file of htmlFiles(publicDir).sort()) {
		const route = normaliseRoute(`/${path.relative(publicDir, file).split(path.sep).join('/')}`);
		const where = classifyRoute(site, route);
		if (!where) continue;
		records.push(...buildPageRecords({ route, html: fs.readFileSync(file, 'utf8'), lvl0: where.lvl0, siteTag: where.siteTag, language: site.locale.htmlLang, origin }));
	}
	return records;
}

const hashOf = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Writes records.json and the hashed local index files; returns what was written. */
export function writeSearchFiles(site: SiteConfig, publicDir: string): { records: number; files: string[] } {
	const records = collectRecords(site, publicDir);
	const dir = path.join(publicDir, SEARCH_DIR);
	fs.rmSync(dir, { recursive: true, force: true });
	fs.mkdirSync(dir, { recursive: true });
	fs.writeFileSync(path.join(dir, 'records.json'), JSON.stringify(records));
	const write = (stem: string, data: unknown) => {
		const json = JSON.stringify(data);
		const name = `${stem}.${hashOf(json)}.json`;
		fs.writeFileSync(path.join(dir, name), json);
		return name;
	};
	// Archived versions are searched only on request, so they get shards of their own and the
	// default search never downloads them.
	const defaultTags = new Set(defaultSiteTags(site.docs));
	const origin = `${site.url}${site.pathPrefix}`;
	const current = records.filter((r) => defaultTags.has(r.site_tag));
	const archived = records.filter((r) => !defaultTags.has(r.site_tag));
	const main = buildShards(current, origin);
	const headingsFile = write('headings', main.headings);
	const contentFiles = main.content.map((shard, i) => write(`content-${i}`, shard));
	const files = ['records.json', 'manifest.json', headingsFile, ...contentFiles];
	const manifest: SearchManifest = { ...main.manifest, headings: headingsFile, content: contentFiles };
	if (archived.length > 0) {
		const old = buildShards(archived, origin);
		const archivedHeadings = write('archived-headings', old.headings);
		const archivedContent = old.content.map((shard, i) => write(`archived-content-${i}`, shard));
		manifest.archived = { headings: archivedHeadings, content: archivedContent, counts: old.manifest.counts, siteTags: [...new Set(archived.map((r) => r.site_tag))].sort() };
		files.push(archivedHeadings, ...archivedContent);
	}
	fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
	return { records: records.length, files };
}
