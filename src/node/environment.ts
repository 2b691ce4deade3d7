/**
 * Build-time environment overrides for site.config.ts, so credentials never live in the repo
 * and a test build can switch features on. With none set, the build makes no third-party request.
 */
import type { SiteConfig } from './siteConfigSchema';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges plain objects; arrays and scalars in `patch` replace those in `base`. */
export function deepMerge<T>(base: T, patch: unknown): T {
	if (!isObject(base) || !isObject(patch)) {
		return (patch === undefined ? base : patch) as T;
	}
	const out: Json = { ...base };
	for (const [key, value] of Object.entries(patch)) {
		out[key] = key in out ? deepMerge(out[key], value) : value;
	}
	return out as T;
}

export function applyEnvironment(config: SiteConfig, env: NodeJS.ProcessEnv): SiteConfig {
	let merged: SiteConfig = config;
	if (env.SITE_CONFIG_OVERRIDES) {
		let patch: unknown;
		try {
			patch = JSON.parse(env.SITE_CONFIG_OVERRIDES);
		} catch (error) {
			throw new Error(`SITE_CONFIG_OVERRIDES is not valid JSON: ${(error as Error).message}`);
		}
		merged = deepMerge(config, patch);
	}
	const gtagIds = (env.GTAG_TRACKING_IDS ?? '')
		.split(',')
		.map((id) => id.trim())
		.filter(Boolean);
	const algolia =
		env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY && env.ALGOLIA_INDEX
			? { appId: env.ALGOLIA_APP_ID, apiKey: env.ALGOLIA_SEARCH_KEY, indexName: env.ALGOLIA_INDEX }
			: merged.search.algolia;
	return {
		...merged,
		search: { ...merged.search, algolia },
		url: env.SITE_URL?.replace(/\/$/, '') || merged.url,
		pathPrefix: env.PATH_PREFIX ?? merged.pathPrefix,
		analytics: { ...merged.analytics, gtagTrackingIds: gtagIds.length > 0 ? gtagIds : merged.analytics.gtagTrackingIds },
		githubStarButton: {
			...merged.githubStarButton,
			enabled: env.GITHUB_STAR_BUTTON === '1' ? true : merged.githubStarButton.enabled,
		},
	};
}

/** The part of the config the browser needs: no analytics ids, no build-only settings. */
export function clientConfig(config: SiteConfig) {
	const { analytics: _analytics, githubStarButton: _star, sitemap: _sitemap, prism: _prism, ...rest } = config;
	return rest;
}

export type ClientSiteConfig = ReturnType<typeof clientConfig>;
