/**
 * Parses an MDX body with the site's remark chain and reports what the build needs to know
 * without compiling it: headings (for the TOC, search and anchors), links, word count.
 * Throws with the file's path on a syntax error or a code language with no grammar.
 */
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { formatMdxError } from './mdxErrors';
import type { HeadingData } from './remarkHeadingIds';

export interface HeadingInfo {
	depth: number;
	value: string;
	id: string;
}

export interface MdxAnalysis {
	headings: HeadingInfo[];
	links: string[];
	wordCount: number;
	warnings: string[];
}

/** `displayPath` names the file in errors and warnings when it differs from `filePath` (a generated document). */
export function analyzeMdx(body: string, filePath: string, remarkPlugins: PluggableList, displayPath = filePath): MdxAnalysis {
	const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins);
	const file = new VFile({ value: body, path: filePath });
	let tree: Root;
	try {
		tree = processor.runSync(processor.parse(file), file) as Root;
	} catch (error) {
		const message = (error as Error).message;
		// Errors our own remark plugins throw already name the file; parser errors get line and hint.
		throw new Error(message.includes(filePath) || message.includes(displayPath) ? message.replaceAll(filePath, displayPath) : formatMdxError(error, filePath, displayPath, body));
	}

	const headings: HeadingInfo[] = [];
	visit(tree, 'heading', (node: Heading) => {
		headings.push({ depth: node.depth, value: toString(node), id: (node.data as HeadingData | undefined)?.id ?? '' });
	});

	const links: string[] = [];
	visit(tree, (node) => {
		if (node.type === 'link' || node.type === 'definition') {
			links.push((node as unknown as { url: string }).url);
		}
	});

	let words = 0;
	visit(tree, (node) => {
		if (node.type === 'text' || node.type === 'inlineCode') {
			words += (node as unknown as { value: string }).value.split(/\s+/).filter(Boolean).length;
		}
	});

	const warnings = file.messages.map((m) => `${displayPath}${m.line ? `:${m.line}` : ''}: ${m.reason}`);
	return { headings, links, wordCount: words, warnings };
}

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(wordCount: number): number {
	return Math.max(1, Math.round(wordCount / 200));
}
