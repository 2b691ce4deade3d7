import React from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { routePath } from '../../lib/paths';
import { cardAlt, cardHeadline, cardSection, socialImageUrl, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../lib/socialCard';

interface Props {
	/** Page title; the site title follows after the delimiter. Omit on the home page. */
	title?: string;
	description?: string;
	/** Path without trailing slash, for the canonical URL. */
	pathname: string;
	keywords?: readonly string[] | null;
	noindex?: boolean;
	/** og:type: 'article' for docs pages and blog posts. */
	type?: 'website' | 'article';
	/** Blog posts: the article:* Open Graph tags. Dates are YYYY-MM-DD; authors are profile URLs or names. */
	article?: { publishedTime: string; modifiedTime?: string; authors: readonly string[]; tags: readonly string[] };
	/**
	 * Script texts of schema.org objects, each written as a `<script type="application/ld+json">`.
	 * gatsby-node.ts makes them with src/lib/structuredData.ts, so the builders never ship to the browser.
	 */
	jsonLd?: readonly string[];
	children?: React.ReactNode;
}

/** <head> tags for a page, used from each page's Gatsby Head export. */
export function Seo({ title, description, pathname, keywords, noindex, type = 'website', article, jsonLd, children }: Props) {
	const siteConfig = useSiteConfig();
	const fullTitle = title ? `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}` : `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}`;
	const route = routePath(pathname);
	const canonical = `${siteConfig.url}${siteConfig.pathPrefix}${route === '/' ? '' : route}`;
	const summary = description ?? siteConfig.tagline;
	// The social card (drawn at build time by src/node/socialImages.ts from og:title and the route).
	const cardTitle = title ?? siteConfig.title;
	const image = socialImageUrl(siteConfig, route);
	const imageAlt = cardAlt(cardHeadline(cardTitle, summary, siteConfig.title), cardSection(route, siteConfig.docs), siteConfig.title);
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
			<meta property="og:site_name" content={siteConfig.title} />
			<meta property="og:title" content={cardTitle} />
			<meta property="og:description" content={summary} />
			<meta property="og:url" content={canonical} />
			<meta property="og:type" content={type} />
			<meta property="og:locale" content="en" />
			<meta property="og:image" content={image} />
			<meta property="og:image:type" content="image/png" />
			<meta property="og:image:width" content={String(SOCIAL_IMAGE_WIDTH)} />
			<meta property="og:image:height" content={String(SOCIAL_IMAGE_HEIGHT)} />
			<meta property="og:image:alt" content={imageAlt} />
			{article && <meta property="article:published_time" content={article.publishedTime} />}
			{article && <meta property="article:modified_time" content={article.modifiedTime ?? article.publishedTime} />}
			{article?.authors.map((author) => <meta key={`author ${author}`} property="article:author" content={author} />)}
			{article?.tags.map((tag) => <meta key={`tag ${tag}`} property="article:tag" content={tag} />)}
			<meta name="twitter:card" content="summary_large_image" />
			<meta name="twitter:title" content={cardTitle} />
			<meta name="twitter:description" content={summary} />
			<meta name="twitter:image" content={image} />
			<meta name="twitter:image:alt" content={imageAlt} />
			<meta name="generator" content={`Eightshift docs ${siteConfig.versions.site}`} />
			{noindex && <meta name="robots" content="noindex" />}
			{jsonLd?.map((text, index) => <script key={`ld ${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />)}
			{children}
		</>
	);
}
