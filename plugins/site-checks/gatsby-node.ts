/**
 * Local plugin, listed last: once every other plugin has written its files, the built site is
 * checked as a reader's browser would meet it. A broken link, a page whose scripts, page-data or
 * chunks are missing, or a published URL that no longer resolves fails the build, naming the
 * source file or the page.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readBuiltSite } from '../../src/node/output/builtSite';
import { checkLinks } from './links';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { checkPageAssets } from './pageAssets';
import { readRouteList } from '../../src/node/output/routeLists';
import { checkPublishedRoutes } from './publishedRoutes';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }) => {
	const { program } = store.getState() as { program: { directory: string } };
	const root = program.directory;
	const publicDir = path.join(root, 'public');
	const site = loadSiteConfig();
	const result = await graphql<{ allMdx: { nodes: { fields: { path: string; sourcePath: string } }[] } }>(`
		query LinkCheckSources {
			allMdx {
				nodes { fields { path sourcePath } }
			}
		}
	`);
	const sources = new Map((result.data?.allMdx.nodes ?? []).map((n) => [n.fields.path, `content/${n.fields.sourcePath}`]));
	const { pages, staticFiles } = readBuiltSite(publicDir, sources);

	const report = checkLinks(pages, staticFiles, site.pathPrefix);
	report.warnings.forEach((w) => reporter.warn(w));
	if (report.errors.length > 0) reporter.panicOnBuild(`${report.errors.length} broken link(s):\n${report.errors.join('\n')}`);
	else reporter.info(`Link check: ${pages.length} pages, no broken links`);

	// A page that would fail to load in a browser fails the build instead (plugins/site-checks/pageAssets.ts).
	const assetErrors = checkPageAssets(publicDir, pages, site.pathPrefix);
	if (assetErrors.length > 0) reporter.panicOnBuild(`${assetErrors.length} page(s) that cannot load:\n${assetErrors.slice(0, 20).join('\n')}`);
	else reporter.info(`Page assets: every local script, stylesheet, page-data and chunk of ${pages.length} pages is in public/`);

	const published = checkPublishedRoutes(readRouteList(root, 'data/published-routes.txt'), readRouteList(root, 'data/published-routes-pending.txt'), new Set(pages.map((p) => p.route)));
	if (published.errors.length > 0) reporter.panicOnBuild(`${published.errors.length} published URL problem(s):\n${published.errors.join('\n')}`);
	else if (published.missingPending > 0) reporter.warn(`Published URLs: ${published.missingPending} still pending (data/published-routes-pending.txt)`);
};
