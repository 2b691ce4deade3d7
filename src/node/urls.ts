/** The clean form of a request path: no trailing slash, no /index.html, no .html. */
export function canonicalPath(pathname: string): string {
	let clean = pathname.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
	clean = clean.replace(/\/+$/, '');
	return clean === '' ? '/' : clean;
}

/** Where to redirect a request path, or null when it is already clean. */
export function redirectTarget(pathname: string): string | null {
	const clean = canonicalPath(pathname);
	return clean === pathname ? null : clean;
}
