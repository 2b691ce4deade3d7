/**
 * Local plugin: the blog's feeds (RSS 2.0, Atom and JSON Feed 1.1, each post with its full
 * HTML) from the Mdx nodes of the posts. Its inputs are the posts and the site's title and URL,
 * so it is cheap enough to redo on every build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildAtom, buildJsonFeed, buildRss } from './feeds';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';

interface FeedQuery {
	allMdx: {
		nodes: { html: string; frontmatter: { title: string; description: string }; fields: { path: string; date: string; tags: { label: string }[]; authors: { name: string }[] } }[];
	};
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }) => {
	const { program } = store.getState() as { program: { directory: string } };
	const result = await graphql<FeedQuery>(`
		query FeedPosts {
			allMdx(filter: { fields: { kind: { eq: "post" } } }) {
				nodes {
					html
					frontmatter { title description }
					fields { path date(formatString: "YYYY-MM-DD") tags { label } authors { name } }
				}
			}
		}
	`);
	if (result.errors || !result.data) {
		reporter.panicOnBuild('Feeds: could not query the blog posts', result.errors);
		return;
	}
	const posts = result.data.allMdx.nodes.map((n) => ({
		title: n.frontmatter.title,
		description: n.frontmatter.description,
		path: n.fields.path,
		date: n.fields.date,
		tags: n.fields.tags.map((t) => t.label),
		authors: n.fields.authors.map((a) => a.name),
		html: n.html,
	}));
	const site = loadSiteConfig();
	const feedSite = { title: site.title, description: site.tagline, url: `${site.url}${site.pathPrefix}` };
	const blogDir = path.join(program.directory, 'public/blog');
	fs.mkdirSync(blogDir, { recursive: true });
	fs.writeFileSync(path.join(blogDir, 'rss.xml'), buildRss(feedSite, posts));
	fs.writeFileSync(path.join(blogDir, 'atom.xml'), buildAtom(feedSite, posts));
	fs.writeFileSync(path.join(blogDir, 'feed.json'), buildJsonFeed(feedSite, posts));
	reporter.info(`Feeds: ${posts.length} posts in public/blog/rss.xml, atom.xml and feed.json`);
};
