/**
 * Issue 26's rebuild budget, on a copy of the production build's cache: a one-paragraph edit of
 * one document rewrites that page's HTML, page-data and Markdown twin, llms-full.txt and the
 * search index, and nothing else; no social card is redrawn.
 *
 * A rebuild with no edit comes first, and the edit is measured from what it leaves. The build
 * after the production build sometimes writes a webpack runtime whose minified code differs only
 * in which of two local variables is called `b` and which `d` (same source, same length); its
 * name changes, so every page's HTML changes with it. It happens on every clean clone and
 * whenever the cache was made by a build that minified a different set of chunks; the next build
 * keeps whichever runtime it got. That no-edit rebuild reports what it rewrote.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build, buildWithText, changedFiles, onProductionBuildCopies, root, snapshot } from './onProductionBuild';

/** The document the check edits, and the paragraph it adds (and always takes out again). */
const EDITED = { file: path.join(root, 'content/docs/theme.mdx'), route: '/docs/theme', line: 'A sentence the edit-rebuild check adds and removes.' };

onProductionBuildCopies(() => {
	const doc = fs.readFileSync(EDITED.file, 'utf8');
	if (doc.includes(`\n\n${EDITED.line}\n`)) fs.writeFileSync(EDITED.file, doc.replace(`\n\n${EDITED.line}\n`, '\n'));
});

describe('a one-paragraph edit, then gatsby build', () => {
	it('changes only the edited page\'s files, llms-full.txt and the search index; no card is redrawn', () => {
		const publicDir = path.join(root, 'public');
		const unsettled = snapshot(publicDir);
		const settle = build();
		assert.equal(settle.code, 0, settle.output.slice(-2000));
		const before = snapshot(publicDir);
		const resettled = changedFiles(unsettled, before);
		const runtimes = resettled.filter((f) => /^webpack-runtime-.*\.js$/.test(f));
		console.log(`rebuild with no edit: ${resettled.length} files changed${resettled.length > 0 ? ` (${resettled.filter((f) => f.endsWith('.html')).length} HTML pages; ${runtimes.join(', ') || 'same runtime'})` : ''}`);
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
