/**
 * A thrown build error must reach `gatsby build`'s output and exit code with its file and line.
 * Last, issue 26's rebuild budget: a one-paragraph edit rewrites only that page's files,
 * llms-full.txt and the search index, and redraws no card.
 * One real build per kind of Gatsby hook an error can come from (node creation, page creation,
 * document rendering, post-build); every individual fault is checked where it is raised, in
 * faults.test.ts.
 *
 * These builds run in the project itself, on the cache of the production build `npm test` has
 * just made (a copy elsewhere would be a cold build: Gatsby keys its cache by absolute paths).
 * The first three cases add one new fixture file, which is removed afterwards whatever happens.
 * The post-build case adds a line to data/published-routes.txt instead of a page with a broken
 * link: a new page re-renders half the site (sidebars, search, cards) and took 130 s, while a
 * line in a list only onPostBuild reads leaves a build with nothing to redo (35 s). The line is
 * removed again afterwards, and before the run in case an earlier one was killed. public/ and
 * .cache/ are moved aside first and the builds work on copies; the originals come back at the
 * end, untouched. Restoring public/ alone is not enough: a failed build that got as far as
 * webpack records a new compilation hash in .cache, and the next build would then leave the old
 * app-data.json beside pages that name the new hash, and every client-side navigation would turn
 * into a full reload.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/build-errors');
/** What a build changes, kept aside while the failing builds run (test-results/ is ignored by git). */
const KEPT = ['public', '.cache'].map((name) => ({ live: path.join(root, name), kept: path.join(root, 'test-results/before-build-failures', name) }));

/** Where each case puts its fixture; removed before and after the run, so an interrupted run leaves nothing behind. */
const PLACED = {
	nodeCreation: 'content/docs/fixture-key.mdx',
	pageCreation: 'content/docs/fixture-slug.mdx',
	rendering: 'content/docs/fixture-render.mdx',
};
/** The route list the post-build check reads, and the URL the case adds to it (nothing builds it). */
const ROUTE_LIST = path.join(root, 'data/published-routes.txt');
const UNBUILT = '/docs/fixture-never-built';

/** The document the rebuild check edits, and the paragraph it adds (and always takes out again). */
const EDITED = { file: path.join(root, 'content/docs/theme.mdx'), route: '/docs/theme', line: 'A sentence the edit-rebuild check adds and removes.' };

function removePlaced() {
	for (const file of Object.values(PLACED)) fs.rmSync(path.join(root, file), { force: true });
	const doc = fs.readFileSync(EDITED.file, 'utf8');
	if (doc.includes(`\n\n${EDITED.line}\n`)) fs.writeFileSync(EDITED.file, doc.replace(`\n\n${EDITED.line}\n`, '\n'));
	const list = fs.readFileSync(ROUTE_LIST, 'utf8');
	const without = list.split('\n').filter((line) => line !== UNBUILT).join('\n');
	if (without !== list) fs.writeFileSync(ROUTE_LIST, without);
}

