/**
 * Blog rules: front matter, authors, dates, tag slugs, pagination and the archive.
 * Everything here is a pure function; gatsby-node feeds it nodes and turns throws into build errors.
 */
import { z } from 'zod';

export const blogFrontMatterSchema = z
	.object({
		title: z.string().min(1),
		/** Post list excerpt and meta description. */
		description: z.string().min(1).max(300),
		/** Publication date, YYYY-MM-DD. */
		date: z.union([z.string(), z.date()]),
		/** Keys of content/blog/authors.yml. */
		authors: z.array(z.string().min(1)).min(1),
		tags: z.array(z.string().min(1)).default([]),
		/** URL segment; defaults to the file name. */
		slug: z.string().regex(/^[a-z0-9-]+$/).optional(),
		keywords: z.array(z.string()).optional(),
		hide_table_of_contents: z.boolean().optional(),
		/** The toolkit versions the post was written against, shown under its title ("boilerplate 13, eightshift-libs 12"). */
		toolkit: z.string().min(3).max(120).optional(),
	})
	.strict();

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export const authorSchema = z
	.object({
		name: z.string().min(1),
		title: z.string().min(1),
		url: z.string().url().optional(),
		/** A team or company writes as an organization (schema.org author type); people are the default. */
		type: z.enum(['person', 'organization']).default('person'),
	})
	.strict();

export type Author = z.infer<typeof authorSchema> & { key: string };

export function parseAuthors(file: string, data: unknown): Map<string, Author> {
	const result = z.record(z.string(), authorSchema).safeParse(data);
	if (!result.success) {
		const lines = result.error.issues.map((i) => `${file}: ${i.path.join('.')}: ${i.message}`);
		throw new Error(lines.join('\n'));
	}
	return new Map(Object.entries(result.data).map(([key, value]) => [key, { key, ...value }]));
}

/**
 * A strict YYYY-MM-DD (optionally with a time) that is a real calendar day. The raw text is
 * checked because YAML quietly rolls 2023-13-45 over into 2024.
 */
export function parsePostDate(file: string, raw: string): string {
	const text = raw.trim().replace(/^['"]|['"]$/g, '');
	const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
	if (match) {
		const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
		const date = new Date(Date.UTC(year, month - 1, day));
		if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day) {
			return `${match[1]}-${match[2]}-${match[3]}`;
		}
	}
	throw new Error(`${file}: front matter date "${text}" is not a valid date (use YYYY-MM-DD)`);
}

/** The raw `date:` value of a front matter block, before YAML interprets it. */
export function rawFrontMatterValue(source: string, key: string): string | undefined {
	const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
	if (!block) return undefined;
	const line = new RegExp(`^${key}:[ \\t]*(.*)$`, 'm').exec(block[1]);
	return line?.[1];
}

/** Tag URL segment: lower-case words split at case changes and digits ('i18n' → 'i-18-n'). */
export function tagSlug(label: string): string {
	return label
		.replace(/([a-z])([A-Z])/g, '$1 $2')
		.replace(/([A-Za-z])(\d)/g, '$1 $2')
		.replace(/(\d)([A-Za-z])/g, '$1 $2')
		.toLowerCase()
		.split(/[^a-z0-9]+/)
		.filter(Boolean)
		.join('-');
}

export interface PostSummary {
	id: string;
	slug: string;
	path: string;
	title: string;
	date: string;
	tags: { label: string; slug: string }[];
	sourcePath: string;
}

export interface ListPage {
	path: string;
	/** 1-based page number. */
	page: number;
	pageCount: number;
	skip: number;
	limit: number;
	previousPath: string | null;
	nextPath: string | null;
}

/** Splits `count` items into list pages at base, base/page/2, base/page/3 … */
export function paginate(base: string, count: number, perPage: number): ListPage[] {
	const pageCount = Math.max(1, Math.ceil(count / perPage));
	const pathOf = (page: number) => (page === 1 ? base : `${base}/page/${page}`);
	return Array.from({ length: pageCount }, (_, index) => {
		const page = index + 1;
		return {
			path: pathOf(page),
			page,
			pageCount,
			skip: index * perPage,
			limit: perPage,
			previousPath: page > 1 ? pathOf(page - 1) : null,
			nextPath: page < pageCount ? pathOf(page + 1) : null,
		};
	});
}

/** Newest first; ties broken by title so the order is stable. */
export function sortPosts<T extends { date: string; title: string }>(posts: T[]): T[] {
	return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export interface TagGroup {
	label: string;
	slug: string;
	path: string;
	posts: PostSummary[];
}

/** Groups posts by tag slug; posts keep newest-first order. Tags sorted by label. */
export function groupByTag(posts: PostSummary[]): TagGroup[] {
	const groups = new Map<string, TagGroup>();
	for (const post of sortPosts(posts)) {
		for (const tag of post.tags) {
			const group = groups.get(tag.slug) ?? { label: tag.label, slug: tag.slug, path: `/blog/tags/${tag.slug}`, posts: [] };
			group.posts.push(post);
			groups.set(tag.slug, group);
		}
	}
	return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** Posts grouped by year, newest year first. */
export function groupByYear(posts: PostSummary[]): { year: string; posts: PostSummary[] }[] {
	const years = new Map<string, PostSummary[]>();
	for (const post of sortPosts(posts)) {
		const year = post.date.slice(0, 4);
		years.set(year, [...(years.get(year) ?? []), post]);
	}
	return [...years].map(([year, list]) => ({ year, posts: list }));
}

/** Throws when two posts share a slug, naming both files. */
export function assertUniqueSlugs(posts: PostSummary[]): void {
	const seen = new Map<string, string>();
	for (const post of posts) {
		const other = seen.get(post.slug);
		if (other) {
			throw new Error(`content/${post.sourcePath}: slug "${post.slug}" is already used by content/${other}`);
		}
		seen.set(post.slug, post.sourcePath);
	}
}
