/**
 * Link and anchor check over the built HTML: every internal <a href> must reach a page or a
 * static file. A broken link is an error naming the source page (and its content file);
 * a missing #anchor is a warning.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BuiltPage {
	route: string;
	html: string;
	/** Content file that produced the page, when there is one. */
	source?: string;
}

export interface LinkReport {
	errors: string[];
	warnings: string[];
}

const entity: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
/** An attribute value with the entities React writes turned back into characters. */
export const decodeAttribute = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => entity[m]);

/** hrefs of <a> elements, entity-decoded. */
export function extractLinks(html: string): string[] {
	const links: string[] = [];
	for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
		links.push(decodeAttribute(match[1]));
	}
	return links;
}

/** Every id attribute value in the page (headings, sections, footnotes). */
export function extractIds(html: string): Set<string> {
	const ids = new Set<string>();
	for (const match of html.matchAll(/\sid="([^"]*)"/g)) {
		ids.add(decodeAttribute(match[1]));
	}
	return ids;
}

/** Normalises a route: leading slash, no trailing slash, no index.html. */
export function normaliseRoute(route: string): string {
	const trimmed = route.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '');
	return trimmed === '' ? '/' : trimmed;
}

export function isExternal(href: string): boolean {
	return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

export function checkLinks(pages: BuiltPage[], staticFiles: Set<string>, pathPrefix = ''): LinkReport {
	const byRoute = new Map(pages.map((p) => [p.route, p]));
	const idCache = new Map<string, Set<string>>();
	const idsOf = (route: string) => {
		if (!idCache.has(route)) idCache.set(route, extractIds(byRoute.get(route)!.html));
		return idCache.get(route)!;
	};
	// One error per broken target, listing the pages that link to it: a navbar link that is
	// broken everywhere reads as one problem, not one per page.
	const broken = new Map<string, { target: string; from: string[] }>();
	const warnings: string[] = [];

	for (const page of pages) {
		const from = page.source ? `${page.route} (${page.source})` : page.route;
		for (const href of new Set(extractLinks(page.html))) {
			if (href === '' || isExternal(href)) continue;
			const [beforeHash, hash = ''] = href.split('#');
			const pathPart = beforeHash.split('?')[0];
			let target = page.route;
			if (pathPart !== '') {
				let absolute = pathPart.startsWith('/') ? pathPart : path.posix.join(page.route === '/' ? '/' : path.posix.dirname(page.route), pathPart);
				if (pathPrefix && absolute.startsWith(pathPrefix)) absolute = absolute.slice(pathPrefix.length) || '/';
				absolute = decodeURI(absolute);
				if (staticFiles.has(absolute)) continue;
				target = normaliseRoute(absolute);
				if (!byRoute.has(target)) {
					const entry = broken.get(href) ?? { target, from: [] };
					entry.from.push(from);
					broken.set(href, entry);
					continue;
				}
			}
			if (hash !== '' && !idsOf(target).has(decodeURIComponent(hash))) {
				warnings.push(`Broken anchor on ${from}: ${href} (${target} has no element with id "${hash}")`);
			}
		}
	}
	const errors = [...broken].map(([href, { target, from }]) => {
		const shown = from.slice(0, 5).join(', ');
		const more = from.length > 5 ? ` and ${from.length - 5} more` : '';
		return `Broken link on ${shown}${more}: ${href} (no page at ${target})`;
	});
	return { errors, warnings };
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
