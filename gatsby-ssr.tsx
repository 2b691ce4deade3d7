import React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { announcementScript, baseUrlScript, colorModeScript } from './src/node/head/headScripts';
import { loadSiteConfig } from './src/node/loadSiteConfig';
import { codeThemeCss } from './src/node/head/prismTheme';
import { bodyScripts } from './src/node/head/thirdParty';
import { wrapPageInShell } from './src/theme/Layout';

const inline = (key: string, code: string | null) => (code ? [<script key={key} dangerouslySetInnerHTML={{ __html: code }} />] : []);

/** <html> attributes, before-paint scripts, the code theme and third-party scripts when configured. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents, setPostBodyComponents }) => {
	const site = loadSiteConfig();
	setHtmlAttributes({ lang: site.locale.htmlLang, dir: site.locale.direction, 'data-theme': site.colorMode.defaultMode } as object);
	setHeadComponents([
		...inline('color-mode', colorModeScript(site)),
		...inline('announcement', announcementScript(site)),
		<style key="code-theme" id="code-theme" dangerouslySetInnerHTML={{ __html: codeThemeCss(site.prism.theme, site.prism.darkTheme) }} />,
	]);
	const baseUrl = baseUrlScript(site);
	if (baseUrl) {
		setPreBodyComponents([
			<div key="base-url-banner" id="base-url-banner" role="alert">
				<strong>This site did not load properly.</strong> It is built for the base URL <code>{site.pathPrefix}/</code>, but this page was
				opened at <code data-opened-at="">?</code>, so its scripts and styles cannot be found. Open it under <code>{site.pathPrefix}/</code>,
				or rebuild it with <code>pathPrefix</code> in site.config.ts (or <code>PATH_PREFIX</code>) set to the path it is served from.
			</div>,
			...inline('base-url-check', baseUrl),
		]);
	}
	setPostBodyComponents(bodyScripts(site).map((script) => <script key={script.src} src={script.src} async={script.async} defer={script.defer} />));
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPageInShell;

/**
 * Pages are rendered with renderToString instead of Gatsby's default renderToPipeableStream:
 * React 18's Node stream flushes its whole 2 KB buffer when a multi-byte character (→, “, é) does
 * not fit at the end, so stray NUL bytes land in the HTML (facebook/react#31134, fixed in
 * React 19); the Nu Html Checker found them in five docs pages. Nothing suspends during SSR here
 * (the only lazy part, the mobile menu, renders once opened), so streaming gains nothing.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
	replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
};
