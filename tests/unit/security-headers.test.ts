import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { applyEnvironment } from '../../src/node/environment';
import {
	cacheControl,
	deployTarget,
	gatsbyHeaders,
	headersFile,
	nginxConfig,
	pageScriptPolicy,
	redirectsFile,
	scriptHashes,
	securityHeaders,
	textFileType,
	withCspMeta,
} from '../../src/node/serving';
import { validateSiteConfig } from '../../src/node/siteConfigSchema';
import siteConfig from '../../site.config';

const base = validateSiteConfig(siteConfig);
const plain = applyEnvironment(base, {});
/** The configured build's features (scripts/configured-build.env) plus the star button. */
const configured = applyEnvironment(base, {
	GTAG_TRACKING_IDS: 'G-E2ETEST',
	GITHUB_STAR_BUTTON: '1',
	ALGOLIA_APP_ID: 'ESTESTAPP',
	ALGOLIA_SEARCH_KEY: 'search-only-test-key',
	ALGOLIA_INDEX: 'eightshift_test',
	PATH_PREFIX: '/es',
});
const header = (site: typeof plain, name: string) => securityHeaders(site).find((h) => h.name === name)?.value;
const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('Content-Security-Policy', () => {
	it('allows only this origin and WordPress Playground when nothing is configured', () => {
		assert.equal(
			header(plain, 'Content-Security-Policy'),
			"default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
				"connect-src 'self' https://playground.wordpress.net; frame-src https://playground.wordpress.net; worker-src 'self' blob:; " +
				"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
		);
	});

	it('adds the gtag, star-button and Algolia hosts only where each is needed', () => {
		const policy = directives(header(configured, 'Content-Security-Policy') ?? '');
		assert.deepEqual(policy.get('script-src'), ["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com', 'https://buttons.github.io', 'https://api.github.com']);
		assert.deepEqual(policy.get('connect-src'), [
			"'self'",
			'https://playground.wordpress.net',
			'https://*.google-analytics.com',
			'https://*.analytics.google.com',
			'https://*.googletagmanager.com',
			'https://api.github.com',
			'https://estestapp-dsn.algolia.net',
			'https://estestapp-1.algolianet.com',
			'https://estestapp-2.algolianet.com',
			'https://estestapp-3.algolianet.com',
		]);
		assert.deepEqual(policy.get('img-src'), ["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
		assert.deepEqual(policy.get('frame-src'), ['https://playground.wordpress.net', 'https://buttons.github.io']);
		assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
		assert.deepEqual(policy.get('object-src'), ["'none'"]);
	});

	it('each feature alone brings only its own hosts', () => {
		const gtagOnly = header(applyEnvironment(base, { GTAG_TRACKING_IDS: 'G-1' }), 'Content-Security-Policy') ?? '';
		assert.match(gtagOnly, /googletagmanager/);
		assert.doesNotMatch(gtagOnly, /algolia|github/);
		const algoliaOnly = header(applyEnvironment(base, { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_INDEX: 'i' }), 'Content-Security-Policy') ?? '';
		assert.match(algoliaOnly, /https:\/\/app-dsn\.algolia\.net/);
		assert.doesNotMatch(algoliaOnly, /google|github/);
	});

	it('sends the other security headers with fixed values', () => {
		assert.equal(header(plain, 'X-Content-Type-Options'), 'nosniff');
		assert.equal(header(plain, 'Referrer-Policy'), 'strict-origin-when-cross-origin');
		for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
			assert.match(header(plain, 'Permissions-Policy') ?? '', new RegExp(`(^|, )${feature}=\\(\\)`));
		}
	});
});

describe('per-page script policy', () => {
	const page = (head: string, body = '') =>
		`<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title>${head}</head><body>${body}</body></html>`;

	it('hashes inline scripts, not external ones or data blocks', () => {
		const html = page('<script>a()</script><script src="/app.js"></script><script type="application/ld+json">{"a":1}</script>', '<script id="x">b()</script>');
		assert.deepEqual(scriptHashes(html), [sha('a()'), sha('b()')].map((s) => s.slice(8, -1)));
	});

	it('hashes the text the browser sees: CR LF becomes LF', () => {
		assert.deepEqual(scriptHashes(page('<script>a();\r\nb()</script>')), [sha('a();\nb()').slice(8, -1)]);
	});

	it('puts the meta tag after <meta charset> and before the first script, and replaces its own on a second run', () => {
		const html = page('<script>a()</script>');
		const once = withCspMeta(html, plain);
		assert.match(once, new RegExp(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha('a()').replace(/[+/]/g, '\\$&')}; worker-src 'self' blob:"/><title>`));
		assert.equal(withCspMeta(once, plain), once);
		assert.equal(once.match(/Content-Security-Policy/g)?.length, 1);
	});

	it('lists the configured script hosts and the workers, since both policies must allow them', () => {
		assert.equal(pageScriptPolicy(configured, ['abc']), "script-src 'self' https://www.googletagmanager.com https://buttons.github.io https://api.github.com 'sha256-abc'; worker-src 'self' blob:");
	});

	it('leaves a fragment without <head> alone', () => {
		assert.equal(withCspMeta('<div><script>a()</script></div>', plain), '<div><script>a()</script></div>');
	});
});

describe('cache rules', () => {
	it('are immutable for hashed names and revalidate everything else', () => {
		for (const file of ['/static/geist-latin-wght-normal-ee5d167b615cdb197f4a8e2195f71788.woff2', '/app-71e7ddbb3a.js', '/styles.65f93873db.css', '/2171-fd1b86f2c3.js']) {
			assert.equal(cacheControl(file), 'public, max-age=31536000, immutable', file);
		}
		// A name with a 20-digit hash is what Gatsby writes without gatsby-node.ts's hashDigestLength.
		for (const file of ['/app-71e7ddbb3a5cb443e23d.js', '/docs/theme/index.html', '/page-data/index/page-data.json', '/search-index/manifest.json', '/sitemap.xml', '/blog/rss.xml', '/~partytown/partytown.js', '/chunk-map.json']) {
			assert.equal(cacheControl(file), 'public, max-age=0, must-revalidate', file);
		}
	});
});

describe('hosts', () => {
	it('Netlify is chosen by DEPLOY_TARGET or the NETLIFY variable, anything else is a static host', () => {
		assert.equal(deployTarget({}), 'static');
		assert.equal(deployTarget({ NETLIFY: 'true' }), 'netlify');
		assert.equal(deployTarget({ DEPLOY_TARGET: 'netlify' }), 'netlify');
		assert.equal(deployTarget({ NETLIFY: 'true', DEPLOY_TARGET: 'static' }), 'static');
	});

	it("Gatsby's headers option carries the same security headers, in lower case to replace Gatsby's defaults", () => {
		const [rule] = gatsbyHeaders(plain);
		assert.equal(rule.source, '/*');
		assert.deepEqual(
			rule.headers,
			securityHeaders(plain).map((h) => ({ key: h.name.toLowerCase(), value: h.value })),
		);
	});

	it('_headers sets the security headers for every path and caching for hashed files only, under the prefix', () => {
		const text = headersFile(configured);
		assert.match(text, /^\/es\/\*\n {2}Content-Security-Policy: default-src 'self';.*estestapp-dsn\.algolia\.net/m);
		assert.match(text, /^\/es\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
		assert.match(text, /^\/es\/\*\.js\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
		assert.equal(text.match(/Cache-Control/g)?.length, 3);
		assert.match(headersFile(plain), /^\/\*\n {2}Content-Security-Policy: /m);
	});

	it('_headers and every server send Markdown twins and llms.txt as UTF-8 text/markdown and text/plain', () => {
		assert.match(headersFile(configured), /^\/es\/\*\.md\n {2}Content-Type: text\/markdown; charset=utf-8$/m);
		assert.match(headersFile(plain), /^\/\*\.txt\n {2}Content-Type: text\/plain; charset=utf-8$/m);
		assert.equal(textFileType('/docs/theme.md'), 'text/markdown; charset=utf-8');
		assert.equal(textFileType('/srv/public/llms.txt'), 'text/plain; charset=utf-8');
		assert.equal(textFileType('/docs/theme'), undefined);
		assert.equal(textFileType('/app.js'), undefined);
		assert.match(nginxConfig(plain, { root: '/srv/site/public', port: 8080, brotliModule: null }), /^\t\ttext\/markdown md;$/m);
	});

	it('_redirects rewrites the path prefix away and is empty of rules without one', () => {
		assert.deepEqual(redirectsFile(configured).split('\n').filter((l) => l && !l.startsWith('#')), ['/es  /  200', '/es/*  /:splat  200']);
		assert.deepEqual(redirectsFile(plain).split('\n').filter((l) => l && !l.startsWith('#')), []);
	});
});

describe('nginx configuration', () => {
	const options = { root: '/srv/site/public', port: 8080, brotliModule: null };

	it('sends each security header with `always`, so redirects and the 404 carry them too', () => {
		const text = nginxConfig(plain, options);
		for (const h of securityHeaders(plain)) assert.ok(text.includes(`add_header ${h.name} "${h.value}" always;`), h.name);
		assert.match(text, /add_header Cache-Control \$es_cache_control always;/);
		// Only the server level adds headers: a location with its own add_header would drop them.
		assert.equal(text.match(/^\t*add_header /gm)?.length, securityHeaders(plain).length + 1);
	});

	it('loads and enables brotli only when the module exists', () => {
		assert.doesNotMatch(nginxConfig(plain, options), /load_module|brotli on/);
		const withBrotli = nginxConfig(plain, { ...options, brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so' });
		assert.match(withBrotli, /^load_module "\/usr\/lib\/nginx\/modules\/ngx_http_brotli_filter_module\.so";$/m);
		assert.match(withBrotli, /^\t\tbrotli on;$/m);
	});

	it('--server-only gives the map and server blocks without the main context', () => {
		const text = nginxConfig(plain, { ...options, serverOnly: true, brotliModule: '/x.so' });
		assert.doesNotMatch(text, /load_module|^http \{|^events|^pid /m);
		assert.match(text, /^map \$uri \$es_cache_control \{$/m);
		assert.match(text, /^server \{$/m);
		assert.match(text, /^\tbrotli on;$/m);
	});

	it('serves under the path prefix and nothing outside it', () => {
		const text = nginxConfig(configured, options);
		assert.match(text, /location = \/es \{\n\t*try_files \/index\.html =404;/);
		assert.match(text, /location ~ \^\/es\(\?<es_page>\/\.\*\)\$ \{/);
		assert.match(text, /location \/ \{\n\t*return 404;/);
	});
});
