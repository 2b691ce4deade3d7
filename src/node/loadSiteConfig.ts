/** The validated site config with environment overrides: what every build-side module reads. */
import rawConfig from '../../site.config';
import { applyEnvironment } from './environment';
import { validateSiteConfig, type SiteConfig } from './siteConfigSchema';

let cached: SiteConfig | undefined;

/**
 * Reads each variable by name: gatsby-ssr runs inside Gatsby's webpack bundle, where a bare
 * `process.env` is replaced by an empty object but `process.env.NAME` is inlined at build time.
 */
function buildEnvironment(): NodeJS.ProcessEnv {
	return {
		SITE_CONFIG_OVERRIDES: process.env.SITE_CONFIG_OVERRIDES,
		GTAG_TRACKING_IDS: process.env.GTAG_TRACKING_IDS,
		GITHUB_STAR_BUTTON: process.env.GITHUB_STAR_BUTTON,
		SITE_URL: process.env.SITE_URL,
		PATH_PREFIX: process.env.PATH_PREFIX,
		ALGOLIA_APP_ID: process.env.ALGOLIA_APP_ID,
		ALGOLIA_SEARCH_KEY: process.env.ALGOLIA_SEARCH_KEY,
		ALGOLIA_INDEX: process.env.ALGOLIA_INDEX,
	};
}

export function loadSiteConfig(): SiteConfig {
	// Validate before and after the overrides so an error names the layer that caused it.
	cached ??= validateSiteConfig(applyEnvironment(validateSiteConfig(rawConfig), buildEnvironment()));
	return cached;
}
