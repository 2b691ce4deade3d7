/**
 * Tiny inline scripts that must run before first paint: colour mode, announcement dismissal
 * and the base-URL check. Each is a string built from the config; gatsby-ssr inlines them.
 */
import type { SiteConfig } from '../siteConfigSchema';

const keys = { colorMode: 'es-color-mode', announcementDismissed: 'es-announcement-dismissed' };

/** Applies the stored (or, if allowed, the system) colour mode; only when the switch is enabled. */
export function colorModeScript(site: SiteConfig): string | null {
	const { colorMode } = site;
	if (colorMode.disableSwitch) {
		return null;
	}
	return `(function(){try{var m=localStorage.getItem(${JSON.stringify(keys.colorMode)});` +
		(colorMode.respectPrefersColorScheme ? `if(m!=='light'&&m!=='dark'){m=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';}` : '') +
		`if(m==='light'||m==='dark'){document.documentElement.setAttribute('data-theme',m);}}catch(e){}})();`;
}

/** Hides a dismissed announcement before paint, so it never flashes. */
export function announcementScript(site: SiteConfig): string | null {
	const bar = site.announcementBar;
	if (!bar || !bar.isCloseable) {
		return null;
	}
	return `(function(){try{if(localStorage.getItem(${JSON.stringify(keys.announcementDismissed)})===${JSON.stringify(bar.id)}){document.documentElement.setAttribute('data-announcement-dismissed','true');}}catch(e){}})();`;
}

/**
 * Shows the base-URL banner when the page is opened outside the configured path prefix, which
 * otherwise leaves a page whose scripts and styles 404: a blank or broken site.
 */
export function baseUrlScript(site: SiteConfig): string | null {
	const prefix = site.pathPrefix;
	if (!prefix) {
		return null;
	}
	return `(function(){var p=${JSON.stringify(prefix)},l=location.pathname;if(l===p||l.indexOf(p+'/')===0)return;` +
		`document.documentElement.setAttribute('data-base-url-issue','true');` +
		`var b=document.getElementById('base-url-banner');if(b){b.querySelector('[data-opened-at]').textContent=l;}})();`;
}
