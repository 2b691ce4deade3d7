/**
 * The blog's feeds, newest post first, each post with its full HTML: RSS 2.0 and Atom from the
 * `feed` package (what Docusaurus uses), and JSON Feed 1.1 as a plain object, because `feed`
 * writes only JSON Feed 1.0 (no `authors` list, no `language`).
 */
import { Feed } from 'feed';

export interface FeedPost {
	title: string;
	path: string;
	date: string;
	description: string;
	authors: string[];
	tags: string[];
	/** The post's rendered HTML, as on its page; feedHtml makes it fit for a feed reader. */
	html: string;
}

export interface FeedSite {
	title: string;
	description: string;
	/** Site URL with the path prefix, no trailing slash. */
	url: string;
}

function sorted(posts: FeedPost[]): FeedPost[] {
	return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A post's HTML as a feed reader should get it: site-relative links and images made absolute
 * (a reader resolves them against nothing), and the page's controls left out: copy buttons and
 * the "#" links beside headings.
 */
export function feedHtml(html: string, siteUrl: string): string {
	return html
		.replace(/<button\b[^>]*>[\s\S]*?<\/button>/g, '')
		.replace(/<a\b[^>]*aria-label="Direct link to this section"[^>]*>[\s\S]*?<\/a>/g, '')
		.replace(/\s(href|src)="\/(?!\/)/g, (_match, attribute: string) => ` ${attribute}="${siteUrl}/`);
}

function blogFeed(site: FeedSite, posts: FeedPost[]): Feed {
	const list = sorted(posts);
	const feed = new Feed({
		title: `${site.title} blog`,
		description: site.description,
		id: `${site.url}/blog`,
		link: `${site.url}/blog`,
		language: 'en',
		updated: day(list[0]?.date ?? '1970-01-01'),
		feedLinks: { rss: `${site.url}/blog/rss.xml`, atom: `${site.url}/blog/atom.xml`, json: `${site.url}/blog/feed.json` },
		copyright: 'Infinum, MIT licence',
		generator: site.title,
	});
	for (const post of list) {
		const link = `${site.url}${post.path}`;
		feed.addItem({
			title: post.title,
			id: link,
			link,
			description: post.description,
			content: feedHtml(post.html, site.url),
			author: post.authors.map((name) => ({ name })),
			date: day(post.date),
			published: day(post.date),
			category: post.tags.map((name) => ({ name })),
		});
	}
	return feed;
}

export const buildRss = (site: FeedSite, posts: FeedPost[]): string => `${blogFeed(site, posts).rss2()}\n`;

export const buildAtom = (site: FeedSite, posts: FeedPost[]): string => `${blogFeed(site, posts).atom1()}\n`;

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), the third format beside RSS and Atom. */
export function buildJsonFeed(site: FeedSite, posts: FeedPost[]): string {
	const feed = {
		version: 'https://jsonfeed.org/version/1.1',
		title: `${site.title} blog`,
		home_page_url: `${site.url}/blog`,
		feed_url: `${site.url}/blog/feed.json`,
		description: site.description,
		language: 'en',
		items: sorted(posts).map((post) => ({
			id: `${site.url}${post.path}`,
			url: `${site.url}${post.path}`,
			title: post.title,
			summary: post.description,
			content_html: feedHtml(post.html, site.url),
			date_published: `${post.date}T00:00:00Z`,
			authors: post.authors.map((name) => ({ name })),
			tags: post.tags,
		})),
	};
	return `${JSON.stringify(feed, null, '\t')}\n`;
}
