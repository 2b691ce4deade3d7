/**
 * The built site as the plugins that read it after the build see it: its pages (the index.html
 * files and 404.html) with their HTML, and every other file. The link check, the page-asset
 * check, the social cards and the search files all start from here.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BuiltPage {
	route: string;
	html: string;
	/** Content file that produced the page, when there is one. */
	source?: string;
}

const entity: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
/** An attribute value with the entities React writes turned back into characters. */
export const decodeAttribute = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => entity[m]);

/** Normalises a route: leading slash, no trailing slash, no index.html. */
export function normaliseRoute(route: string): string {
	const trimmed = route.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '');
	return trimmed === '' ? '/' : trimmed;
}

export function isExternal(href: string): boolean {
	return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/** Reads public/: pages are index.html files (plus 404.html), everything else is a static file. */
export function readBuiltSite(publicDir: string, sourceByRoute: Map<string, string>): { pages: BuiltPage[]; staticFiles: Set<string> } {
	const pages: BuiltPage[] = [];
	const staticFiles = new Set<string>();
	const walk = (dir: string) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const full = path.join(dir, entry.name);
			const rel = `/${path.relative(publicDir, full).split(path.sep).join('/')}`;
			if (entry.isDirectory()) {
				if (rel !== '/page-data') walk(full);
				continue;
			}
			if (entry.name === 'index.html' || rel === '/404.html') {
				const route = normaliseRoute(rel);
				pages.push({ route, html: fs.readFileSync(full, 'utf8'), source: sourceByRoute.get(route) });
			} else {
				staticFiles.add(rel);
			}
		}
	};
	walk(publicDir);
	return { pages, staticFiles };
}
