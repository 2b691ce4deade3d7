/**
 * Link and anchor check over the built HTML: every internal <a href> must reach a page or a
 * static file. A broken link is an error naming the source page (and its content file);
 * a missing #anchor is a warning.
 */
import path from 'node:path';
import { decodeAttribute, isExternal, normaliseRoute, type BuiltPage } from '../../src/node/output/builtSite';

export interface LinkReport {
	errors: string[];
	warnings: string[];
}

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
