/**
 * Writes data/frontend-libs-tailwind-components.json: the JSDoc of the React components in
 * eightshift-frontend-libs-tailwind (scripts/components), parsed like the ui-components props
 * tables (src/node/mdx/componentProps.ts). The package is not on the npm registry this site builds
 * from, so its facts are extracted from the fetched repository at a tag and committed; the build
 * and tests read only the JSON. Run again when the library moves.
 * Usage: node --import tsx scripts/extract-fe-libs-jsdoc.ts [git-dir] [tag]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { componentsInFile, type Typedefs } from '../src/node/mdx/componentProps';

const gitDir = process.argv[2] ?? '/work/.mirror/infinum+eightshift-frontend-libs-tailwind/repo';
const tag = process.argv[3] ?? '3.1.2';
const git = (...args: string[]) => execFileSync('git', [`--git-dir=${gitDir}`, ...args], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });

const files = git('ls-tree', '-r', '--name-only', tag, 'scripts/components')
	.split('\n')
	.filter((file) => file.endsWith('.js') && !file.endsWith('/index.js'));
const typedefs: Typedefs = { shapes: new Map(), aliases: new Map() };
const components = files.flatMap((file) => componentsInFile(git('show', `${tag}:${file}`), file, typedefs));
const out = {
	package: '@eightshift/frontend-libs-tailwind',
	version: tag,
	source: `https://github.com/infinum/eightshift-frontend-libs-tailwind/tree/${tag}`,
	components,
};
const target = path.resolve(__dirname, '../data/frontend-libs-tailwind-components.json');
fs.writeFileSync(target, `${JSON.stringify(out, null, '\t')}\n`);
console.log(`${components.length} components from ${files.length} files at ${tag}: ${components.map((c) => `${c.name} (${c.props.length})`).join(', ')}`);
