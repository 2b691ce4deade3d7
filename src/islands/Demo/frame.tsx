/**
 * What every live demo needs besides its own component, loaded with the first demo on a page:
 * the library's stylesheet, scoped to `.es-uic-demo` at build time (plugins/demo-css-loader.js),
 * its fonts from files instead of the base64 copies in the package's CSS, and a portal provider
 * so popovers and menus open inside the demo frame, where the scoped styles apply.
 */
import { PortalProvider } from '@eightshift/ui-components';
import geistLatinExt from '@fontsource-variable/geist/files/geist-latin-ext-wght-normal.woff2';
import geistLatin from '@fontsource-variable/geist/files/geist-latin-wght-normal.woff2';
import geistMonoLatin from '@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2';
import libraryCss from 'ui-components-stylesheet?demo-css';
import React from 'react';

const STYLE_ID = 'es-uic-demo-styles';

/** Adds the library's stylesheet and fonts to the document, once per page view. */
export function installDemoStyles(): void {
	if (document.getElementById(STYLE_ID)) return;
	const fonts = [
		`@font-face{font-family:'Geist Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${geistLatin}) format('woff2-variations');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`,
		`@font-face{font-family:'Geist Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${geistLatinExt}) format('woff2-variations');unicode-range:U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF}`,
		`@font-face{font-family:'Geist Mono Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${geistMonoLatin}) format('woff2-variations')}`,
	];
	const style = document.createElement('style');
	style.id = STYLE_ID;
	style.textContent = `${fonts.join('\n')}\n${libraryCss}`;
	document.head.append(style);
}

/** Wraps a demo so the library's overlays render into `container`, inside the demo frame. */
export function DemoProviders({ container, children }: { container: HTMLElement; children: React.ReactNode }) {
	return <PortalProvider portalElement={container}>{children}</PortalProvider>;
}
