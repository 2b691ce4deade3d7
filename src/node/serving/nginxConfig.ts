/**
 * An nginx configuration that serves public/ the way the site expects, written from the site
 * config (scripts/nginx-config.ts is the command): the clean-URL rules of scripts/serve.ts and
 * src/node/serving/urls.ts (a trailing slash, /index.html and .html redirect with 301; /x answers
 * x.html or x/index.html; anything else the 404 page with status 404), the path prefix, the
 * sitemap, the cache rules and security headers of src/node/serving/securityHeaders.ts on every
 * response (redirects and the 404 included: `always`), gzip, and brotli when nginx has the module.
 */
import { HASHED_ASSET_PATTERNS, IMMUTABLE, REVALIDATE, securityHeaders } from './securityHeaders';
import type { SiteConfig } from '../siteConfigSchema';

export interface NginxOptions {
	/** Absolute path of the built site (public/). */
	root: string;
	port: number;
	/** Address to listen on; all IPv4 addresses when omitted. */
	host?: string;
	/** Only the `map` and `server` blocks, to include in an existing nginx.conf (e.g. /etc/nginx/conf.d/). */
	serverOnly?: boolean;
	/** Path of ngx_http_brotli_filter_module.so when it is installed, else null: brotli is then left out. */
	brotliModule: string | null;
	/** `user` directive of a whole configuration (only meaningful when nginx starts as root). */
	user?: string;
	/**
	 * The deploy folder's retained tree (npm run deploy): hashed assets, page data and search index
	 * files of the releases replaced within the grace period, tried when the current release lacks
	 * the file, so a tab opened on an earlier release keeps loading.
	 */
	retained?: string;
}

/** Where Debian's libnginx-mod-http-brotli-filter installs the module. */
export const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** MIME types of every kind of file the build writes (a whole configuration does not read /etc/nginx/mime.types). */
const TYPES: [string, string][] = [
	['text/html', 'html'],
	['text/css', 'css'],
	['application/javascript', 'js mjs'],
	['application/json', 'json map'],
	['application/xml', 'xml'],
	['text/plain', 'txt'],
	['text/markdown', 'md'],
	['image/svg+xml', 'svg'],
	['image/png', 'png'],
	['image/jpeg', 'jpg jpeg'],
	['image/gif', 'gif'],
	['image/webp', 'webp'],
	['image/avif', 'avif'],
	['image/x-icon', 'ico'],
	['font/woff2', 'woff2'],
	['font/woff', 'woff'],
	['font/ttf', 'ttf'],
	['application/manifest+json', 'webmanifest'],
	['application/pdf', 'pdf'],
	['application/wasm', 'wasm'],
];
/** Compressed on the fly (text/html always is), and sent with `; charset=utf-8`: Markdown twins and llms.txt included. */
const TEXT_TYPES = 'text/css text/plain text/markdown text/xml application/javascript application/json application/xml application/rss+xml application/atom+xml application/manifest+json image/svg+xml';

/** A double-quoted nginx string; nginx has no escape for `$`, and none of our values holds a quote. */
const quote = (value: string) => {
	if (value.includes('"')) throw new Error(`nginx-config: a value may not contain a double quote: ${value}`);
	return `"${value}"`;
};

