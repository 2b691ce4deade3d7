/**
 * Local plugin: after the build, turn the rendered pages into search records and the local
 * index. Listed before gatsby-plugin-algolia so the records exist when it pushes them.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { recordsFile, writeSearchFiles } from './searchIndexFiles';

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter, store }) => {
	const { program } = store.getState() as { program: { directory: string } };
	// The state of the last full index lives in .cache, so `gatsby clean` starts a full one.
	const result = writeSearchFiles(loadSiteConfig(), path.join(program.directory, 'public'), path.join(program.directory, '.cache/search-index-state.json'), recordsFile(program.directory));
	const how = result.recent === null ? `local index in ${result.files.length - 1} files` : result.recent === 0 ? 'the local index kept, no page changed' : `the local index kept, ${result.recent} changed page(s) in a recent file`;
	reporter.info(`Search: ${result.records} records (${result.parsed} page(s) read, the rest from the cache), ${how} under public/search-index`);
};
