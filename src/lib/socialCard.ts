/**
 * What a page's social card says and where it lives, shared by the head tags (src/theme/Seo,
 * in the browser too) and the build step that draws the cards (src/node/socialImages.ts), so
 * the `og:image` a page names and the file the build writes come from one rule.
 */
import { socialImagePath } from './paths';

/** The docs instances as site.config.ts describes them; only what the section label needs. */
export interface CardDocsInstance {
	label: string;
	versions: readonly { label: string; path: string }[];
}

/** The site facts absolute URLs need. */
export interface SiteAddress {
	url: string;
	pathPrefix: string;
}

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

/** A page's route as the build's page walk names it: no trailing slash, no `index.html`, no `.html` (`/404.html` → `/404`). */
export function cardRoute(pathname: string): string {
	const clean = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '');
	return clean === '' ? '/' : clean;
}

/** True when route is base or below it. */
const under = (route: string, base: string) => route === base || route.startsWith(`${base}/`);

/**
 * The section a route belongs to, as the card and its alt text name it: the docs instance's
 * label ('DevKit', 'Forms', 'Components'), with the version label for archived docs
 * ('DevKit 8.x'), 'Blog' for the blog, and '' for pages outside every section (home, search…).
 */
export function cardSection(route: string, docs: readonly CardDocsInstance[]): string {
	let best: { length: number; label: string } | null = null;
	for (const instance of docs) {
		instance.versions.forEach((version, index) => {
			const base = `/${version.path}`;
			if (under(route, base) && (!best || base.length > best.length)) {
				best = { length: base.length, label: index === 0 ? instance.label : `${instance.label} ${version.label}` };
			}
		});
	}
	if (best) return (best as { label: string }).label;
	if (under(route, '/blog')) return 'Blog';
	return '';
}

/** Absolute URL of a site path (which starts with /): the site URL, the path prefix, then the path. */
export function absoluteUrl(site: SiteAddress, sitePath: string): string {
	return `${site.url}${site.pathPrefix}${sitePath}`;
}

/** Absolute URL of a page's social card. */
export function socialImageUrl(site: SiteAddress, route: string): string {
	return absoluteUrl(site, socialImagePath(cardRoute(route)));
}

/**
 * The big text of a card: the page's og:title, except on the page named after the site itself
 * (the home page), whose card already shows the site's name beside the mark and says what the
 * site is instead (its description, the tagline).
 */
export function cardHeadline(title: string, description: string | undefined, siteTitle: string): string {
	return title === siteTitle && description ? description : title;
}

/** The card's alt text: what it shows, the title and the section, then the site. */
export function cardAlt(title: string, section: string, siteTitle: string): string {
	const parts = [title, section, siteTitle].filter((part, index, all) => part !== '' && all.indexOf(part) === index);
	return parts.join(' · ');
}
