/**
 * Local plugin, listed last so it runs after every plugin that writes or reads the HTML (search
 * records, Algolia): gives each page its inline-script policy as a meta tag
 * (src/node/serving/cspMeta.ts) and, unless the Netlify adapter writes them, the generic static host's
 * public/_headers and public/_redirects (src/node/serving/securityHeaders.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { addCspMetaToSite } from './addCspMeta';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { deployTarget, headersFile, redirectsFile } from '../../src/node/serving';

/** Writes a file only when its text changes, so a rebuild leaves unchanged files alone. */
function writeIfChanged(file: string, text: string) {
	if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter, store }) => {
	const { program } = store.getState() as { program: { directory: string } };
	const publicDir = path.join(program.directory, 'public');
	const site = loadSiteConfig();
	const result = addCspMetaToSite(publicDir, site);
	reporter.info(`CSP: script hashes in ${result.pages} pages (${result.written} rewritten)`);
	const files = { _headers: headersFile(site), _redirects: redirectsFile(site) };
	for (const [name, text] of Object.entries(files)) {
		// For Netlify the adapter writes both files after this step, keeping any text it finds: start it empty.
		if (deployTarget(process.env) === 'netlify') fs.rmSync(path.join(publicDir, name), { force: true });
		else writeIfChanged(path.join(publicDir, name), text);
	}
};
