import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEnvironment } from '../../src/build/environment';
import { validateSiteConfig } from '../../src/build/siteConfigSchema';
import { analyticsPlugins, bodyScripts } from '../../src/build/thirdParty';
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
