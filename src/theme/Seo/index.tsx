import React from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { routePath } from '../../lib/paths';

interface Props {
	/** Page title; the site title follows after the delimiter. Omit on the home page. */
	title?: string;
	description?: string;
	/** Path without trailing slash, for the canonical URL. */
	pathname: string;
	keywords?: readonly string[] | null;
	noindex?: boolean;
	children?: React.ReactNode;
}

/** <head> tags for a page, used from each page's Gatsby Head export. */
export function Seo({ title, description, pathname, keywords, noindex, children }: Props) {
	const siteConfig = useSiteConfig();
	const fullTitle = title ? `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}` : `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}`;
	const route = routePath(pathname);
	const canonical = `${siteConfig.url}${siteConfig.pathPrefix}${route === '/' ? '' : route}`;
	const summary = description ?? siteConfig.tagline;
	return (
		<>
			<title>{fullTitle}</title>
			<meta name="description" content={summary} />
			{keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
			<link rel="canonical" href={canonical} />
			<link rel="icon" href={`${siteConfig.pathPrefix}/favicon.svg`} type="image/svg+xml" />
			<link rel="alternate" type="application/rss+xml" title={`${siteConfig.title} blog (RSS)`} href={`${siteConfig.pathPrefix}/blog/rss.xml`} />
			<link rel="alternate" type="application/atom+xml" title={`${siteConfig.title} blog (Atom)`} href={`${siteConfig.pathPrefix}/blog/atom.xml`} />
			<link rel="alternate" type="application/feed+json" title={`${siteConfig.title} blog (JSON Feed)`} href={`${siteConfig.pathPrefix}/blog/feed.json`} />
			<meta property="og:title" content={fullTitle} />
			<meta property="og:description" content={summary} />
			<meta property="og:url" content={canonical} />
			<meta property="og:type" content="website" />
			<meta property="og:locale" content="en" />
			<meta name="twitter:card" content="summary" />
			<meta name="generator" content={`Eightshift docs ${siteConfig.versions.site}`} />
			{noindex && <meta name="robots" content="noindex" />}
			{children}
		</>
	);
}
