import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { loadSiteConfig } from './src/build/loadSiteConfig';
import { algoliaPlugins, analyticsPlugins } from './src/build/thirdParty';

const site = loadSiteConfig();
const algolia = algoliaPlugins(site, process.env.ALGOLIA_ADMIN_KEY, path.resolve(__dirname, 'public/search-index/records.json'));
// Gatsby evaluates this file more than once per build; say it once.
if (!process.env.ES_SEARCH_MESSAGE_SHOWN) {
	process.env.ES_SEARCH_MESSAGE_SHOWN = '1';
	console.log(algolia.message);
}
const contentDir = path.resolve(__dirname, 'content');

// One source per content folder that exists, so a fresh section can start empty.
const contentSources = ['docs', 'forms', 'components', 'blog']
	.filter((name) => fs.existsSync(path.join(contentDir, name)))
	.map((name) => ({
	resolve: 'gatsby-source-filesystem',
	options: { name, path: path.join(contentDir, name) },
}));

const config: GatsbyConfig = {
	siteMetadata: {
		title: site.title,
		description: site.tagline,
		siteUrl: site.url,
	},
	pathPrefix: site.pathPrefix || undefined,
	trailingSlash: 'never',
	graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
	plugins: [
		...contentSources,
		// Creates the Mdx nodes. Documents are compiled and rendered by gatsby-node (Mdx.html),
		// never by webpack, so the plugin needs no remark options.
		{
			resolve: 'gatsby-plugin-mdx',
			options: { extensions: ['.mdx', '.md'] },
		},
		// Local links inside rendered documents are plain anchors: navigate them client-side.
		'gatsby-plugin-catch-links',
		{
			resolve: 'gatsby-plugin-sitemap',
			options: {
				excludes: ['/__e2e/*'],
				serialize: ({ path: pagePath }: { path: string }) => ({
					url: pagePath,
					changefreq: site.sitemap.changefreq,
					priority: site.sitemap.priority,
				}),
			},
		},
		...analyticsPlugins(site),
		// Order matters: records are written by the local plugin before Algolia reads them.
		'search-records',
		...algolia.plugins,
	],
};

export default config;
