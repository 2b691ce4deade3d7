/**
 * The route lists of data/: `published-routes.txt`, every URL the site has ever published, and
 * `published-routes-pending.txt`, those whose pages an open issue has yet to write. Read by the
 * published-routes check (plugins/site-checks), by the archived sidebars (which leave pending
 * pages out), by scripts/render-document.ts and by the route tests.
 */
import fs from 'node:fs';

export interface RouteEntry {
	/** The clean URL (no trailing slash) the listed URL resolves to. */
	route: string;
	/** "data/published-routes.txt:12" */
	where: string;
}

/** Reads a route list: one URL a line; blank lines and lines starting with # are skipped. */
export function parseRouteList(file: string, text: string): RouteEntry[] {
	const entries: RouteEntry[] = [];
	text.split('\n').forEach((raw, index) => {
		const line = raw.trim();
		if (line === '' || line.startsWith('#')) return;
		const where = `${file}:${index + 1}`;
		if (!line.startsWith('/') || /\s/.test(line)) {
			throw new Error(`${where}: "${line}" is not a URL path (leading slash, no spaces)`);
		}
		// Readers' links may end in a slash; the server redirects those to the clean URL, whose page must exist.
		entries.push({ route: line === '/' ? line : line.replace(/\/+$/, ''), where });
	});
	return entries;
}

export function readRouteList(root: string, file: string): RouteEntry[] {
	const full = `${root}/${file}`;
	return fs.existsSync(full) ? parseRouteList(file, fs.readFileSync(full, 'utf8')) : [];
}
