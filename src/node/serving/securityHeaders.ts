/**
 * The response headers every host sends, derived once from the site config: the
 * Content-Security-Policy (a third party's hosts appear only when that feature is configured),
 * the other security headers, and the cache rules. nginx (src/node/serving/nginxConfig.ts), the Netlify
 * adapter (gatsby-config `headers`) and the generic-host files (public/_headers, _redirects) are
 * all written from here, so the hosts cannot drift apart.
 *
 * Inline scripts: the header allows `'unsafe-inline'` for scripts, and each page carries a
 * `<meta http-equiv="Content-Security-Policy">` whose script-src lists the SHA-256 of that page's
 * own inline scripts (src/node/serving/cspMeta.ts). A browser enforces every policy it is given, so
 * only the hashed inline scripts run; the header needs no per-page value, which a static host
 * could not send.
 */
import type { SiteConfig } from '../siteConfigSchema';

export type Directive =
	| 'default-src'
	| 'script-src'
	| 'style-src'
	| 'img-src'
	| 'font-src'
	| 'connect-src'
	| 'frame-src'
	| 'worker-src'
	| 'object-src'
	| 'base-uri'
	| 'form-action'
	| 'frame-ancestors';

export type Policy = [Directive, string[]][];

export interface Header {
	name: string;
	value: string;
}

/**
 * Where the build is going: Netlify (its adapter and Gatsby's `headers` option, chosen by
 * DEPLOY_TARGET=netlify or the NETLIFY variable Netlify's builders set) or anywhere else (nginx,
 * or a static host reading public/_headers and public/_redirects).
 */
export function deployTarget(env: NodeJS.ProcessEnv): 'netlify' | 'static' {
	return env.DEPLOY_TARGET === 'netlify' || (env.DEPLOY_TARGET === undefined && Boolean(env.NETLIFY)) ? 'netlify' : 'static';
}

