import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEnvironment } from '../../src/node/environment';
import { validateSiteConfig } from '../../src/node/siteConfigSchema';
import { algoliaPlugins, analyticsPlugins, bodyScripts } from '../../src/node/head/thirdParty';
import siteConfig from '../../site.config';

const base = validateSiteConfig(siteConfig);

describe('site config', () => {
	it('matches the SPEC defaults', () => {
		assert.equal(base.titleDelimiter, '|');
		assert.equal(base.locale.htmlLang, 'en');
		assert.equal(base.locale.direction, 'ltr');
		assert.equal(base.blog.postsPerPage, 9);
		assert.deepEqual(base.sitemap, { changefreq: 'weekly', priority: 0.5 });
		assert.deepEqual(base.colorMode, { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false });
		assert.deepEqual(base.docs.map((d) => [d.id, d.versions[0].label]), [['docs', 'Next'], ['forms', 'Next'], ['components', 'Next']]);
	});
});

describe('third-party scripts', () => {
	it('are off with no configuration', () => {
		const site = applyEnvironment(base, {});
		assert.deepEqual(analyticsPlugins(site), []);
		assert.deepEqual(bodyScripts(site), []);
	});
	it('turn gtag on with IP anonymisation when tracking ids are set', () => {
		const site = applyEnvironment(base, { GTAG_TRACKING_IDS: 'G-ONE, G-TWO' });
		const [plugin] = analyticsPlugins(site);
		assert.equal(plugin.resolve, 'gatsby-plugin-google-gtag');
		assert.deepEqual(plugin.options.trackingIds, ['G-ONE', 'G-TWO']);
		assert.equal(plugin.options.gtagConfig.anonymize_ip, true);
	});
	it('add the star-button script async and deferred when enabled', () => {
		const site = applyEnvironment(base, { GITHUB_STAR_BUTTON: '1' });
		assert.deepEqual(bodyScripts(site), [{ src: 'https://buttons.github.io/buttons.js', async: true, defer: true }]);
	});
	it('take SITE_URL without its trailing slash', () => {
		assert.equal(applyEnvironment(base, { SITE_URL: 'https://docs.example.com/' }).url, 'https://docs.example.com');
	});
});

describe('code themes', () => {
	it('turns a theme into scoped CSS for light and dark', async () => {
		const { codeThemeCss } = await import('../../src/node/head/prismTheme');
		const css = codeThemeCss('eightshift', 'vsDark');
		assert.match(css, /:root:not\(\[data-theme='dark'\]\) \.prism-code\{color:#1f2328;background-color:#f6f8fa\}/);
		assert.match(css, /\[data-theme='dark'\] \.prism-code \.keyword[,{]/);
		assert.throws(() => codeThemeCss('nope', 'vsDark'), /unknown code theme "nope"/);
	});
	it('keeps the default themes at AAA contrast on their background and on a highlighted line', async () => {
		const { eightshiftLight, eightshiftDark } = await import('../../src/node/head/prismTheme');
		const channels = (color: string) => {
			const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/i.exec(color);
			return rgb ? rgb.slice(1).map(Number) : [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
		};
		const luminance = (color: string) => {
			const [r, g, b] = channels(color).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
			return 0.2126 * r + 0.7152 * g + 0.0722 * b;
		};
		const ratio = (a: string, b: string) => {
			const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
			return (hi + 0.05) / (lo + 0.05);
		};
		// A highlighted line is rgb(161 16 28 / 0.05) over the code background (CodeBlock styles):
		// #f2ecef in the light theme, #251d1e in the dark one.
		for (const [theme, marked] of [[eightshiftLight, '#f2ecef'], [eightshiftDark, '#251d1e']] as const) {
			for (const background of [String(theme.plain.backgroundColor), marked]) {
				for (const entry of [{ style: theme.plain }, ...theme.styles]) {
					const color = entry.style.color;
					if (!color) continue;
					assert.ok(ratio(color, background) >= 7, `${color} has contrast ${ratio(color, background).toFixed(2)} on ${background}`);
				}
			}
		}
	});
});

describe('shell helpers', () => {
	it('skip prefetching on 2g-class connections and with data saver', async () => {
		const { connectionAllowsPrefetch } = await import('../../src/lib/navigationGuard');
		assert.equal(connectionAllowsPrefetch(undefined), true);
		assert.equal(connectionAllowsPrefetch({ effectiveType: '4g' }), true);
		assert.equal(connectionAllowsPrefetch({ effectiveType: 'slow-2g' }), false);
		assert.equal(connectionAllowsPrefetch({ effectiveType: '2g' }), false);
		assert.equal(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true }), false);
	});
	it('compute collapse durations from height, 1 ms under reduced motion', async () => {
		const { collapseDuration } = await import('../../src/lib/collapse');
		assert.equal(collapseDuration(360, true), 1);
		assert.ok(collapseDuration(100, false) < collapseDuration(1000, false));
		assert.equal(collapseDuration(0, false), 40);
	});
	it('strip the path prefix from location paths', async () => {
		const { routePath } = await import('../../src/lib/paths');
		assert.equal(routePath('/es/docs/theme', '/es'), '/docs/theme');
		assert.equal(routePath('/es', '/es'), '/');
		assert.equal(routePath('/essay', '/es'), '/essay');
		assert.equal(routePath('/docs/theme', ''), '/docs/theme');
	});
	it('deep-merge config overrides', async () => {
		const { deepMerge } = await import('../../src/node/environment');
		assert.deepEqual(deepMerge({ a: { b: 1, c: 2 }, d: [1] }, { a: { b: 3 }, d: [2] }), { a: { b: 3, c: 2 }, d: [2] });
	});
});

describe('algolia push', () => {
	it('pushes nothing without credentials or without an admin key, and says why in one line', () => {
		const local = algoliaPlugins(base, undefined, '/x/records.json');
		assert.deepEqual(local.plugins, []);
		assert.match(local.message, /local index/);
		const hosted = applyEnvironment(base, { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'search', ALGOLIA_INDEX: 'docs' });
		assert.deepEqual(hosted.search.algolia, { appId: 'APP', apiKey: 'search', indexName: 'docs' });
		const noAdmin = algoliaPlugins(hosted, undefined, '/x/records.json');
		assert.deepEqual(noAdmin.plugins, []);
		assert.equal(noAdmin.message.split('\n').length, 1);
		assert.match(noAdmin.message, /ALGOLIA_ADMIN_KEY is not set/);
	});
	it('with an admin key, configures gatsby-plugin-algolia to push records.json', async () => {
		const fs = await import('node:fs');
		const os = await import('node:os');
		const path = await import('node:path');
		const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'records-')), 'records.json');
		fs.writeFileSync(file, JSON.stringify([{ objectID: 'a' }]));
		const hosted = applyEnvironment(base, { ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'search', ALGOLIA_INDEX: 'docs' });
		const { plugins } = algoliaPlugins(hosted, 'admin-key', file);
		const plugin = plugins[0] as { resolve: string; options: { appId: string; apiKey: string; indexName: string; queries: { transformer: () => unknown }[] } };
		assert.equal(plugin.resolve, 'gatsby-plugin-algolia');
		assert.deepEqual([plugin.options.appId, plugin.options.apiKey, plugin.options.indexName], ['APP', 'admin-key', 'docs']);
		const [record] = plugin.options.queries[0].transformer() as { objectID: string; internal: { contentDigest: string } }[];
		assert.equal(record.objectID, 'a');
		assert.match(record.internal.contentDigest, /^[0-9a-f]{20}$/, 'the digest the plugin compares to push only changed records');
	});
});

