import React, { useEffect, useRef } from 'react';
import { hydrateIslands } from '../../islands/hydrateIslands';
import { prefetchContentLinks } from '../../lib/contentLinkPrefetch';
// Documents' components render in Node; their CSS still has to reach the stylesheet.
import '../MDXComponents/styles';

interface Props {
	/** The document rendered in Node (Mdx.html). */
	html: string;
	className?: string;
}

/**
 * A document's HTML, as static markup: React never hydrates it. Islands inside it hydrate on
 * their own, and its local links are prefetched like Gatsby links.
 */
export function DocumentHtml({ html, className }: Props) {
	const container = useRef<HTMLDivElement>(null);
	useEffect(() => {
		const element = container.current;
		if (!element) return undefined;
		const unmountIslands = hydrateIslands(element);
		const stopPrefetch = prefetchContentLinks(element);
		return () => {
			stopPrefetch();
			unmountIslands();
		};
	}, [html]);
	return <div ref={container} className={className} data-doc-content="" dangerouslySetInnerHTML={{ __html: html }} />;
}
