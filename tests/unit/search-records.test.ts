import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPageRecords } from '../../src/node/searchRecords';

const html = `<html><body><nav><a href="/">Home</a></nav><main><article><h1 class="t">Create a theme</h1>
<div data-doc-content="">
<p>Intro about <code>composer</code> and themes.</p>
<h2 id="install">Install it<a aria-label="Direct link to this section" href="#install">#</a></h2>
<p>Run the installer.</p>
<ul><li>First <ul><li>Nested</li></ul></li><li><p>Para item</p></li></ul>
<div data-language="bash"><pre><code><span>composer install</span></code></pre></div>
<h3 id="check">Check</h3><table><tr><th>Tool</th><td>PHP 8.3</td></tr></table>
<h2 id="next">Next steps</h2><p>Build a block.</p>
</div></article></main></body></html>`;

describe('buildPageRecords', () => {
	const records = buildPageRecords({ route: '/docs/theme', html, lvl0: 'DevKit', siteTag: 'docs-docs-current', language: 'en', origin: 'https://eightshift.com' });

	it('makes a title record, heading records and content records in page order', () => {
		assert.deepEqual(
			records.map((r) => [r.type, r.content ?? r.hierarchy[r.type as 'lvl1']]),
			[
				['lvl1', 'Create a theme'],
				['content', 'Intro about composer and themes.'],
				['lvl2', 'Install it'],
				['content', 'Run the installer.'],
				['content', 'First'],
				['content', 'Nested'],
				['content', 'Para item'],
				['lvl3', 'Check'],
				['content', 'Tool'],
				['content', 'PHP 8.3'],
				['lvl2', 'Next steps'],
				['content', 'Build a block.'],
			],
		);
	});

	it('gives each record its hierarchy and the nearest heading anchor', () => {
		const php = records.find((r) => r.content === 'PHP 8.3')!;
		assert.deepEqual(php.hierarchy, { lvl0: 'DevKit', lvl1: 'Create a theme', lvl2: 'Install it', lvl3: 'Check', lvl4: null, lvl5: null, lvl6: null });
		assert.equal(php.url, 'https://eightshift.com/docs/theme#check');
		assert.equal(php.url_without_anchor, 'https://eightshift.com/docs/theme');
		const next = records.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Next steps')!;
		assert.equal(next.hierarchy.lvl3, null, 'a new h2 clears the h3 above it');
		assert.equal(records[0].url, 'https://eightshift.com/docs/theme');
	});

	it('skips code, keeps language and site tag, and numbers records uniquely', () => {
		assert.ok(!records.some((r) => r.content?.includes('composer install')));
		assert.ok(records.every((r) => r.language === 'en' && r.site_tag === 'docs-docs-current'));
		assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
		assert.ok(records[0].weight.level > records[1].weight.level);
	});

	it('returns nothing for pages without doc content', () => {
		assert.deepEqual(buildPageRecords({ route: '/', html: '<main><h1>Home</h1></main>', lvl0: 'x', siteTag: 'x', language: 'en', origin: '' }), []);
	});
});

describe('collectRecords with its per-page cache', () => {
	it('reads only the pages whose HTML changed, and gives the records a full read gives', async () => {
		const fs = await import('node:fs');
		const os = await import('node:os');
		const path = await import('node:path');
		const { collectRecords } = await import('../../plugins/search-records/searchIndexFiles');
		const { loadSiteConfig } = await import('../../src/node/loadSiteConfig');
		const site = loadSiteConfig();
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'es-records-'));
		const publicDir = path.join(dir, 'public');
		const cacheFile = path.join(dir, '.cache/search-page-records.json');
		const routes = ['docs/theme', 'docs/plugin', 'forms/welcome', 'blog/block-patterns'];
		for (const route of routes) {
			fs.mkdirSync(path.join(publicDir, route), { recursive: true });
			fs.writeFileSync(path.join(publicDir, route, 'index.html'), html.replace('Create a theme', `Page ${route}`));
		}
		assert.equal(collectRecords(site, publicDir, cacheFile).parsed, 4);
		assert.equal(collectRecords(site, publicDir, cacheFile).parsed, 0, 'nothing changed: every page from the cache');
		// The csp-meta plugin adds its policy after the records are read: the same page for the cache.
		const theme = path.join(publicDir, 'docs/theme/index.html');
		fs.writeFileSync(theme, fs.readFileSync(theme, 'utf8').replace('<html>', '<html><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/>'));
		assert.equal(collectRecords(site, publicDir, cacheFile).parsed, 0, 'a CSP meta tag is not a change');
		fs.writeFileSync(path.join(publicDir, 'docs/plugin/index.html'), html.replace('Run the installer.', 'Run the installer twice.'));
		const cached = collectRecords(site, publicDir, cacheFile);
		assert.equal(cached.parsed, 1);
		const fresh = collectRecords(site, publicDir);
		assert.deepEqual(cached.records, fresh.records);
		assert.deepEqual([...cached.crumbs], [...fresh.crumbs]);
		assert.ok(cached.records.some((r) => r.content === 'Run the installer twice.'));
		// Another record-building code (or site settings) invalidates the whole cache.
		assert.equal(collectRecords(site, publicDir, cacheFile, 'other code').parsed, 4);
		fs.rmSync(dir, { recursive: true, force: true });
	});
});
