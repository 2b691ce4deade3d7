import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { loadSiteConfig } from './src/build/loadSiteConfig';
import { codeThemeCss } from './src/build/prismTheme';
import { bodyScripts } from './src/build/thirdParty';

/** Language, direction and colour mode on <html>; third-party scripts only when configured. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
	const site = loadSiteConfig();
	setHtmlAttributes({ lang: site.locale.htmlLang, dir: site.locale.direction, 'data-theme': site.colorMode.defaultMode } as object);
	setHeadComponents([<style key="code-theme" id="code-theme" dangerouslySetInnerHTML={{ __html: codeThemeCss(site.prism.theme, site.prism.darkTheme) }} />]);
	setPostBodyComponents(bodyScripts(site).map((script) => <script key={script.src} src={script.src} async={script.async} defer={script.defer} />));
};
