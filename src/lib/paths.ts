/** Small path helpers shared by the shell. */

/** True for URLs that leave the site (scheme or protocol-relative). */
export function isExternalUrl(url: string): boolean {
	return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/** True when pathname is base or below it: '/docs/a' is under '/docs', '/docsx' is not. */
export function isUnder(pathname: string, base: string): boolean {
	const clean = pathname.replace(/\/+$/, '') || '/';
	return clean === base || (base !== '/' && clean.startsWith(`${base}/`));
}

declare const __PATH_PREFIX__: string | undefined;

/** The site path without Gatsby's path prefix: location.pathname carries it, routes do not. */
export function routePath(pathname: string, prefix: string = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : ''): string {
	if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
		return pathname.slice(prefix.length) || '/';
	}
	return pathname;
}

/** The URL of a page's Markdown twin, written at build time: the page's route plus `.md` (`/docs/theme.md`). */
export function markdownTwinPath(route: string): string {
	return `${route.replace(/\/+$/, '')}.md`;
}

/** The URL of a page's social card (Open Graph and Twitter image), 1200×630 PNG: `/og/docs/theme.png`, `/og/index.png` for the home page. */
export function socialImagePath(route: string): string {
	const clean = route.replace(/\/+$/, '');
	return `/og${clean === '' ? '/index' : clean}.png`;
}
