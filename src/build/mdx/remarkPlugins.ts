/** The remark plugin chain, shared by gatsby-plugin-mdx (rendering) and analyzeMdx (node fields). */
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

export function createRemarkPlugins(fileLinks: FileLinkOptions): PluggableList {
	// The repository root: props tables read node_modules, demos read src/demos.
	const root = path.dirname(fileLinks.contentDir);
	return [
		remarkCompat,
		remarkGfm,
		remarkHookReference,
		[remarkPropsTable, { root }],
		remarkAdmonitions,
		remarkHeadingIds,
		remarkTableLabels,
		remarkCodeBlocks,
		[remarkDemos, { root }],
		[remarkFileLinks, fileLinks],
		[remarkImages, { root }],
	];
}
