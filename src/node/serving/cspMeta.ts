/**
 * Gives every built page a `<meta http-equiv="Content-Security-Policy">` that allows its own
 * inline scripts by SHA-256 and no others (Gatsby's script loader and chunk map, the before-paint
 * snippets of src/node/head/headScripts.ts, gtag's queue). The server's header policy says
 * `'unsafe-inline'` for scripts; browsers enforce both, so only these hashed scripts run, on
 * nginx and on a static host that can only send one header for all pages alike.
 * The csp-meta local plugin (plugins/csp-meta) adds it to every page after every step that writes
 * HTML; the search files read pages without it.
 */
import { createHash } from 'node:crypto';
import { pageScriptPolicy } from './securityHeaders';
import type { SiteConfig } from '../siteConfigSchema';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);
/** Exactly what withCspMeta writes, so a second run replaces it instead of adding another. */
const OWN_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;

/** A page's HTML without the policy withCspMeta adds: the same before and after the csp-meta plugin has run. */
export const withoutCspMeta = (html: string): string => html.replace(OWN_META, '');

/** The text of each inline script the browser would run (not src=, not JSON or other data blocks). */
export function inlineScripts(html: string): string[] {
	const out: string[] = [];
	for (const [, attributes, body] of html.matchAll(SCRIPT)) {
		if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
		const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1].toLowerCase() ?? '';
		if (!JS_TYPES.has(type)) continue;
		out.push(body);
	}
	return out;
}

/**
 * Base64 SHA-256 of each distinct inline script, as CSP expects: of the text as the browser sees
 * it, after the HTML parser has turned CR LF and lone CR into LF.
 */
export function scriptHashes(html: string): string[] {
	const hashes = inlineScripts(html).map((body) => createHash('sha256').update(body.replace(/\r\n?/g, '\n'), 'utf8').digest('base64'));
	return [...new Set(hashes)];
}

/**
 * The page with its script policy as a meta tag right after `<meta charset>` (which must stay
 * within the first 1,024 bytes) and before any script; an earlier tag of ours is replaced.
 */
export function withCspMeta(html: string, site: SiteConfig): string {
	const bare = html.replace(OWN_META, '');
	if (!/<head[\s>]/i.test(bare)) return html;
	const meta = `<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(site, scriptHashes(bare))}"/>`;
	const anchor = /<meta charset="[^"]*"\s*\/?>/i.exec(bare) ?? /<head(?:\s[^>]*)?>/i.exec(bare);
	const at = anchor ? anchor.index + anchor[0].length : 0;
	return `${bare.slice(0, at)}${meta}${bare.slice(at)}`;
}
