/** RSS 2.0 and Atom feeds of the blog, newest post first. */
export interface FeedPost {
	title: string;
	path: string;
	date: string;
	description: string;
	authors: string[];
	tags: string[];
}

export interface FeedSite {
	title: string;
	description: string;
	url: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function sorted(posts: FeedPost[]): FeedPost[] {
	return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export function buildRss(site: FeedSite, posts: FeedPost[]): string {
	const items = sorted(posts)
		.map((post) => {
			const link = `${site.url}${post.path}`;
			const categories = post.tags.map((t) => `\n      <category>${escapeXml(t)}</category>`).join('');
			return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(post.description)}</description>
      <dc:creator>${escapeXml(post.authors.join(', '))}</dc:creator>${categories}
    </item>`;
		})
		.join('\n');
	const latest = sorted(posts)[0]?.date ?? '1970-01-01';
	return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${site.title} blog`)}</title>
    <link>${escapeXml(`${site.url}/blog`)}</link>
    <description>${escapeXml(site.description)}</description>
    <language>en</language>
    <lastBuildDate>${new Date(`${latest}T00:00:00Z`).toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(`${site.url}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

export function buildAtom(site: FeedSite, posts: FeedPost[]): string {
	const list = sorted(posts);
	const entries = list
		.map((post) => {
			const link = `${site.url}${post.path}`;
			const authors = post.authors.map((a) => `\n    <author><name>${escapeXml(a)}</name></author>`).join('');
			const categories = post.tags.map((t) => `\n    <category term="${escapeXml(t)}"/>`).join('');
			return `  <entry>
    <title>${escapeXml(post.title)}</title>
    <id>${escapeXml(link)}</id>
    <link href="${escapeXml(link)}"/>
    <updated>${post.date}T00:00:00Z</updated>
    <published>${post.date}T00:00:00Z</published>
    <summary>${escapeXml(post.description)}</summary>${authors}${categories}
  </entry>`;
		})
		.join('\n');
	return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(`${site.url}/blog`)}</id>
  <title>${escapeXml(`${site.title} blog`)}</title>
  <subtitle>${escapeXml(site.description)}</subtitle>
  <updated>${list[0]?.date ?? '1970-01-01'}T00:00:00Z</updated>
  <link rel="alternate" href="${escapeXml(`${site.url}/blog`)}"/>
  <link rel="self" href="${escapeXml(`${site.url}/blog/atom.xml`)}"/>
${entries}
</feed>
`;
}

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
			content_text: post.description,
			date_published: `${post.date}T00:00:00Z`,
			authors: post.authors.map((name) => ({ name })),
			tags: post.tags,
		})),
	};
	return `${JSON.stringify(feed, null, '\t')}\n`;
}

/** robots.txt: everything may be crawled; the sitemap is named with its absolute URL. */
export function buildRobots(siteUrl: string): string {
	return `# Every page may be crawled, archived versions included (they are canonical to themselves).\nUser-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
