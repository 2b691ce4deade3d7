/**
 * Local plugin: robots.txt, and /sitemap.xml where search engines look for it.
 * gatsby-plugin-sitemap (listed before this plugin, so its onPostBuild has run) writes a
 * sitemap index under another name.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildRobots } from './robots';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter, store }) => {
	const { program } = store.getState() as { program: { directory: string } };
	const publicDir = path.join(program.directory, 'public');
	const sitemapIndex = path.join(publicDir, 'sitemap-index.xml');
	if (fs.existsSync(sitemapIndex)) fs.copyFileSync(sitemapIndex, path.join(publicDir, 'sitemap.xml'));
	else reporter.panicOnBuild('public/sitemap-index.xml is missing: gatsby-plugin-sitemap did not run (it must be listed before the robots plugin), so /sitemap.xml cannot be written');
	const site = loadSiteConfig();
	fs.writeFileSync(path.join(publicDir, 'robots.txt'), buildRobots(`${site.url}${site.pathPrefix}`));
};