/** The `map` and `server` blocks, indented by one level inside `http`. */
function serverBlocks(site: SiteConfig, options: NginxOptions): string[] {
	const p = site.pathPrefix;
	const home = p || '/';
	const listen = options.host ? `${options.host}:${options.port}` : String(options.port);
	const headers = securityHeaders(site).map((h) => `add_header ${h.name} ${quote(h.value)} always;`);
	return [
		'# Cache-Control by the file finally served: hashed assets for a year, everything else revalidated.',
		'map $uri $es_cache_control {',
		`\tdefault ${quote(REVALIDATE)};`,
		...HASHED_ASSET_PATTERNS.map((pattern) => `\t${quote(`~${pattern}`)} ${quote(IMMUTABLE)};`),
		'}',
		'',
		'server {',
		`\tlisten ${listen};`,
		'\tserver_name _;',
		`\troot ${quote(options.root)};`,
		'\tserver_tokens off;',
		'\t# Redirects carry the path only, as scripts/serve.ts sends them (right behind a proxy too).',
		'\tabsolute_redirect off;',
		'\tcharset utf-8;',
		`\tcharset_types ${TEXT_TYPES};`,
		'',
		'\tgzip on;',
		'\tgzip_vary on;',
		'\tgzip_proxied any;',
		'\tgzip_comp_level 6;',
		'\tgzip_min_length 256;',
		`\tgzip_types ${TEXT_TYPES};`,
		...(options.brotliModule
			? ['\tbrotli on;', '\tbrotli_comp_level 5;', '\tbrotli_min_length 256;', `\tbrotli_types ${TEXT_TYPES};`]
			: ['\t# brotli: not generated, ngx_http_brotli_filter_module is not installed (Debian: libnginx-mod-http-brotli-filter).']),
		'',
		'\t# On every response, the 404 page and redirects included. No location adds a header of its',
		"\t# own (that would drop these: nginx's add_header is inherited only by locations without one).",
		...headers.map((h) => `\t${h}`),
		'\tadd_header Cache-Control $es_cache_control always;',
		'',
		'\terror_page 404 /__es_not_found;',
		'\tlocation = /__es_not_found {',
		'\t\tinternal;',
		'\t\ttry_files /404.html =404;',
		'\t}',
		'',
		'\t# Scripts, styles, images and page data by their exact name: never redirected.',
		`\tlocation ~ ^${p}(?<es_file>/(?:static|page-data${options.retained ? '|search-index' : ''})/.*[^/])$ {`,
		`\t\ttry_files $es_file ${options.retained ? '@es_retained' : '=404'};`,
		'\t}',
		...(options.retained
			? [
					'\t# Hashed scripts and styles at the root, current release first.',
					// Quoted: nginx reads a bare { as the start of the block.
					`\tlocation ~ "^${p}(?<es_file>/[^/]+[-.][0-9a-f]{10}\\.(?:js|css))$" {`,
					'\t\ttry_files $es_file @es_retained;',
					'\t}',
					'\t# Releases replaced within the grace period (npm run deploy): what an open tab of one may still ask for.',
					'\tlocation @es_retained {',
					`\t\troot ${quote(options.retained)};`,
					'\t\ttry_files $es_file =404;',
					'\t}',
				]
			: []),
		'',
		"\t# The generic host's rule files are the build's, not the site's.",
		`\tlocation ~ ^${p}/_(?:headers|redirects)$ {`,
		'\t\treturn 404;',
		'\t}',
		'',
		'\t# /index and /index.html redirect to their folder, /x.html to /x, /x/ to /x.',
		`\tlocation ~ ^${p}/index(?:\\.html)?$ {`,
		`\t\treturn 301 ${home}$is_args$args;`,
		'\t}',
		`\tlocation ~ ^${p}(?<es_dir>/.+)/index(?:\\.html)?$ {`,
		`\t\treturn 301 ${p}$es_dir$is_args$args;`,
		'\t}',
		`\tlocation ~ ^${p}(?<es_page>/.+)\\.html$ {`,
		`\t\treturn 301 ${p}$es_page$is_args$args;`,
		'\t}',
		`\tlocation ~ ^${p}(?<es_page>/.+?)/+$ {`,
		`\t\treturn 301 ${p}$es_page$is_args$args;`,
		'\t}',
		...(p ? [`\tlocation ~ ^${p}/+$ {`, `\t\treturn 301 ${p}$is_args$args;`, '\t}'] : []),
		'',
		'\t# Search engines know the sitemap as /sitemap.xml; a build without it has the index.',
		`\tlocation = ${p}/sitemap.xml {`,
		'\t\ttry_files /sitemap.xml @es_sitemap_index;',
		'\t}',
		'\tlocation @es_sitemap_index {',
		`\t\treturn 301 ${p}/sitemap-index.xml$is_args$args;`,
		'\t}',
		'',
		'\t# Clean URLs: /x is x (a file), x.html or x/index.html; anything else is the 404 page.',
		`\tlocation = ${home} {`,
		'\t\ttry_files /index.html =404;',
		'\t}',
		`\tlocation ~ ^${p}(?<es_page>/.*)$ {`,
		'\t\ttry_files $es_page $es_page.html $es_page/index.html =404;',
		'\t}',
		...(p ? ['', `\t# Outside ${p} there is nothing.`, '\tlocation / {', '\t\treturn 404;', '\t}'] : []),
		'}',
	];
}

export function nginxConfig(site: SiteConfig, options: NginxOptions): string {
	const header = [
		'# nginx configuration for the Eightshift docs, written by scripts/nginx-config.ts from site.config.ts',
		`# (path prefix ${site.pathPrefix ? `"${site.pathPrefix}"` : 'none'}, brotli ${options.brotliModule ? 'on' : 'off'}). Generate it again rather than edit it.`,
	];
	const blocks = serverBlocks(site, options);
	if (options.serverOnly) {
		return [...header, '# Include it inside the http block of nginx.conf.', '', ...blocks, ''].join('\n');
	}
	return [
		...header,
		'# Paths are relative to the prefix: nginx -c "$PWD/nginx.conf" -p /var/tmp/es-nginx/ (the folder must exist).',
		'',
		...(options.brotliModule ? [`load_module ${quote(options.brotliModule)};`] : []),
		...(options.user ? [`user ${options.user};`] : []),
		'worker_processes 1;',
		'pid nginx.pid;',
		'error_log error.log warn;',
		'',
		'events {',
		'\tworker_connections 512;',
		'}',
		'',
		'http {',
		'\ttypes {',
		...TYPES.map(([type, extensions]) => `\t\t${type} ${extensions};`),
		'\t}',
		'\tdefault_type application/octet-stream;',
		'\taccess_log access.log;',
		'\tclient_body_temp_path client_body_temp;',
		'\tproxy_temp_path proxy_temp;',
		'\tfastcgi_temp_path fastcgi_temp;',
		'\tuwsgi_temp_path uwsgi_temp;',
		'\tscgi_temp_path scgi_temp;',
		'\tsendfile on;',
		'\ttcp_nopush on;',
		'\tkeepalive_timeout 65;',
		'',
		...blocks.map((line) => (line ? `\t${line}` : '')),
		'}',
		'',
	].join('\n');
}