describe('API coverage', () => {
	it('finds names as whole words only', async () => {
		const { coverage } = await import('../../scripts/coverage-api');
		const result = coverage(['create post-type', 'render', 'getAsset', 'create post'], 'Run `wp acme create post-type`, then Helpers::render() and Helpers::getAssets().');
		assert.deepEqual(result.found, ['create post-type', 'render']);
		assert.deepEqual(result.missing, ['getAsset', 'create post']);
	});

	it('reports invented API names with file and line, and accepts renamed or removed ones from the history', async () => {
		const fs = await import('node:fs');
		const path = await import('node:path');
		const { unknownApiNames } = await import('../../scripts/coverage-api');
		const root = path.resolve(__dirname, '../..');
		const surface = JSON.parse(fs.readFileSync(path.join(root, 'data/api-surface.json'), 'utf8'));
		const history = JSON.parse(fs.readFileSync(path.join(root, 'data/api-history.json'), 'utf8')).names;
		const fixture = path.join(root, 'tests/fixtures/api-names');
		const files = ['content/docs/invented.mdx', 'content/forms/invented.mdx'].map((file) => ({ file, text: fs.readFileSync(path.join(fixture, file), 'utf8') }));
		const found = unknownApiNames(files, surface, history).map((u) => `${u.file}:${u.line} ${u.name}`);
		assert.deepEqual(found.sort(), [
			'content/docs/invented.mdx:13 MagicPicker',
			'content/docs/invented.mdx:5 Helpers::renderEverything',
			'content/docs/invented.mdx:8 wp boilerplate create magic-wand',
			'content/forms/invented.mdx:5 es_forms_integrations_hubspot_after_everything',
			'content/forms/invented.mdx:6 esFormsAfterTeaTime',
		]);
	});

	it('finds no invented API name in the site\'s current docs', async () => {
		const fs = await import('node:fs');
		const path = await import('node:path');
		const { unknownApiNames } = await import('../../scripts/coverage-api');
		const { markdownFiles } = await import('../../src/node/sources/contentFiles');
		const root = path.resolve(__dirname, '../..');
		const surface = JSON.parse(fs.readFileSync(path.join(root, 'data/api-surface.json'), 'utf8'));
		const history = JSON.parse(fs.readFileSync(path.join(root, 'data/api-history.json'), 'utf8')).names;
		const files = markdownFiles(path.join(root, 'content')).map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));
		assert.ok(files.length > 300);
		assert.deepEqual(unknownApiNames(files, surface, history), []);
	});
});
