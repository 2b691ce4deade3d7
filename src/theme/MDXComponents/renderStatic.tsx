/**
 * The Node entry of document rendering, loaded by src/node/mdx/renderDocument.ts: one compiled
 * document in, static HTML out, with the content component registry and static local links.
 */
import type { MDXContent } from 'mdx/types';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticLinkContext } from '../SmartLink';
import { mdxComponents } from './index';

export function renderDocumentHtml(Content: MDXContent, pathPrefix: string): string {
	return renderToStaticMarkup(
		<StaticLinkContext.Provider value={{ pathPrefix }}>
			<Content components={mdxComponents} />
		</StaticLinkContext.Provider>,
	);
}
