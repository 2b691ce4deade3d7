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

/**
 * Why a request path cannot name any file, or null when it can: a NUL byte (`%00`, which file
 * system calls refuse) or percent-encoding that does not decode. The local server answers these
 * with 400, as it does a `..` that would leave the site.
 */
export function badRequestPath(rawPathname: string): string | null {
	let decoded: string;
	try {
		decoded = decodeURIComponent(rawPathname);
	} catch {
		return 'malformed percent-encoding';
	}
	return decoded.includes('\0') ? 'a NUL byte' : null;
}
