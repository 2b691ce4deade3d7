/** The validated site config with environment overrides: what every build-side module reads. */
import rawConfig from '../../site.config';
import { applyEnvironment } from './environment';
import { validateSiteConfig, type SiteConfig } from './siteConfigSchema';

let cached: SiteConfig | undefined;

export function loadSiteConfig(): SiteConfig {
	cached ??= validateSiteConfig(applyEnvironment(validateSiteConfig(rawConfig), process.env));
	return cached;
}
