/**
 * Local plugin: after the build, turn the rendered pages into search records and the local
 * index. Listed before gatsby-plugin-algolia so the records exist when it pushes them.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { loadSiteConfig } from '../../src/build/loadSiteConfig';
import { writeSearchFiles } from '../../src/build/searchIndexFiles';

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter, store }) => {
	const { program } = store.getState() as { program: { directory: string } };
	const result = writeSearchFiles(loadSiteConfig(), path.join(program.directory, 'public'));
	reporter.info(`Search: ${result.records} records, local index in ${result.files.length - 1} files under public/search-index`);
};
