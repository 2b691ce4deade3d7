/**
 * What each built page needs in order to load in a browser, checked after the build: every local
 * <script src> and <link href> of its HTML is a file in public/, its page-data.json exists and
 * parses, the page component it names has a chunk group in webpack.stats.json with every file present, each static
 * query result it names exists, and app-data.json names the webpack compilation hash the page
 * was built with (a mismatch turns every client-side navigation into a full reload).
 * A missing piece is an error naming the page and its content file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeAttribute, isExternal, type BuiltPage } from '../../src/node/output/builtSite';

/** Local files a page's HTML loads or points its head at: <script src> and <link href>. */
export function assetReferences(html: string): string[] {
	const found = new Set<string>();
	for (const match of html.matchAll(/<(script|link)\b[^>]*?\s(src|href)="([^"]*)"/g)) {
		const [, tag, attribute, value] = match;
		if ((tag === 'script') !== (attribute === 'src')) continue;
		const href = decodeAttribute(value);
		if (href === '' || href.startsWith('#') || href.startsWith('data:') || isExternal(href)) continue;
		found.add(href.split(/[?#]/)[0]);
	}
	return [...found];
}

/** public/page-data/<route>/page-data.json of a route: `/` is `index`, the 404 page `404.html` as Gatsby writes it. */
export function pageDataFile(publicDir: string, route: string): string {
	const name = route === '/' ? 'index' : route.replace(/^\//, '');
	return path.join(publicDir, 'page-data', name, 'page-data.json');
}

function readJson(file: string): Record<string, unknown> | undefined {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
	} catch {
		return undefined;
	}
}

export const STATS_FILE = 'webpack.stats.json';

/**
 * The files of each page component's chunk group, from webpack.stats.json, as paths under
 * public/ ("/2337-a7424c1e06.js"): the component's own chunk and the chunks it shares with
 * other components, all of which the browser loads before the page renders. Gatsby's
 * chunk-map.json lists only the first of them. Undefined when the build wrote no stats.
 */
export function componentChunkFiles(publicDir: string): Record<string, string[]> | undefined {
	const stats = readJson(path.join(publicDir, STATS_FILE)) as { namedChunkGroups?: Record<string, { assets?: { name: string }[] }> } | undefined;
	if (!stats?.namedChunkGroups) return undefined;
	return Object.fromEntries(Object.entries(stats.namedChunkGroups).map(([name, group]) => [name, (group.assets ?? []).map((asset) => `/${asset.name}`)]));
}

export function checkPageAssets(publicDir: string, pages: BuiltPage[], pathPrefix = ''): string[] {
	const errors: string[] = [];
	const chunkMap = componentChunkFiles(publicDir);
	if (!chunkMap) return [`public/${STATS_FILE} is missing or names no chunk groups: Gatsby did not finish writing the bundles`];
	const appHash = (readJson(path.join(publicDir, 'page-data/app-data.json')) as { webpackCompilationHash?: string } | undefined)?.webpackCompilationHash;
	if (!appHash) errors.push('public/page-data/app-data.json is missing or names no webpackCompilationHash');
	const exists = new Map<string, boolean>();
	const has = (file: string) => {
		if (!exists.has(file)) exists.set(file, fs.existsSync(file));
		return exists.get(file) as boolean;
	};
	const local = (href: string) => {
		const unprefixed = pathPrefix && href.startsWith(`${pathPrefix}/`) ? href.slice(pathPrefix.length) : href;
		return path.join(publicDir, decodeURI(unprefixed));
	};

	for (const page of pages) {
		const name = page.source ? `${page.route} (${page.source})` : page.route;
		const problems: string[] = [];
		for (const href of assetReferences(page.html)) {
			if (!has(local(href))) problems.push(`${href} is not in public/`);
		}
		const pageHash = /webpackCompilationHash="([^"]+)"/.exec(page.html)?.[1];
		if (pageHash && appHash && pageHash !== appHash) problems.push(`the HTML names webpack compilation ${pageHash}, app-data.json ${appHash}`);
		// Pages Gatsby did not make have no page data; 404.html and /404 share Gatsby's 404 page data.
		if (pageHash) {
			const dataFile = page.route === '/404' && !has(pageDataFile(publicDir, '/404')) ? pageDataFile(publicDir, '/404.html') : pageDataFile(publicDir, page.route);
			const data = readJson(dataFile) as { componentChunkName?: string; staticQueryHashes?: string[] } | undefined;
			if (!data) {
				problems.push(`${path.relative(publicDir, dataFile)} is missing or not JSON`);
			} else {
				const files = data.componentChunkName ? chunkMap[data.componentChunkName] : undefined;
				if (!files) problems.push(`its component chunk "${data.componentChunkName}" is not in ${STATS_FILE}`);
				for (const file of files ?? []) if (!has(path.join(publicDir, file))) problems.push(`${file} (chunk ${data.componentChunkName}) is not in public/`);
				for (const hash of data.staticQueryHashes ?? []) {
					if (!has(path.join(publicDir, 'page-data/sq/d', `${hash}.json`))) problems.push(`static query result ${hash}.json is not in public/page-data/sq/d`);
				}
			}
		}
		if (problems.length > 0) errors.push(`Page ${name} cannot load: ${problems.join('; ')}`);
	}
	return errors;
}
