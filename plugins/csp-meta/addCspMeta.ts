/**
 * The csp-meta plugin's walk over public/: every page gets its script policy as a meta tag
 * (withCspMeta of the serving module), and a page whose text would not change is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withCspMeta } from '../../src/node/serving';
import type { SiteConfig } from '../../src/node/siteConfigSchema';

function htmlFiles(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return entry.name === 'page-data' || entry.name === 'static' ? [] : htmlFiles(full);
		return entry.name.endsWith('.html') ? [full] : [];
	});
}

/** Adds the meta tag to every page in public/; a file whose text would not change is not rewritten. */
export function addCspMetaToSite(publicDir: string, site: SiteConfig): { pages: number; written: number } {
	let pages = 0;
	let written = 0;
	for (const file of htmlFiles(publicDir)) {
		const html = fs.readFileSync(file, 'utf8');
		const next = withCspMeta(html, site);
		if (next === html && !html.includes('<meta http-equiv="Content-Security-Policy"')) continue;
		pages += 1;
		if (next !== html) {
			fs.writeFileSync(file, next);
			written += 1;
		}
	}
	return { pages, written };
}
