/** Plans every blog page: paginated lists, posts, tag index, paginated tag pages, archive. */
import { assertUniqueSlugs, groupByTag, groupByYear, paginate, sortPosts, type ListPage, type PostSummary } from '../blog';
import type { NavLink } from '../sidebars';

export interface BlogListContext extends Omit<ListPage, 'path'> {
	/** Present on tag pages: filters the list to one tag. */
	tag?: { label: string; slug: string; count: number };
	/** Query variable of tag pages. */
	tagSlug?: string;
}

export interface BlogPostContext {
	id: string;
	/** The newer neighbour (shown as "Newer post"). */
	newer: NavLink | null;
	/** The older neighbour (shown as "Older post"). */
	older: NavLink | null;
}

/** What the post template receives: the plan's context and the page's JSON-LD, written by gatsby-node.ts. */
/** What the post template receives: no node id (derived from the absolute path; the template queries by page path). */
export interface BlogPostTemplateContext extends Omit<BlogPostContext, 'id'> {
	/** Script texts of the page's schema.org objects (src/lib/structuredData.ts). */
	jsonLd: string[];
	/** The toolkit versions the post describes (front matter `toolkit`). */
	toolkit?: string;
	/** The post's last revision after its publication date, as shown ("28 November 2026"); none when never revised or unknown. */
	revisedLabel?: string;
	/** YYYY-MM-DD of that revision. */
	lastUpdated?: string;
}

export interface BlogTagsContext {
	tags: { label: string; slug: string; path: string; count: number }[];
}

export interface BlogArchiveContext {
	years: { year: string; posts: { title: string; path: string; date: string }[] }[];
}

export type BlogPagePlan =
	| { template: 'list'; path: string; context: BlogListContext }
	| { template: 'tag'; path: string; context: BlogListContext }
	| { template: 'post'; path: string; contentFilePath: string; context: BlogPostContext }
	| { template: 'tags'; path: string; context: BlogTagsContext }
	| { template: 'archive'; path: string; context: BlogArchiveContext };

export function planBlogPages(posts: (PostSummary & { contentFilePath: string })[], postsPerPage: number): BlogPagePlan[] {
	assertUniqueSlugs(posts);
	const sorted = sortPosts(posts);
	const plans: BlogPagePlan[] = [];

	// Gatsby reserves `path` in page context, so it travels beside the context, not in it.
	for (const { path, ...page } of paginate('/blog', sorted.length, postsPerPage)) {
		plans.push({ template: 'list', path, context: page });
	}

	sorted.forEach((post, index) => {
		const link = (p?: PostSummary) => (p ? { title: p.title, path: p.path } : null);
		plans.push({
			template: 'post',
			path: post.path,
			contentFilePath: post.contentFilePath,
			context: { id: post.id, newer: link(sorted[index - 1]), older: link(sorted[index + 1]) },
		});
	});

	const tags = groupByTag(sorted);
	plans.push({ template: 'tags', path: '/blog/tags', context: { tags: tags.map((t) => ({ label: t.label, slug: t.slug, path: t.path, count: t.posts.length })) } });
	for (const tag of tags) {
		for (const { path, ...page } of paginate(tag.path, tag.posts.length, postsPerPage)) {
			plans.push({ template: 'tag', path, context: { ...page, tag: { label: tag.label, slug: tag.slug, count: tag.posts.length }, tagSlug: tag.slug } });
		}
	}

	plans.push({
		template: 'archive',
		path: '/blog/archive',
		context: { years: groupByYear(sorted).map((y) => ({ year: y.year, posts: y.posts.map((p) => ({ title: p.title, path: p.path, date: p.date })) })) },
	});
	return plans;
}
