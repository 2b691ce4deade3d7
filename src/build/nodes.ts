/**
 * Fields added to every Mdx node: where it lives, its headings and its reading time.
 * Front matter is validated here, so a bad key fails the build before anything renders.
 */
import path from 'node:path';
import type { PluggableList } from 'unified';
import { locateDoc } from './docs';
import { parseDocFrontMatter } from './frontMatter';
import { analyzeMdx, readingMinutes, type HeadingInfo } from './mdx/analyze';
import type { DocsInstanceConfig } from './siteConfigSchema';

export interface MdxFields {
	kind: 'doc';
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
}

export interface MdxNodeInput {
	absolutePath: string;
	contentDir: string;
	frontmatter: unknown;
	body: string;
}

export function computeMdxFields(
	input: MdxNodeInput,
	instances: DocsInstanceConfig[],
	remarkPlugins: PluggableList,
): { fields: MdxFields; warnings: string[] } {
	const sourcePath = path.relative(input.contentDir, input.absolutePath).split(path.sep).join('/');
	const where = `content/${sourcePath}`;
	const frontMatter = parseDocFrontMatter(where, input.frontmatter);
	const location = locateDoc(instances, sourcePath, frontMatter);
	if (!location) {
		throw new Error(`${where}: the file is outside every docs instance (${instances.map((i) => `content/${i.id}`).join(', ')})`);
	}
	const analysis = analyzeMdx(input.body, input.absolutePath, remarkPlugins);
	return {
		fields: {
			kind: 'doc',
			...location,
			sourcePath,
			headings: analysis.headings,
			wordCount: analysis.wordCount,
			readingTime: readingMinutes(analysis.wordCount),
			paginationPrev: frontMatter.pagination_prev === null ? '' : (frontMatter.pagination_prev ?? null),
			paginationNext: frontMatter.pagination_next === null ? '' : (frontMatter.pagination_next ?? null),
		},
		warnings: analysis.warnings,
	};
}
