import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { assetReferences, checkPageAssets, pageDataFile } from '../../plugins/site-checks/pageAssets';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A public/ folder with one complete page at /docs/theme (and the home page's data), as Gatsby writes it. */
function builtSite(prefix = ''): { dir: string; html: string } {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
	made.push(dir);
	const write = (file: string, text: string) => {
		fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
		fs.writeFileSync(path.join(dir, file), text);
	};
	write('app-1.js', '');
	write('component---doc-2.js', '');
	write('styles.css', '');
	write('favicon.svg', '');
	write('shared-3.js', '');
	// Stats name files without the path prefix: they are paths under public/.
	write('webpack.stats.json', JSON.stringify({ namedChunkGroups: { app: { assets: [{ name: 'app-1.js' }] }, 'component---doc': { assets: [{ name: 'styles.css' }, { name: 'shared-3.js' }, { name: 'component---doc-2.js' }] } } }));
	write('page-data/app-data.json', JSON.stringify({ webpackCompilationHash: 'abc' }));
	write('page-data/sq/d/42.json', '{}');
	write('page-data/docs/theme/page-data.json', JSON.stringify({ componentChunkName: 'component---doc', staticQueryHashes: ['42'] }));
	const html = `<html><head><link rel="icon" href="${prefix}/favicon.svg"/><link rel="canonical" href="https://example.com/docs/theme"/><link rel="stylesheet" href="${prefix}/styles.css?v=1"/></head><body><div id="___gatsby"></div><script src="${prefix}/app-1.js"></script><script id="gatsby-chunk-mapping">/*webpackCompilationHash="abc"*/</script><a href="/nowhere">not an asset</a></body></html>`;
	return { dir, html };
}

describe('the assets a built page loads', () => {
	it('lists local scripts and link targets, not anchors, external URLs or query strings', () => {
		const { html } = builtSite();
		assert.deepEqual(assetReferences(html).sort(), ['/app-1.js', '/favicon.svg', '/styles.css']);
	});

	it('maps a route to its page-data file', () => {
		assert.equal(pageDataFile('/p', '/'), path.join('/p', 'page-data/index/page-data.json'));
		assert.equal(pageDataFile('/p', '/docs/theme'), path.join('/p', 'page-data/docs/theme/page-data.json'));
	});

	it('accepts a page whose scripts, page data, chunk and static queries are all there', () => {
		const { dir, html } = builtSite();
		assert.deepEqual(checkPageAssets(dir, [{ route: '/docs/theme', html, source: 'content/docs/theme.mdx' }]), []);
	});

	it('reads the files without the path prefix', () => {
		const { dir, html } = builtSite('/es');
		assert.deepEqual(checkPageAssets(dir, [{ route: '/docs/theme', html }], '/es'), []);
	});

	it('names the page, its content file and each missing piece', () => {
		const { dir, html } = builtSite();
		fs.rmSync(path.join(dir, 'app-1.js'));
		fs.rmSync(path.join(dir, 'shared-3.js'));
		fs.rmSync(path.join(dir, 'page-data/sq/d/42.json'));
		const [error, ...rest] = checkPageAssets(dir, [{ route: '/docs/theme', html, source: 'content/docs/theme.mdx' }]);
		assert.equal(rest.length, 0);
		assert.match(error, /^Page \/docs\/theme \(content\/docs\/theme\.mdx\) cannot load: /);
		assert.match(error, /\/app-1\.js is not in public\//);
		// A chunk the page component shares with other pages counts as much as its own.
		assert.match(error, /\/shared-3\.js \(chunk component---doc\) is not in public\//);
		assert.match(error, /static query result 42\.json is not in public\/page-data\/sq\/d/);
	});

	it('fails a page without page data, and one whose component has no chunk group in the stats', () => {
		const { dir, html } = builtSite();
		assert.match(checkPageAssets(dir, [{ route: '/docs/plugin', html }])[0], /page-data\/docs\/plugin\/page-data\.json is missing or not JSON/);
		fs.writeFileSync(path.join(dir, 'page-data/docs/theme/page-data.json'), JSON.stringify({ componentChunkName: 'component---gone' }));
		assert.match(checkPageAssets(dir, [{ route: '/docs/theme', html }])[0], /component chunk "component---gone" is not in webpack\.stats\.json/);
	});

	it('fails pages that name another webpack compilation than app-data.json (navigation would reload every page)', () => {
		const { dir, html } = builtSite();
		fs.writeFileSync(path.join(dir, 'page-data/app-data.json'), JSON.stringify({ webpackCompilationHash: 'old' }));
		assert.match(checkPageAssets(dir, [{ route: '/docs/theme', html }])[0], /names webpack compilation abc, app-data\.json old/);
	});

	it('says so when the build left no stats', () => {
		const { dir, html } = builtSite();
		fs.rmSync(path.join(dir, 'webpack.stats.json'));
		assert.deepEqual(checkPageAssets(dir, [{ route: '/docs/theme', html }]), ['public/webpack.stats.json is missing or names no chunk groups: Gatsby did not finish writing the bundles']);
	});
});
