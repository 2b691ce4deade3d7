/**
 * The generated nginx configuration, run by Debian's nginx against the production build in
 * public/ (`npm test` runs this after `gatsby build`), checked with real HTTP requests: redirects,
 * the 404 page, the sitemap, caching, compression and the security headers. Two small sites made
 * here cover what the build does not show: a missing sitemap.xml and a path prefix.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { DEBIAN_BROTLI_MODULE } from '../../src/node/serving';
import { startNginx, type NginxServer } from './server';

const publicDir = path.resolve('public');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** What the default build loads, written out here so a change to the policy module shows. */
const DEFAULT_CSP =
	"default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
	"connect-src 'self' https://playground.wordpress.net; frame-src https://playground.wordpress.net; worker-src 'self' blob:; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const SECURITY = {
	'content-security-policy': DEFAULT_CSP,
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
};

interface Reply {
	status: number;
	headers: http.IncomingHttpHeaders;
	/** Decoded body text. */
	body: string;
}

function get(origin: string, pathname: string, headers: Record<string, string> = {}): Promise<Reply> {
	return new Promise((resolve, reject) => {
		http
			.get(`${origin}${pathname}`, { headers }, (response) => {
				const chunks: Buffer[] = [];
				response.on('data', (chunk: Buffer) => chunks.push(chunk));
				response.on('end', () => {
					const raw = Buffer.concat(chunks);
					const encoding = response.headers['content-encoding'];
					const body = encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw;
					resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
				});
			})
			.on('error', reject);
	});
}

function assertSecurityHeaders(reply: Reply, what: string) {
	for (const [name, value] of Object.entries(SECURITY)) assert.equal(reply.headers[name], value, `${name} on ${what}`);
	const permissions = String(reply.headers['permissions-policy']);
	for (const feature of ['camera', 'microphone', 'geolocation']) assert.match(permissions, new RegExp(`(^|, )${feature}=\\(\\)`), `permissions-policy on ${what}`);
}

/** Only the build's own variables matter for the policy: the test checks the default build. */
const buildEnv = { GTAG_TRACKING_IDS: '', GITHUB_STAR_BUTTON: '', ALGOLIA_APP_ID: '', PATH_PREFIX: '', SITE_CONFIG_OVERRIDES: '' };

describe('nginx serving the production build', () => {
	let server: NginxServer;
	let origin = '';
	before(async () => {
		assert.ok(fs.existsSync(path.join(publicDir, '404.html')), 'public/ holds no build: run `npx gatsby build` first');
		server = await startNginx(publicDir, buildEnv);
		origin = server.origin;
	});
	after(async () => server?.stop());

	it('redirects a trailing slash, /index.html and .html to the clean path with 301, keeping the query', async () => {
		const cases: [string, string][] = [
			['/docs/theme/', '/docs/theme'],
			['/docs/theme//', '/docs/theme'],
			['/docs/theme/index.html', '/docs/theme'],
			['/docs/theme/index', '/docs/theme'],
			['/docs/theme.html', '/docs/theme'],
			['/index.html', '/'],
			['/blog/?page=2', '/blog?page=2'],
			['/404.html', '/404'],
		];
		for (const [from, to] of cases) {
			const reply = await get(origin, from);
			assert.equal(reply.status, 301, from);
			assert.equal(reply.headers.location, to, from);
			assertSecurityHeaders(reply, `the redirect from ${from}`);
		}
	});

	it('answers clean URLs with the page (x/index.html), with the per-page script policy in it', async () => {
		for (const pathname of ['/', '/docs/theme', '/blog', '/search', '/playground']) {
			const reply = await get(origin, pathname);
			assert.equal(reply.status, 200, pathname);
			assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8', pathname);
			assert.match(reply.body, /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+; worker-src 'self' blob:"\/>/, pathname);
			assertSecurityHeaders(reply, pathname);
		}
		assert.match((await get(origin, '/docs/theme')).body, /<h1[^>]*>Create a theme/);
	});

	it('answers an unknown path with the 404 page and status 404, headers included', async () => {
		const page = fs.readFileSync(path.join(publicDir, '404.html'), 'utf8');
		for (const pathname of ['/no/such/page', '/static/missing.js', '/page-data/missing/page-data.json', '/docs/theme/extra']) {
			const reply = await get(origin, pathname);
			assert.equal(reply.status, 404, pathname);
			assert.equal(reply.body, page, pathname);
			assert.equal(reply.headers['cache-control'], REVALIDATE, pathname);
			assertSecurityHeaders(reply, `the 404 for ${pathname}`);
		}
	});

	it('does not serve the static-host rule files', async () => {
		assert.ok(fs.existsSync(path.join(publicDir, '_headers')), 'the build writes public/_headers');
		assert.equal((await get(origin, '/_headers')).status, 404);
		assert.equal((await get(origin, '/_redirects')).status, 404);
	});

	it('serves /sitemap.xml', async () => {
		const reply = await get(origin, '/sitemap.xml');
		assert.equal(reply.status, 200);
		assert.match(String(reply.headers['content-type']), /xml/);
		assert.match(reply.body, /<(sitemapindex|urlset)\b/);
		assert.equal(reply.headers['cache-control'], REVALIDATE);
	});

	it('caches hashed scripts, styles and /static/ for a year and revalidates pages, page data, the search index and feeds', async () => {
		const script = fs.readdirSync(publicDir).find((name) => /^app-[0-9a-f]{10}\.js$/.test(name));
		assert.ok(script, 'the build has an app-<hash>.js');
		const staticFile = fs.readdirSync(path.join(publicDir, 'static'))[0];
		for (const pathname of [`/${script}`, `/static/${staticFile}`]) {
			const reply = await get(origin, pathname);
			assert.equal(reply.status, 200, pathname);
			assert.equal(reply.headers['cache-control'], IMMUTABLE, pathname);
			assertSecurityHeaders(reply, pathname);
		}
		const revalidated = ['/docs/theme', '/', '/page-data/index/page-data.json', '/page-data/app-data.json', '/search-index/manifest.json', '/blog/rss.xml', '/~partytown/partytown.js'];
		for (const pathname of revalidated) {
			const reply = await get(origin, pathname);
			assert.equal(reply.status, 200, pathname);
			assert.equal(reply.headers['cache-control'], REVALIDATE, pathname);
		}
		assert.equal((await get(origin, `/${script}`)).headers['content-type'], 'application/javascript; charset=utf-8');
	});

	it('serves Markdown twins as text/markdown and the llms files as text/plain, UTF-8, revalidated; the page stays HTML', async () => {
		const twin = await get(origin, '/docs/theme.md');
		assert.equal(twin.status, 200);
		assert.equal(twin.headers['content-type'], 'text/markdown; charset=utf-8');
		assert.equal(twin.headers['cache-control'], REVALIDATE);
		assertSecurityHeaders(twin, '/docs/theme.md');
		assert.match(twin.body, /^---\ntitle: /);
		assert.equal(twin.body, fs.readFileSync(path.join(publicDir, 'docs/theme.md'), 'utf8'));
		const gzip = await get(origin, '/docs/theme.md', { 'Accept-Encoding': 'gzip' });
		assert.equal(gzip.headers['content-encoding'], 'gzip');
		for (const pathname of ['/llms.txt', '/llms-full.txt', '/docs/legacy/llms.txt']) {
			const reply = await get(origin, pathname);
			assert.equal(reply.status, 200, pathname);
			assert.equal(reply.headers['content-type'], 'text/plain; charset=utf-8', pathname);
		}
		const page = await get(origin, '/docs/theme');
		assert.equal(page.status, 200);
		assert.match(String(page.headers['content-type']), /^text\/html/);
		assert.equal((await get(origin, '/docs/no-such-page.md')).status, 404);
	});

	it('compresses text with gzip, and with brotli when the browser asks for it', async () => {
		assert.ok(fs.existsSync(DEBIAN_BROTLI_MODULE), 'the brotli module is not installed: run `bash scripts/ensure-deps.sh --nginx`');
		const script = fs.readdirSync(publicDir).find((name) => /^app-[0-9a-f]{10}\.js$/.test(name));
		for (const pathname of ['/docs/theme', `/${script}`, '/page-data/docs/theme/page-data.json', '/sitemap-0.xml']) {
			const plain = await get(origin, pathname);
			assert.equal(plain.headers['content-encoding'], undefined, pathname);
			const gzip = await get(origin, pathname, { 'Accept-Encoding': 'gzip' });
			assert.equal(gzip.headers['content-encoding'], 'gzip', pathname);
			assert.equal(gzip.body, plain.body, pathname);
			assert.match(String(gzip.headers.vary), /Accept-Encoding/i);
			const br = await get(origin, pathname, { 'Accept-Encoding': 'br, gzip' });
			assert.equal(br.headers['content-encoding'], 'br', pathname);
			assert.equal(br.body, plain.body, pathname);
		}
	});
});

/** A few files standing in for a build. */
function tinySite(files: Record<string, string>): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'es-nginx-site-'));
	for (const [name, text] of Object.entries(files)) {
		fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
		fs.writeFileSync(path.join(dir, name), text);
	}
	return dir;
}

