/**
 * The local server's rules (`npm run serve`, the e2e tests): public/ served the way production
 * serves it. Clean URLs with no trailing slash (a trailing slash, /index.html or .html redirects
 * to the clean path), gzip, long caching for hashed assets, 400 for a path no file can have, and
 * 404.html with status 404 for unknown paths. With a prefix (/es) the site answers under it (as
 * built with that path prefix) and, to reproduce a wrong base URL, also at the root.
 */
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import serveStatic from 'serve-static';
import { cacheControl, REVALIDATE, textFileType } from './securityHeaders';
import { badRequestPath, redirectTarget } from './urls';

export function createLocalServer(root: string, prefix = ''): http.Server {
	const gzip = compression();
	/**
	 * Files asked for by their exact name (scripts, styles, page data, search index files) go
	 * through serve-static: serve-handler resolves clean URLs for every request and costs ~5 ms
	 * each on this machine, which a search query fetching a dozen small files would feel.
	 */
	const files = serveStatic(root, {
		index: false,
		redirect: false,
		fallthrough: true,
		// The production rule (nginx, Netlify, _headers): hashed assets for a year, the rest revalidated.
		// Markdown twins and llms.txt with their type and charset (send would say `charset=UTF-8`).
		setHeaders: (response, file) => {
			response.setHeader('Cache-Control', cacheControl(`/${path.relative(root, file).split(path.sep).join('/')}`));
			const type = textFileType(file);
			if (type) response.setHeader('Content-Type', type);
		},
	});

	return http.createServer((request, response) => {
		const url = new URL(request.url ?? '/', 'http://localhost');
		// A NUL byte or broken escape names no file: 400, as serve-handler answers a `..` outside the site.
		const bad = badRequestPath(url.pathname);
		if (bad) {
			response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
			response.end(`Bad request: the path has ${bad}.\n`);
			return;
		}
		const underPrefix = prefix !== '' && (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
		const pathname = underPrefix ? url.pathname.slice(prefix.length) || '/' : url.pathname;
		const target = redirectTarget(pathname);
		if (target && !pathname.startsWith('/page-data/') && !pathname.startsWith('/static/')) {
			response.writeHead(301, { Location: `${underPrefix ? prefix : ''}${target === '/' && underPrefix ? '' : target}${url.search}` });
			response.end();
			return;
		}
		if (underPrefix) {
			request.url = `${pathname}${url.search}`;
		}
		const serve = () =>
			void handler(request, response, {
				public: root,
				cleanUrls: true,
				trailingSlash: false,
				directoryListing: false,
				// Pages and what is not found by name: files by name went through serve-static above.
				headers: [{ source: '**', headers: [{ key: 'Cache-Control', value: REVALIDATE }] }],
			});
		const byName = /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html');
		gzip(request as never, response as never, () => {
			if (byName) files(request as never, response as never, () => serve());
			else serve();
		});
	});
}
