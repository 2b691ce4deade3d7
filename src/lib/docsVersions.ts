/** Which docs instance and version a path belongs to, from the resolved navigation. */
import type { DocsVersionLink, SiteNavigation } from '../hooks/useSiteConfig';
import { isUnder } from './paths';

export interface ActiveDocsVersion {
	instance: string;
	version: DocsVersionLink;
	versions: DocsVersionLink[];
	/** The page the reader is on, in the other versions that have it: version name → path. */
	alternates?: Record<string, string>;
}

export function activeDocsVersion(pathname: string, navigation: SiteNavigation): ActiveDocsVersion | null {
	let best: ActiveDocsVersion | null = null;
	for (const entry of navigation.versions) {
		for (const version of entry.versions) {
			if (isUnder(pathname, version.base) && (!best || version.base.length > best.version.base.length)) {
				best = { instance: entry.instance, version, versions: entry.versions };
			}
		}
	}
	return best;
}
