import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertUniqueSlugs, groupByTag, groupByYear, paginate, parseAuthors, parsePostDate, rawFrontMatterValue, sortPosts, tagSlug, type PostSummary } from '../../src/node/blog';
import { buildAtom, buildJsonFeed, buildRss, feedHtml } from '../../plugins/feeds/feeds';
import { buildRobots } from '../../plugins/robots/robots';
import { computeMdxFields } from '../../src/node/nodes';
import { planBlogPages } from '../../src/node/pages/blog';

const post = (slug: string, date: string, tags: string[] = []): PostSummary & { contentFilePath: string } => ({
	id: slug,
	slug,
	path: `/blog/${slug}`,
	title: slug.toUpperCase(),
	date,
	tags: tags.map((label) => ({ label, slug: tagSlug(label) })),
	sourcePath: `blog/${slug}.mdx`,
	contentFilePath: `/x/blog/${slug}.mdx`,
});

describe('pagination', () => {
	it('splits 17 posts into 9 and 8 with page/2', () => {
		const pages = paginate('/blog', 17, 9);
		assert.deepEqual(pages.map((p) => [p.path, p.skip, p.limit]), [['/blog', 0, 9], ['/blog/page/2', 9, 9]]);
		assert.equal(pages[0].nextPath, '/blog/page/2');
		assert.equal(pages[1].previousPath, '/blog');
		assert.equal(pages[1].nextPath, null);
	});
	it('always has a first page, even when empty', () => {
		assert.deepEqual(paginate('/blog/tags/x', 0, 9).map((p) => p.path), ['/blog/tags/x']);
	});
	it('makes a third page only past 18 posts', () => {
		assert.equal(paginate('/blog', 18, 9).length, 2);
		assert.equal(paginate('/blog', 19, 9).length, 3);
	});
});

describe('tags', () => {
	it('slugs like the old site (i18n → i-18-n)', () => {
		assert.equal(tagSlug('i18n'), 'i-18-n');
		assert.equal(tagSlug('InnerBlocks'), 'inner-blocks');
		assert.equal(tagSlug('theme options'), 'theme-options');
		assert.equal(tagSlug('wpcli'), 'wpcli');
	});
	it('groups posts by tag, newest first, tags sorted', () => {
		const groups = groupByTag([post('a', '2022-01-01', ['blocks']), post('b', '2023-01-01', ['blocks', 'acf'])]);
		assert.deepEqual(groups.map((g) => [g.slug, g.posts.map((p) => p.slug)]), [['acf', ['b']], ['blocks', ['b', 'a']]]);
	});
});

describe('archive and order', () => {
	it('sorts newest first and groups by year', () => {
		const posts = [post('old', '2022-03-01'), post('new', '2024-01-01'), post('mid', '2023-05-05'), post('mid2', '2023-01-01')];
		assert.deepEqual(sortPosts(posts).map((p) => p.slug), ['new', 'mid', 'mid2', 'old']);
		assert.deepEqual(groupByYear(posts).map((y) => [y.year, y.posts.length]), [['2024', 1], ['2023', 2], ['2022', 1]]);
	});
});

describe('validation', () => {
	it('rejects an impossible date that YAML would roll over', () => {
		assert.equal(parsePostDate('content/blog/a.mdx', '2023-05-09'), '2023-05-09');
		assert.equal(parsePostDate('content/blog/a.mdx', "'2023-05-09'"), '2023-05-09');
		assert.throws(() => parsePostDate('content/blog/a.mdx', '2023-13-45'), /content\/blog\/a\.mdx: front matter date "2023-13-45" is not a valid date/);
		assert.throws(() => parsePostDate('content/blog/a.mdx', 'last tuesday'), /not a valid date/);
	});
	it('reads a raw front matter value', () => {
		assert.equal(rawFrontMatterValue('---\ntitle: x\ndate: 2023-02-30\n---\nbody', 'date'), '2023-02-30');
		assert.equal(rawFrontMatterValue('no front matter', 'date'), undefined);
	});
	it('rejects duplicate slugs naming both files', () => {
		assert.throws(() => assertUniqueSlugs([post('a', '2022-01-01'), { ...post('a', '2023-01-01'), sourcePath: 'blog/other.mdx' }]), /content\/blog\/other\.mdx: slug "a" is already used by content\/blog\/a\.mdx/);
	});
	it('rejects an authors file entry without a name', () => {
		assert.throws(() => parseAuthors('content/blog/authors.yml', { x: { title: 't' } }), /content\/blog\/authors\.yml: x\.name/);
	});
	it('reads an author as a person unless the file says organization, and refuses another type', () => {
		const authors = parseAuthors('authors.yml', { team: { name: 'Team', title: 'Writers', type: 'organization' }, ann: { name: 'Ann', title: 'Engineer' } });
		assert.equal(authors.get('team')?.type, 'organization');
		assert.equal(authors.get('ann')?.type, 'person');
		assert.throws(() => parseAuthors('content/blog/authors.yml', { x: { name: 'X', title: 't', type: 'robot' } }), /content\/blog\/authors\.yml: x\.type/);
	});
	it('fails a post with an unknown author key, naming the file', () => {
		const authors = parseAuthors('authors.yml', { team: { name: 'Team', title: 'Writers' } });
		const input = {
			absolutePath: '/site/content/blog/hello.mdx',
			contentDir: '/site/content',
			frontmatter: { title: 'Hello', description: 'Hi.', date: new Date('2023-01-02'), authors: ['nobody'], tags: [] },
			body: 'Hello',
			rawSource: '---\ndate: 2023-01-02\n---\nHello',
		};
		assert.throws(() => computeMdxFields(input, { instances: [], remarkPlugins: [], authors }), /content\/blog\/hello\.mdx: front matter authors: unknown author "nobody"/);
		const ok = computeMdxFields({ ...input, frontmatter: { ...input.frontmatter, authors: ['team'], tags: ['i18n'] } }, { instances: [], remarkPlugins: [], authors });
		assert.equal(ok.fields.path, '/blog/hello');
		assert.equal(ok.fields.date, '2023-01-02');
		assert.deepEqual(ok.fields.tags, [{ label: 'i18n', slug: 'i-18-n' }]);
	});
});

