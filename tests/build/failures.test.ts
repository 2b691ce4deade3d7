/**
 * A thrown build error must reach `gatsby build`'s output and exit code with its file and line.
 * One real build per kind of Gatsby hook an error can come from (node creation, page creation,
 * document rendering, post-build); every individual fault is checked where it is raised, in
 * faults.test.ts. The builds work on copies of the production build (./onProductionBuild).
 *
 * The first three cases add one new fixture file, which is removed afterwards whatever happens.
 * The post-build case adds a line to data/published-routes.txt instead of a page with a broken
 * link: a new page re-renders half the site (sidebars, search, cards) and took 130 s, while a
 * line in a list only onPostBuild reads leaves a build with nothing to redo (35 s). The line is
 * removed again afterwards, and before the run in case an earlier one was killed.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildWithText, onProductionBuildCopies, root } from './onProductionBuild';

const fixtures = path.join(root, 'tests/fixtures/build-errors');

/** Where each case puts its fixture; removed before and after the run, so an interrupted run leaves nothing behind. */
const PLACED = {
	nodeCreation: 'content/docs/fixture-key.mdx',
	pageCreation: 'content/docs/fixture-slug.mdx',
	rendering: 'content/docs/fixture-render.mdx',
};
/** The route list the post-build check reads, and the URL the case adds to it (nothing builds it). */
const ROUTE_LIST = path.join(root, 'data/published-routes.txt');
const UNBUILT = '/docs/fixture-never-built';

onProductionBuildCopies(() => {
	for (const file of Object.values(PLACED)) fs.rmSync(path.join(root, file), { force: true });
	const list = fs.readFileSync(ROUTE_LIST, 'utf8');
	const without = list.split('\n').filter((line) => line !== UNBUILT).join('\n');
	if (without !== list) fs.writeFileSync(ROUTE_LIST, without);
});

/** Builds with one fixture in place; the fixture goes again before the next case. */
const buildWith = (fixture: string, target: string) => buildWithText(path.join(root, target), fs.readFileSync(path.join(fixtures, fixture), 'utf8'));

describe('gatsby build fails naming the file, whichever hook the error comes from', { concurrency: 1 }, () => {
	it('node creation (onCreateNode): an unknown front matter key', () => {
		const { code, output } = buildWith('unknown-front-matter-key.mdx', PLACED.nodeCreation);
		assert.notEqual(code, 0, output.slice(-2000));
		assert.match(output, /content\/docs\/fixture-key\.mdx:2: front matter .*"sidebar_postion"\. Hint: did you mean "sidebar_position"\?/);
	});

	it('page creation (createPages): a front matter slug that takes another page\'s URL', () => {
		const { code, output } = buildWith('duplicate-slug.mdx', PLACED.pageCreation);
		assert.notEqual(code, 0, output.slice(-2000));
		assert.match(output, /content\/docs\/fixture-slug\.mdx:4: front matter slug "theme" gives \/docs\/theme, which is already the URL of content\/docs\/theme\.mdx\. Hint: pick another slug/);
	});

	it('document rendering (the Mdx.html resolver): a component the registry does not have', () => {
		const { code, output } = buildWith('unknown-component.mdx', PLACED.rendering);
		assert.notEqual(code, 0, output.slice(-2000));
		assert.match(output, /content\/docs\/fixture-render\.mdx: rendering failed: .*VersionMatrix/);
	});

	it('post-build (onPostBuild): a published URL the build does not produce', () => {
		const list = fs.readFileSync(ROUTE_LIST, 'utf8');
		const line = list.trimEnd().split('\n').length + 1;
		const result = buildWithText(ROUTE_LIST, `${list.trimEnd()}\n${UNBUILT}\n`);
		assert.notEqual(result.code, 0, result.output.slice(-2000));
		assert.match(result.output, new RegExp(`data/published-routes\\.txt:${line}: published URL ${UNBUILT} is not produced by the build`));
	});
});
