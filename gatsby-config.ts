import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import netlifyAdapter from 'gatsby-adapter-netlify';
import { loadSiteConfig } from './src/node/loadSiteConfig';
import { GENERATED_DIR, SHARED_DIR, sharedRoots } from './src/node/sharedDocs';
import { deployTarget, gatsbyHeaders } from './src/node/serving';
import { algoliaPlugins, analyticsPlugins } from './src/node/head/thirdParty';

const site = loadSiteConfig();
const algolia = algoliaPlugins(site, process.env.ALGOLIA_ADMIN_KEY, path.resolve(__dirname, '.cache/search-records.json'));
// Gatsby evaluates this file more than once per build; say it once.
if (!process.env.ES_SEARCH_MESSAGE_SHOWN) {
	process.env.ES_SEARCH_MESSAGE_SHOWN = '1';
	console.log(algolia.message);
}
const contentDir = path.resolve(__dirname, 'content');
const archivedRoots = site.docs.flatMap((instance) => instance.versions.slice(1).map((version) => `/${version.path}`));
const ARCHIVED_PRIORITY = Math.min(0.1, site.sitemap.priority);

// Shared documents (one file for several archived versions) are expanded into generated/ by
// gatsby-node's onPreBootstrap, before sourcing (an error thrown here would be swallowed by Gatsby,
// which then builds with no plugins). The folder must exist when the source plugin is validated.
fs.mkdirSync(path.resolve(__dirname, GENERATED_DIR), { recursive: true });

// One source per content folder that exists, so a fresh section can start empty. Shared files
// are read through their generated documents only.
const contentSources = ['docs', 'forms', 'components', 'blog']
	.filter((name) => fs.existsSync(path.join(contentDir, name)))
	.map((name) => ({
		resolve: 'gatsby-source-filesystem',
		options: { name, path: path.join(contentDir, name), ignore: sharedRoots(site.docs).map((root) => `${path.join(contentDir, root, SHARED_DIR)}/**`) },
	}));
contentSources.push({
	resolve: 'gatsby-source-filesystem',
	options: { name: GENERATED_DIR, path: path.resolve(__dirname, GENERATED_DIR), ignore: [] },
});

const config: GatsbyConfig = {
	siteMetadata: {
		title: site.title,
		description: site.tagline,
		siteUrl: site.url,
	},
	pathPrefix: site.pathPrefix || undefined,
	trailingSlash: 'never',
	// Netlify only (DEPLOY_TARGET=netlify, or NETLIFY set by its builders): the adapter turns Gatsby's
	// routes and these headers into Netlify's; a local build stays adapter-free.
	...(deployTarget(process.env) === 'netlify' ? { adapter: netlifyAdapter(), headers: gatsbyHeaders(site) } : {}),
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
				// Each page's context carries its source file's last-commit date (gatsby-node.ts), the <lastmod>.
				query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
				resolvePages: ({ allSitePage }: { allSitePage: { nodes: { path: string; pageContext: { lastUpdated?: string } | null }[] } }) =>
					allSitePage.nodes.map((node) => ({ path: node.path, lastmod: node.pageContext?.lastUpdated })),
				// Archived versions stay listed, ranked below every current page.
				serialize: ({ path: pagePath, lastmod }: { path: string; lastmod?: string }) => ({
					url: pagePath,
					changefreq: site.sitemap.changefreq,
					priority: archivedRoots.some((root) => pagePath === root || pagePath.startsWith(`${root}/`)) ? ARCHIVED_PRIORITY : site.sitemap.priority,
					...(lastmod ? { lastmod } : {}),
				}),
			},
		},
		// Local plugins (plugins/): each owns one artifact of the built site, its inputs and its cache.
		// After gatsby-plugin-sitemap, whose index it publishes as /sitemap.xml.
		'robots',
		'feeds',
		'social-cards',
		'markdown-twins',
		...analyticsPlugins(site),
		// Order matters: records are written by the local plugin before Algolia reads them.
		'search-records',
		...algolia.plugins,
		// Adds each page's script hashes once nothing else will change the HTML.
		'csp-meta',
		// Last: checks links, page assets and published URLs over everything the others wrote.
		'site-checks',
	],
};

export default config;
