/**
 * Fields added to every Mdx node: where it lives, its headings and its reading time, and for
 * blog posts the date, tags and authors. Front matter is validated here, so a bad key fails
 * the build, naming the file, before anything renders.
 */
import path from 'node:path';
import type { PluggableList } from 'unified';
import { blogFrontMatterSchema, parsePostDate, rawFrontMatterValue, tagSlug, type Author } from './blog';
import { locateDoc } from './docs';
import { formatIssues, parseDocFrontMatter } from './frontMatter';
import { analyzeMdx, readingMinutes, type HeadingInfo } from './mdx/analyze';
import { documentSource } from './mdx/renderDocument';
import type { DocsInstanceConfig } from './siteConfigSchema';

export interface MdxFields {
	kind: 'doc' | 'post';
	path: string;
	sourcePath: string;
	instance: string;
	version: string;
	docId: string;
	headings: HeadingInfo[];
	wordCount: number;
	readingTime: number;
	/** Doc id from front matter; '' when front matter sets null (no link), null when absent (sidebar order). */
	paginationPrev: string | null;
	paginationNext: string | null;
	/** Blog posts only: YYYY-MM-DD. */
	date: string | null;
	tags: { label: string; slug: string }[];
	authors: Author[];
}

export interface MdxNodeInput {
	absolutePath: string;
	contentDir: string;
	frontmatter: unknown;
	body: string;
	/** The whole file, for values YAML would alter (dates). */
	rawSource: string;
	/**
	 * For a document expanded from a shared file: the folder that mirrors content/ (generated/)
	 * and the shared file it came from, relative to content/. Errors and edit links name that file.
	 */
	generated?: { dir: string; sourcePath: string };
}

export interface NodeContext {
	instances: DocsInstanceConfig[];
	remarkPlugins: PluggableList;
	authors: Map<string, Author>;
}

export const BLOG_DIR = 'blog';

export function computeMdxFields(input: MdxNodeInput, context: NodeContext): { fields: MdxFields; warnings: string[] } {
	const locatePath = path.relative(input.generated?.dir ?? input.contentDir, input.absolutePath).split(path.sep).join('/');
	const sourcePath = input.generated?.sourcePath ?? locatePath;
	const where = `content/${sourcePath}`;
	const isPost = !input.generated && locatePath.startsWith(`${BLOG_DIR}/`);
	const base = isPost ? postFields(where, locatePath, input, context.authors) : docFields(where, locatePath, input, context.instances);
	// The front matter blanked line for line rather than cut, so a syntax error's line is the file's.
	const analysis = analyzeMdx(input.rawSource ? documentSource(input.rawSource) : input.body, input.absolutePath, context.remarkPlugins, where);
	return {
		fields: {
			...base,
			sourcePath,
			headings: analysis.headings,
			wordCount: analysis.wordCount,
			readingTime: readingMinutes(analysis.wordCount),
		},
		warnings: analysis.warnings,
	};
}

type BaseFields = Omit<MdxFields, 'sourcePath' | 'headings' | 'wordCount' | 'readingTime'>;

function docFields(where: string, sourcePath: string, input: MdxNodeInput, instances: DocsInstanceConfig[]): BaseFields {
	const frontMatter = parseDocFrontMatter(where, input.frontmatter, input.rawSource);
	const location = locateDoc(instances, sourcePath, frontMatter);
	if (!location) {
		throw new Error(`${where}: the file is outside every docs instance (${instances.map((i) => `content/${i.id}`).join(', ')}) and the blog`);
	}
	return {
		kind: 'doc',
		...location,
		paginationPrev: frontMatter.pagination_prev === null ? '' : (frontMatter.pagination_prev ?? null),
		paginationNext: frontMatter.pagination_next === null ? '' : (frontMatter.pagination_next ?? null),
		date: null,
		tags: [],
		authors: [],
	};
}

function postFields(where: string, sourcePath: string, input: MdxNodeInput, authors: Map<string, Author>): BaseFields {
	const result = blogFrontMatterSchema.safeParse(input.frontmatter ?? {});
	if (!result.success) {
		throw new Error(formatIssues(where, result.error, input.rawSource, Object.keys(blogFrontMatterSchema.shape)));
	}
	const frontMatter = result.data;
	const date = parsePostDate(where, rawFrontMatterValue(input.rawSource, 'date') ?? String(frontMatter.date));
	const postAuthors = frontMatter.authors.map((key) => {
		const author = authors.get(key);
		if (!author) {
			throw new Error(`${where}: front matter authors: unknown author "${key}" (add it to content/blog/authors.yml)`);
		}
		return author;
	});
	const slug = frontMatter.slug ?? path.basename(sourcePath).replace(/\.mdx?$/, '');
	return {
		kind: 'post',
		path: `/blog/${slug}`,
		instance: 'blog',
		version: 'current',
		docId: slug,
		paginationPrev: null,
		paginationNext: null,
		date,
		tags: frontMatter.tags.map((label) => ({ label, slug: tagSlug(label) })),
		authors: postAuthors,
	};
}
