/**
 * Build-time environment overrides for site.config.ts, so credentials never live in the repo.
 * With none set, the build makes no third-party request at all.
 */
import type { SiteConfig } from './siteConfigSchema';

export function applyEnvironment(config: SiteConfig, env: NodeJS.ProcessEnv): SiteConfig {
	const gtagIds = (env.GTAG_TRACKING_IDS ?? '')
		.split(',')
		.map((id) => id.trim())
		.filter(Boolean);
	return {
		...config,
		url: env.SITE_URL?.replace(/\/$/, '') || config.url,
		pathPrefix: env.PATH_PREFIX ?? config.pathPrefix,
		analytics: { ...config.analytics, gtagTrackingIds: gtagIds.length > 0 ? gtagIds : config.analytics.gtagTrackingIds },
		githubStarButton: {
			...config.githubStarButton,
			enabled: env.GITHUB_STAR_BUTTON === '1' ? true : config.githubStarButton.enabled,
		},
	};
}