describe('nginx on a build without sitemap.xml', () => {
	let server: NginxServer;
	const dir = tinySite({ '404.html': 'not found', 'index.html': 'home', 'sitemap-index.xml': '<sitemapindex/>' });
	before(async () => (server = await startNginx(dir, buildEnv)));
	after(async () => {
		await server?.stop();
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('redirects /sitemap.xml to the sitemap index', async () => {
		const reply = await get(server.origin, '/sitemap.xml');
		assert.equal(reply.status, 301);
		assert.equal(reply.headers.location, '/sitemap-index.xml');
	});
});

describe('nginx with a path prefix', () => {
	let server: NginxServer;
	const dir = tinySite({ '404.html': 'not found', 'index.html': 'home', 'docs/theme/index.html': 'theme', 'about.html': 'about', 'static/a.woff2': 'font' });
	before(async () => (server = await startNginx(dir, { ...buildEnv, PATH_PREFIX: '/es' })));
	after(async () => {
		await server?.stop();
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('serves the site under the prefix, x.html and x/index.html alike', async () => {
		assert.equal((await get(server.origin, '/es')).body, 'home');
		assert.equal((await get(server.origin, '/es/docs/theme')).body, 'theme');
		assert.equal((await get(server.origin, '/es/about')).body, 'about');
		const font = await get(server.origin, '/es/static/a.woff2');
		assert.equal(font.body, 'font');
		assert.equal(font.headers['cache-control'], IMMUTABLE);
	});

	it('redirects within the prefix', async () => {
		for (const [from, to] of [
			['/es/', '/es'],
			['/es/index.html', '/es'],
			['/es/docs/theme/', '/es/docs/theme'],
			['/es/docs/theme/index.html', '/es/docs/theme'],
			['/es/about.html', '/es/about'],
		]) {
			const reply = await get(server.origin, from);
			assert.equal(reply.status, 301, from);
			assert.equal(reply.headers.location, to, from);
		}
	});

	it('answers 404 outside the prefix and for unknown paths inside it', async () => {
		for (const pathname of ['/', '/docs/theme', '/es/nothing']) {
			const reply = await get(server.origin, pathname);
			assert.equal(reply.status, 404, pathname);
			assert.equal(reply.body, 'not found', pathname);
		}
	});
});
