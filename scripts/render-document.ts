/**
 * Renders MDX documents the way the build does and reports errors with file and line, without a
 * Gatsby build: `node --import tsx scripts/render-document.ts content/components/x.mdx [...]`.
 * Prints each file's HTML size, its headings and links, or the error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSiteConfig } from '../src/build/loadSiteConfig';
import { renderDocument } from '../src/build/mdx/renderDocument';
import { createRemarkPlugins } from '../src/build/mdx/remarkPlugins';
import { readRouteList } from '../src/build/publishedRoutes';

const root = path.resolve(__dirname, '..');
const site = loadSiteConfig();
const remarkPlugins = createRemarkPlugins({ contentDir: path.join(root, 'content'), instances: site.docs });
const published = new Set(readRouteList(root, 'data/published-routes.txt').map((entry) => entry.route));

async function main() {
	let failed = 0;
	for (const file of process.argv.slice(2)) {
		const absolutePath = path.resolve(file);
		try {
			const html = await renderDocument({ absolutePath, raw: fs.readFileSync(absolutePath, 'utf8'), remarkPlugins, pathPrefix: '', root });
			const headings = [...html.matchAll(/<h([23]) id="([^"]+)">([^<]*)/g)].map((m) => `h${m[1]} #${m[2]} ${m[3]}`);
			const links = [...new Set([...html.matchAll(/href="(\/[^"#]*)/g)].map((m) => m[1]))];
			const unknown = links.filter((link) => !published.has(link));
			console.log(`ok ${file}: ${html.length} bytes of HTML`);
			headings.forEach((h) => console.log(`  ${h}`));
			if (unknown.length > 0) console.log(`  links not in data/published-routes.txt (check them): ${unknown.join(', ')}`);
		} catch (error) {
			failed += 1;
			console.log(`FAILED ${file}: ${(error as Error).message}`);
		}
	}
	process.exit(failed > 0 ? 1 : 0);
}

main();
