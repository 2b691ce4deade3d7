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
