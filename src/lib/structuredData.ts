/**
 * schema.org structured data (JSON-LD) for the page head: `WebSite` with a `SearchAction` on the
 * home page, `TechArticle` and `BreadcrumbList` on docs pages, `BlogPosting` (and its
 * `BreadcrumbList`) on posts. Pure builders, so the unit tests read exactly what the templates
 * emit; `jsonLdText` (jsonLd.ts) serialises one for a `<script type="application/ld+json">`. It runs in the
 * browser too (Gatsby's Head re-renders on client navigation), so it imports nothing from Node.
 */
import type { JsonLd } from './jsonLd';
import { absoluteUrl, cardRoute, socialImageUrl, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, type SiteAddress } from './socialCard';

export interface SiteFacts extends SiteAddress {
	title: string;
	tagline: string;
	locale: { htmlLang: string };
}

export { jsonLdText, type JsonLd } from './jsonLd';

/** The organisation behind the site, named as publisher everywhere. */
export const PUBLISHER = { name: 'Infinum', url: 'https://infinum.com' } as const;

/** The site mark as a square PNG, drawn by the build next to the social cards (publisher logo). */
export const SITE_MARK_PATH = '/site-mark.png';
export const SITE_MARK_SIZE = 512;

/** The canonical URL of a route: the site URL and path prefix, no trailing slash (the home page is the bare prefix). */
export function pageUrl(site: SiteAddress, route: string): string {
	const clean = cardRoute(route);
	return absoluteUrl(site, clean === '/' ? '' : clean);
}

/** The site's root URL with its trailing slash: the WebSite's url and @id base. */
const rootUrl = (site: SiteAddress) => absoluteUrl(site, '/');

export function publisher(site: SiteAddress): JsonLd {
	return {
		'@type': 'Organization',
		'@id': `${rootUrl(site)}#publisher`,
		name: PUBLISHER.name,
		url: PUBLISHER.url,
		logo: { '@type': 'ImageObject', url: absoluteUrl(site, SITE_MARK_PATH), width: SITE_MARK_SIZE, height: SITE_MARK_SIZE },
	};
}

/** A reference to the WebSite node, for isPartOf. */
function websiteRef(site: SiteFacts): JsonLd {
	return { '@type': 'WebSite', '@id': `${rootUrl(site)}#website`, name: site.title, url: rootUrl(site) };
}

function socialImage(site: SiteAddress, route: string): JsonLd {
	return { '@type': 'ImageObject', url: socialImageUrl(site, route), width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT };
}

/** The URL template of the site search: /search reads its query from `q` (src/pages/search.tsx). */
export function searchUrlTemplate(site: SiteAddress): string {
	return `${absoluteUrl(site, '/search')}?q={search_term_string}`;
}

/** The home page: the WebSite, its publisher and how to search it. */
export function websiteJsonLd(site: SiteFacts): JsonLd {
	return {
		'@context': 'https://schema.org',
		...websiteRef(site),
		description: site.tagline,
		inLanguage: site.locale.htmlLang,
		publisher: publisher(site),
		potentialAction: {
			'@type': 'SearchAction',
			target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate(site) },
			'query-input': 'required name=search_term_string',
		},
	};
}

/** One step of a breadcrumb trail: a name and a route (site path without prefix). */
export interface Crumb {
	name: string;
	route: string;
}

/**
 * A BreadcrumbList from a trail of crumbs. Crumbs without a route (sidebar categories that are
 * not pages) are left out, because every step but the last must name a URL; a step with the
 * same URL as the one before it (a section whose landing page is this page) is given once.
 */
export function breadcrumbJsonLd(site: SiteAddress, crumbs: readonly { name: string; route: string | null | undefined }[]): JsonLd {
	const steps: Crumb[] = [];
	for (const crumb of crumbs) {
		if (!crumb.route) continue;
		const previous = steps[steps.length - 1];
		if (previous && cardRoute(previous.route) === cardRoute(crumb.route)) {
			previous.name = crumb.name;
			continue;
		}
		steps.push({ name: crumb.name, route: crumb.route });
	}
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: pageUrl(site, step.route) })),
	};
}

export interface ArticleFacts {
	route: string;
	title: string;
	description?: string | null;
	keywords?: readonly string[] | null;
	/** The section the card names ('DevKit', 'Forms', 'DevKit 8.x'). */
	section?: string;
	/** YYYY-MM-DD of the source file's last commit, when git knows it. */
	dateModified?: string;
}

/** A docs page; dateModified when git dates its source file (none in a shallow clone). */
export function techArticleJsonLd(site: SiteFacts, page: ArticleFacts): JsonLd {
	const url = pageUrl(site, page.route);
	return {
		'@context': 'https://schema.org',
		'@type': 'TechArticle',
		headline: page.title,
		...(page.description ? { description: page.description } : {}),
		url,
		mainEntityOfPage: url,
		inLanguage: site.locale.htmlLang,
		image: socialImage(site, page.route),
		...(page.section ? { articleSection: page.section } : {}),
		...(page.keywords && page.keywords.length > 0 ? { keywords: page.keywords.join(', ') } : {}),
		...(page.dateModified ? { dateModified: page.dateModified } : {}),
		isPartOf: websiteRef(site),
		publisher: publisher(site),
	};
}

export interface PostFacts extends ArticleFacts {
	/** YYYY-MM-DD. */
	datePublished: string;
	/** `type` from content/blog/authors.yml: an organization (a team) or, by default, a person. */
	authors: readonly { name: string; url?: string | null; type?: string | null }[];
	tags?: readonly string[];
}

/** A blog post, its authors (people or teams) with their profile URLs from content/blog/authors.yml. */
export function blogPostingJsonLd(site: SiteFacts, post: PostFacts): JsonLd {
	const url = pageUrl(site, post.route);
	const keywords = [...(post.tags ?? []), ...(post.keywords ?? [])].filter((word, index, all) => all.indexOf(word) === index);
	return {
		'@context': 'https://schema.org',
		'@type': 'BlogPosting',
		headline: post.title,
		...(post.description ? { description: post.description } : {}),
		url,
		mainEntityOfPage: url,
		inLanguage: site.locale.htmlLang,
		image: socialImage(site, post.route),
		datePublished: post.datePublished,
		dateModified: post.dateModified ?? post.datePublished,
		author: post.authors.map((author) => ({ '@type': author.type === 'organization' ? 'Organization' : 'Person', name: author.name, ...(author.url ? { url: author.url } : {}) })),
		...(keywords.length > 0 ? { keywords: keywords.join(', ') } : {}),
		isPartOf: websiteRef(site),
		publisher: publisher(site),
	};
}

/** A docs page's JSON-LD: its TechArticle and the breadcrumb trail the page shows (section, sidebar categories, the page). */
export function docPageJsonLd(
	site: SiteFacts,
	page: ArticleFacts & { sectionLink: { title: string; path: string }; breadcrumbs: readonly { title: string; path: string }[] },
): JsonLd[] {
	const trail = [{ name: page.sectionLink.title, route: page.sectionLink.path }, ...page.breadcrumbs.map((c) => ({ name: c.title, route: c.path })), { name: page.title, route: page.route }];
	return [techArticleJsonLd(site, page), breadcrumbJsonLd(site, trail)];
}

/** A post's JSON-LD: the BlogPosting and the trail Blog → post. */
export function blogPostJsonLd(site: SiteFacts, post: PostFacts): JsonLd[] {
	return [blogPostingJsonLd(site, post), breadcrumbJsonLd(site, [{ name: 'Blog', route: '/blog' }, { name: post.title, route: post.route }])];
}
