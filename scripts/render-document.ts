/**
 * Renders MDX documents the way the build does and reports errors with file and line, without a
 * Gatsby build: `node --import tsx scripts/render-document.ts content/components/x.mdx [...]`.
 * Prints each file's HTML size, its headings and links, or the error. A shared archived page
 * (content/docs/legacy/shared/…) is rendered once per version it lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSiteConfig } from '../src/node/loadSiteConfig';
import { renderDocument } from '../src/node/mdx/renderDocument';
import { createRemarkPlugins } from '../src/node/mdx/remarkPlugins';
import { readRouteList } from '../src/node/output/routeLists';
import { expandSharedDoc, findSharedDocs } from '../src/node/sharedDocs';

const root = path.resolve(__dirname, '..');
const site = loadSiteConfig();
const remarkPlugins = createRemarkPlugins({ contentDir: path.join(root, 'content'), instances: site.docs });
const published = new Set(readRouteList(root, 'data/published-routes.txt').map((entry) => entry.route));

/**
 * The documents to render for one argument: the file itself, or a shared page's text per version
 * it lists. Links are not checked against sibling pages here (they may not be written yet); the
 * build does that, and unknown routes are listed below.
 */
function expand(file: string): { label: string; absolutePath: string; raw: string }[] {
	const absolutePath = path.resolve(file);
	const relative = path.relative(root, absolutePath).split(path.sep).join('/');
	const shared = findSharedDocs(root, site.docs).find((doc) => doc.file === relative);
	if (!shared) return [{ label: file, absolutePath, raw: fs.readFileSync(absolutePath, 'utf8') }];
	const anyDoc = { has: () => true } as unknown as Set<string>;
	return shared.versions.map((name) => {
		const version = site.docs.flatMap((instance) => instance.versions).find((v) => v.name === name)!;
		return { label: `${file} (as ${name})`, absolutePath, raw: expandSharedDoc(shared, { version, docIds: anyDoc }) };
	});
}

async function main() {
	let failed = 0;
	const targets = process.argv.slice(2).flatMap((file) => {
		try {
			return expand(file);
		} catch (error) {
			failed += 1;
			console.log(`FAILED ${file}: ${(error as Error).message}`);
			return [];
		}
	});
	for (const { label: file, absolutePath, raw } of targets) {
		try {
			const html = await renderDocument({ absolutePath, raw, remarkPlugins, pathPrefix: '', root });
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
