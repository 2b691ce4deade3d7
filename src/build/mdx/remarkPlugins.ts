/** The remark plugin chain, shared by gatsby-plugin-mdx (rendering) and analyzeMdx (node fields). */
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import remarkAdmonitions from './remarkAdmonitions';
import remarkCodeBlocks from './remarkCodeBlocks';
import remarkCompat from './remarkCompat';
import remarkFileLinks, { type FileLinkOptions } from './remarkFileLinks';
import remarkHeadingIds from './remarkHeadingIds';
import remarkHookReference from './remarkHookReference';

export function createRemarkPlugins(fileLinks: FileLinkOptions): PluggableList {
	return [remarkCompat, remarkGfm, remarkHookReference, remarkAdmonitions, remarkHeadingIds, remarkCodeBlocks, [remarkFileLinks, fileLinks]];
}