/** Puts back the public/ and .cache/ of the production build, if they were moved aside. */
function restoreBuild() {
	for (const { live, kept } of KEPT) {
		if (!fs.existsSync(kept)) continue;
		fs.rmSync(live, { recursive: true, force: true });
		fs.renameSync(kept, live);
	}
	fs.rmSync(path.dirname(KEPT[0].kept), { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.once(signal, () => {
		removePlaced();
		restoreBuild();
		process.exit(130);
	});
}

before(() => {
	removePlaced();
	assert.ok(fs.existsSync(path.join(root, 'public/index.html')), 'these checks run on the cache of a finished production build (npm test makes it first)');
	for (const { live, kept } of KEPT) {
		fs.rmSync(kept, { recursive: true, force: true });
		fs.mkdirSync(path.dirname(kept), { recursive: true });
		fs.renameSync(live, kept);
	}
	copyBuild();
});

/** Puts a fresh copy of the kept public/ and .cache/ in place, for the builds to work on. */
function copyBuild() {
	for (const { live, kept } of KEPT) {
		fs.rmSync(live, { recursive: true, force: true });
		// cp -a keeps modification times, which Gatsby's and webpack's caches compare.
		const copy = spawnSync('cp', ['-a', kept, live]);
		assert.equal(copy.status, 0, `copying ${kept}: ${copy.stderr}`);
	}
}

after(() => {
	removePlaced();
	restoreBuild();
});

/** `gatsby build` in the project with the production build's settings; output with Gatsby's line wrapping undone. */
function build(): { code: number | null; output: string } {
	const result = spawnSync(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build'], {
		cwd: root,
		encoding: 'utf8',
		env: { ...process.env, CI: 'true', E2E_FIXTURES: '1', GATSBY_TELEMETRY_DISABLED: '1' },
		timeout: 300_000,
	});
	const output = `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replace(/\n(?=\S)/g, ' ');
	return { code: result.status, output };
}

/** Builds with `file` holding `text`; afterwards the file is as it was (or gone again, if it was new). */
function buildWithText(file: string, text: string) {
	const original = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
	fs.writeFileSync(file, text);
	try {
		return build();
	} finally {
		if (original === null) fs.rmSync(file, { force: true });
		else fs.writeFileSync(file, original);
	}
}

/** Builds with one fixture in place; the fixture goes again before the next case. */
const buildWith = (fixture: string, target: string) => buildWithText(path.join(root, target), fs.readFileSync(path.join(fixtures, fixture), 'utf8'));

/** Files whose content differs between two snapshots, added and removed ones included. */
const changedFiles = (before: Map<string, string>, after: Map<string, string>) => [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();

/** Content hash of every file under public/, by path relative to it. */
function snapshot(dir: string): Map<string, string> {
	const files = new Map<string, string>();
	for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile()) continue;
		const file = path.join(entry.parentPath, entry.name);
		files.set(path.relative(dir, file).split(path.sep).join('/'), createHash('sha1').update(fs.readFileSync(file)).digest('hex'));
	}
	return files;
}

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

/**
 * Issue 26's rebuild budget, on the production build's cache: a one-paragraph edit of one
 * document rewrites that page's HTML, page-data and Markdown twin, llms-full.txt and the search
 * index, and nothing else; no social card is redrawn. Runs last, on a fresh copy of the
 * production build: a failed build can leave Gatsby's cache without the node of a file that
 * changed just before it (the edited document went missing from the next build).
 */
describe('a one-paragraph edit, then gatsby build', () => {
	it('changes only the edited page\'s files, llms-full.txt and the search index; no card is redrawn', () => {
		copyBuild();
		const publicDir = path.join(root, 'public');
		// A rebuild with no edit first: on a clean clone the production build is the first on a cache
		// that the start smoke's build (without the fixture pages) made, and the next build writes
		// another webpack runtime and compilation hash into every page. That is reported here, and
		// the edit is measured from the settled state.
		const unsettled = snapshot(publicDir);
		const settle = build();
		assert.equal(settle.code, 0, settle.output.slice(-2000));
		const before = snapshot(publicDir);
		const resettled = changedFiles(unsettled, before);
		console.log(`rebuild with no edit: ${resettled.length} files changed${resettled.length > 0 ? ` (${resettled.filter((f) => f.endsWith('.html')).length} HTML pages; ${resettled.filter((f) => /^webpack-runtime-/.test(f)).join(', ') || 'same runtime'})` : ''}`);
		const result = buildWithText(EDITED.file, `${fs.readFileSync(EDITED.file, 'utf8').trimEnd()}\n\n${EDITED.line}\n`);
		assert.equal(result.code, 0, result.output.slice(-2000));
		const changed = changedFiles(before, snapshot(publicDir));
		const page = EDITED.route.slice(1);
		const own = [`${page}/index.html`, `page-data/${page}/page-data.json`, `${page}.md`];
		for (const file of own) assert.ok(changed.includes(file), `${file} did not change: ${changed.join(', ')}`);
		const expected = (file: string) => own.includes(file) || file === 'llms-full.txt' || file.startsWith('search-index/');
		assert.deepEqual(changed.filter((file) => !expected(file)), [], 'files outside the edited page, llms-full.txt and the search index changed');
		assert.match(result.output, /Social cards .* 0 drawn/, 'a social card was redrawn');
		const search = changed.filter((file) => file.startsWith('search-index/'));
		console.log(`edit rebuild: ${changed.length} files changed, ${search.length} of them search-index files`);
	});
});