/** WordPress Playground, embedded and probed by src/pages/playground.tsx. */
export const PLAYGROUND_ORIGIN = 'https://playground.wordpress.net';
/** gtag.js and where it sends hits (Google's documented list for GA4). */
const GTAG = {
	script: ['https://www.googletagmanager.com'],
	connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
	img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
/** buttons.github.io renders the star button and reads the star count from the GitHub API. */
const STAR_BUTTON = {
	script: ['https://buttons.github.io', 'https://api.github.com'],
	connect: ['https://api.github.com'],
	frame: ['https://buttons.github.io'],
};

/** The hosts the Algolia lite client reads from: the DSN host, then three fallbacks (algoliasearch v5 getDefaultHosts). */
export function algoliaHosts(appId: string): string[] {
	const id = appId.toLowerCase();
	return [`https://${id}-dsn.algolia.net`, `https://${id}-1.algolianet.com`, `https://${id}-2.algolianet.com`, `https://${id}-3.algolianet.com`];
}

/** Hosts of the configured third parties, by the directive that needs them. */
export function thirdPartySources(site: SiteConfig): { script: string[]; connect: string[]; img: string[]; frame: string[] } {
	const out = { script: [] as string[], connect: [PLAYGROUND_ORIGIN], img: [] as string[], frame: [PLAYGROUND_ORIGIN] };
	if (site.analytics.gtagTrackingIds.length > 0) {
		out.script.push(...GTAG.script);
		out.connect.push(...GTAG.connect);
		out.img.push(...GTAG.img);
	}
	if (site.githubStarButton.enabled) {
		out.script.push(...STAR_BUTTON.script);
		out.connect.push(...STAR_BUTTON.connect);
		out.frame.push(...STAR_BUTTON.frame);
	}
	if (site.search.algolia) {
		out.connect.push(...algoliaHosts(site.search.algolia.appId));
	}
	return out;
}

/**
 * The policy the server sends with every response. Styles need `'unsafe-inline'`: Gatsby inlines
 * the CSS into each page and React writes `style` attributes. `data:` images are the SVG icons
 * some stylesheets embed; `blob:` workers are what a component demo (the image placeholder) starts
 * to analyse a picture.
 */
export function contentSecurityPolicy(site: SiteConfig): Policy {
	const third = thirdPartySources(site);
	return [
		['default-src', ["'self'"]],
		['script-src', ["'self'", "'unsafe-inline'", ...third.script]],
		['style-src', ["'self'", "'unsafe-inline'"]],
		['img-src', ["'self'", 'data:', ...third.img]],
		['font-src', ["'self'"]],
		['connect-src', ["'self'", ...third.connect]],
		['frame-src', third.frame],
		['worker-src', ["'self'", 'blob:']],
		['object-src', ["'none'"]],
		['base-uri', ["'self'"]],
		['form-action', ["'self'"]],
		['frame-ancestors', ["'none'"]],
	];
}

export function serializePolicy(policy: Policy): string {
	return policy.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The per-page policy of the `<meta>` tag: scripts from this origin and the configured script
 * hosts, and inline scripts only by hash. Workers fall back to script-src in a policy without
 * worker-src, so it repeats the header's. A meta policy may not carry frame-ancestors (browsers
 * ignore it there); the header carries everything else.
 */
export function pageScriptPolicy(site: SiteConfig, hashes: string[]): string {
	const worker = contentSecurityPolicy(site).find(([name]) => name === 'worker-src')?.[1] ?? [];
	return serializePolicy([
		['script-src', ["'self'", ...thirdPartySources(site).script, ...hashes.map((h) => `'sha256-${h}'`)]],
		['worker-src', worker],
	]);
}

/** Browser features the site never uses, turned off for it and every frame it embeds. */
export const PERMISSIONS_POLICY = [
	'accelerometer',
	'autoplay',
	'camera',
	'display-capture',
	'geolocation',
	'gyroscope',
	'hid',
	'magnetometer',
	'microphone',
	'midi',
	'payment',
	'serial',
	'usb',
	'xr-spatial-tracking',
]
	.map((feature) => `${feature}=()`)
	.join(', ');

/** The security headers, identical on every response (pages, assets, redirects and the 404). */
export function securityHeaders(site: SiteConfig): Header[] {
	return [
		{ name: 'Content-Security-Policy', value: serializePolicy(contentSecurityPolicy(site)) },
		{ name: 'X-Content-Type-Options', value: 'nosniff' },
		{ name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
		{ name: 'Permissions-Policy', value: PERMISSIONS_POLICY },
	];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Files whose name changes with their content: everything under /static/ and the scripts and
 * styles webpack names `<name>-<20 hex>.js` or `<name>.<20 hex>.css`. Everything else (HTML,
 * page-data, the search index, the sitemap, feeds) is revalidated on each use.
 */
export const HASHED_ASSET_PATTERNS = ['^/static/', '[-.][0-9a-f]{10}\\.(?:js|css)$'];
const HASHED_ASSET = new RegExp(HASHED_ASSET_PATTERNS.join('|'));

/** Cache-Control for a path inside public/ (without the path prefix). */
export function cacheControl(filePath: string): string {
	return HASHED_ASSET.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Text files the build writes for readers other than browsers: the Markdown twins (`/docs/theme.md`)
 * and the llms.txt files. Every host sends them with these types, charset included (a Markdown twin
 * is UTF-8, and without the charset a browser may guess another encoding).
 */
export const TEXT_FILE_TYPES: Record<string, string> = {
	md: 'text/markdown; charset=utf-8',
	txt: 'text/plain; charset=utf-8',
};

/** The Content-Type for a path when it is one of TEXT_FILE_TYPES, else undefined (the server's own table decides). */
export function textFileType(filePath: string): string | undefined {
	const extension = /\.([a-z0-9]+)$/i.exec(filePath)?.[1]?.toLowerCase();
	return extension ? TEXT_FILE_TYPES[extension] : undefined;
}

/**
 * Gatsby's `headers` option, used by the Netlify adapter. Keys are lower case so they replace
 * Gatsby's defaults of the same name (it sends `referrer-policy: same-origin` otherwise); the
 * adapter already marks webpack assets and /static/ immutable and pages and page-data revalidate.
 */
export function gatsbyHeaders(site: SiteConfig): { source: string; headers: { key: string; value: string }[] }[] {
	return [{ source: '/*', headers: securityHeaders(site).map((h) => ({ key: h.name.toLowerCase(), value: h.value })) }];
}

/**
 * public/_headers for a generic static host (Netlify's and Cloudflare Pages' format). Both apply
 * every matching rule, so Cache-Control appears only in rules that do not overlap; what no rule
 * names keeps the host's default (both revalidate by default). Markdown twins and the llms.txt files
 * get their Content-Type with the charset.
 */
export function headersFile(site: SiteConfig): string {
	const p = site.pathPrefix;
	const block = (pattern: string, headers: Header[]) => [`${p}${pattern}`, ...headers.map((h) => `  ${h.name}: ${h.value}`)].join('\n');
	return [
		'# Written by the build from src/node/serving/securityHeaders.ts; nginx and the Netlify adapter use the same rules.',
		block('/*', securityHeaders(site)),
		block('/static/*', [{ name: 'Cache-Control', value: IMMUTABLE }]),
		...['js', 'css'].map((ext) => block(`/*.${ext}`, [{ name: 'Cache-Control', value: IMMUTABLE }])),
		...Object.entries(TEXT_FILE_TYPES).map(([ext, type]) => block(`/*.${ext}`, [{ name: 'Content-Type', value: type }])),
		'',
	].join('\n');
}

/**
 * public/_redirects for a generic static host. The clean-URL rules (no .html, no /index.html,
 * 404.html with status 404) are what Netlify and Cloudflare Pages do by themselves; a rule for a
 * trailing slash would loop on Netlify, which matches rules with and without it. Under a path
 * prefix the files sit at the root of the upload, so the prefix is rewritten away.
 */
export function redirectsFile(site: SiteConfig): string {
	const lines = ['# Written by the build from src/node/serving/securityHeaders.ts.'];
	if (site.pathPrefix) {
		lines.push(`${site.pathPrefix}  /  200`, `${site.pathPrefix}/*  /:splat  200`);
	}
	return `${lines.join('\n')}\n`;
}
