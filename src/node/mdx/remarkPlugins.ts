/**
 * The remark plugin chain, shared by gatsby-plugin-mdx (rendering), analyzeMdx (node fields) and the
 * Markdown twins (plugins/markdown-twins/markdownTwin.ts), which keep fenced code as Markdown code instead of
 * highlighted HTML (`highlightCode: false`).
 */
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import remarkAdmonitions from './remarkAdmonitions';
import path from 'node:path';
import remarkCodeBlocks from './remarkCodeBlocks';
import remarkCompat from './remarkCompat';
import remarkDemos from './remarkDemos';
import remarkFileLinks, { type FileLinkOptions } from './remarkFileLinks';
import remarkHeadingIds from './remarkHeadingIds';
import remarkHookReference from './remarkHookReference';
import remarkImages from './remarkImages';
import remarkPropsTable from './remarkPropsTable';
import remarkTableLabels from './remarkTableLabels';

export interface ChainOptions {
	/** Fenced code becomes <CodeBlock html> highlighted at build time (default); false keeps it a `code` node. */
	highlightCode?: boolean;
}

export function createRemarkPlugins(fileLinks: FileLinkOptions, { highlightCode = true }: ChainOptions = {}): PluggableList {
	// The repository root: props tables read node_modules, demos read src/demos.
	const root = path.dirname(fileLinks.contentDir);
	return [
		remarkCompat,
		remarkGfm,
		[remarkHookReference, { contentDir: fileLinks.contentDir }],
		[remarkPropsTable, { root }],
		remarkAdmonitions,
		remarkHeadingIds,
		remarkTableLabels,
		...(highlightCode ? [remarkCodeBlocks] : []),
		[remarkDemos, { root }],
		[remarkFileLinks, fileLinks],
		[remarkImages, { root }],
	];
}