describe('planBlogPages', () => {
	const posts = Array.from({ length: 17 }, (_, i) => post(`p${String(i).padStart(2, '0')}`, `2022-01-${String(i + 1).padStart(2, '0')}`, i < 11 ? ['eightshift'] : ['acf']));
	const plans = planBlogPages(posts, 9);
	it('creates lists, posts, tag index, paginated tags and the archive', () => {
		const paths = plans.map((p) => p.path);
		assert.ok(paths.includes('/blog') && paths.includes('/blog/page/2') && !paths.includes('/blog/page/3'));
		assert.ok(paths.includes('/blog/tags/eightshift/page/2'));
		assert.ok(!paths.includes('/blog/tags/acf/page/2'));
		assert.ok(paths.includes('/blog/tags') && paths.includes('/blog/archive'));
		assert.equal(plans.filter((p) => p.template === 'post').length, 17);
	});
	it('links each post to its newer and older neighbour', () => {
		const newest = plans.find((p) => p.path === '/blog/p16');
		assert.ok(newest && newest.template === 'post');
		if (newest.template === 'post') {
			assert.equal(newest.context.newer, null);
			assert.deepEqual(newest.context.older, { title: 'P15', path: '/blog/p15' });
		}
	});
});

describe('feeds', () => {
	const site = { title: 'Kit', description: 'Tools & things', url: 'https://example.com' };
	const posts = [
		{ title: 'Old <one>', path: '/blog/old', date: '2022-01-01', description: 'First', authors: ['A'], tags: ['x'], html: '<p>See <a href="/docs/theme">the theme</a> and <a href="https://wordpress.org/">WordPress</a>.</p>' },
		{ title: 'New', path: '/blog/new', date: '2024-01-01', description: 'Second', authors: ['B'], tags: [], html: '<h2 id="setup">Setup<a class="anchor" href="#setup" aria-label="Direct link to this section">#</a></h2><div data-island="CopyButton"><button type="button">Copy</button></div><pre><code>wp boilerplate</code></pre>' },
	];
	it('builds RSS with every post, newest first, escaped, with each post\'s full HTML', () => {
		const rss = buildRss(site, posts);
		assert.ok(rss.indexOf('<![CDATA[New]]>') < rss.indexOf('<![CDATA[Old <one>]]>'));
		assert.equal((rss.match(/<item>/g) ?? []).length, 2);
		assert.match(rss, /<description>Tools &amp; things<\/description>/);
		assert.match(rss, /<content:encoded><!\[CDATA\[<p>See <a href="https:\/\/example\.com\/docs\/theme">the theme<\/a>/);
	});
	it('builds Atom with every post and its HTML', () => {
		const atom = buildAtom(site, posts);
		assert.equal((atom.match(/<entry>/g) ?? []).length, 2);
		assert.match(atom, /<link rel="self" href="https:\/\/example.com\/blog\/atom.xml"\/>/);
		assert.match(atom, /<updated>2024-01-01T00:00:00\.000Z<\/updated>/);
		assert.match(atom, /<content type="html"><!\[CDATA\[<h2 id="setup">Setup<\/h2>/);
	});
	it('gives feed readers absolute links and no page controls', () => {
		const html = feedHtml(posts[1].html + posts[0].html, site.url);
		assert.doesNotMatch(html, /<button|Direct link/);
		assert.match(html, /href="https:\/\/example\.com\/docs\/theme"/);
		assert.match(html, /href="https:\/\/wordpress\.org\/"/);
		assert.match(html, /<pre><code>wp boilerplate<\/code><\/pre>/);
	});
	it('builds a JSON Feed 1.1 with every post, newest first', () => {
		const feed = JSON.parse(buildJsonFeed(site, posts));
		assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
		assert.equal(feed.feed_url, 'https://example.com/blog/feed.json');
		assert.deepEqual(
			feed.items.map((i: { id: string }) => i.id),
			['https://example.com/blog/new', 'https://example.com/blog/old'],
		);
		assert.equal(feed.items[1].title, 'Old <one>');
		assert.deepEqual(feed.items[1].authors, [{ name: 'A' }]);
		assert.equal(feed.items[0].date_published, '2024-01-01T00:00:00Z');
		assert.match(feed.items[1].content_html, /<a href="https:\/\/example\.com\/docs\/theme">/);
	});
	it('points robots.txt at the sitemap by its absolute URL', () => {
		assert.match(buildRobots('https://example.com/es'), /^Sitemap: https:\/\/example\.com\/es\/sitemap\.xml$/m);
		assert.match(buildRobots('https://example.com'), /^User-agent: \*$/m);
	});
});
