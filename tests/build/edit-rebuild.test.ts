/**
 * Issue 26's rebuild budget, on a copy of the production build's cache: a one-paragraph edit of
 * one document rewrites that page's HTML, page-data and Markdown twin, llms-full.txt, and in the
 * search index the manifest and one recent file (the records live outside public/): at most 12 files, no card redrawn.
 * Then a title edit of the same document redraws its card and no other.
 *
 * A rebuild with no edit comes first and must rewrite nothing; the edit is measured from what it
 * leaves. (Before the compilation hash followed the scripts' content, that rebuild could write a
 * webpack runtime whose minified code differed only in local variable names, and every page's
 * HTML with it, after a cache made by a build with another set of chunks.)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploy } from '../../src/node/serving';
import { describe, it } from 'node:test';
import { build, buildWithText, changedFiles, onProductionBuildCopies, root, snapshot } from './onProductionBuild';

/** The document the check edits, and the paragraph it adds (and always takes out again). */
const EDITED = { file: path.join(root, 'content/docs/theme.mdx'), route: '/docs/theme', line: 'A sentence the edit-rebuild check adds and removes.' };

onProductionBuildCopies(() => {
	const doc = fs.readFileSync(EDITED.file, 'utf8');
	const restored = doc.replace(`\n\n${EDITED.line}\n`, '\n').replace(/^title: Create a WordPress theme$/m, 'title: Create a theme');
	if (restored !== doc) fs.writeFileSync(EDITED.file, restored);
});

describe('edits of one document, then gatsby build on the production build\'s cache', () => {
	it('changes only the edited page\'s files, llms-full.txt and three search files; no card is redrawn', () => {
		const publicDir = path.join(root, 'public');
		const unsettled = snapshot(publicDir);
		const settle = build();
		assert.equal(settle.code, 0, settle.output.slice(-2000));
		const before = snapshot(publicDir);
		// The release before the edit (npm run deploy), to count what deploying the edit transfers.
		const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'es-edit-deploy-'));
		deploy({ from: publicDir, to: deployDir, id: 'before', graceSeconds: 3600 });
		const resettled = changedFiles(unsettled, before);
		const runtimes = resettled.filter((f) => /^webpack-runtime-.*\.js$/.test(f));
		console.log(`rebuild with no edit: ${resettled.length} files changed${resettled.length > 0 ? ` (${resettled.filter((f) => f.endsWith('.html')).length} HTML pages; ${runtimes.join(', ') || 'same runtime'})` : ''}`);
		// The compilation hash every page embeds follows the scripts' content (src/node/webpack/reproducibleWebpack.ts): no edit, no rewrite.
		assert.deepEqual(resettled.slice(0, 10), [], `a rebuild with no edit rewrote ${resettled.length} files`);
		const result = buildWithText(EDITED.file, `${fs.readFileSync(EDITED.file, 'utf8').trimEnd()}\n\n${EDITED.line}\n`);
		assert.equal(result.code, 0, result.output.slice(-2000));
		const changed = changedFiles(before, snapshot(publicDir));
		const page = EDITED.route.slice(1);
		const own = [`${page}/index.html`, `page-data/${page}/page-data.json`, `${page}.md`];
		for (const file of own) assert.ok(changed.includes(file), `${file} did not change: ${changed.join(', ')}`);
		// The search index keeps its files and takes the page in a recent file (plugins/search-records/searchIndexFiles.ts).
		const searchFiles = /^search-index\/(manifest\.json|recent\.[0-9a-f]+\.json)$/;
		const expected = (file: string) => own.includes(file) || file === 'llms-full.txt' || searchFiles.test(file);
		assert.deepEqual(changed.filter((file) => !expected(file)), [], 'files outside the edited page, llms-full.txt, the search manifest, records and recent file changed');
		assert.ok(changed.length <= 12, `${changed.length} files changed, over issue 26's 12: ${changed.join(', ')}`);
		assert.match(result.output, /Social cards .* 0 drawn/, 'a social card was redrawn');
		assert.match(result.output, /Search: .* 1 changed page\(s\) in a recent file/, 'the search index was rebuilt instead of taking the page in a recent file');
		console.log(`edit rebuild: ${changed.length} files changed: ${changed.join(', ')}`);
		// Deployed, the edit transfers exactly the files whose content is new; everything else is linked.
		const shipped = deploy({ from: publicDir, to: deployDir, id: 'after', graceSeconds: 3600 });
		fs.rmSync(deployDir, { recursive: true, force: true });
		assert.deepEqual(shipped.transferred.sort(), changed.filter((file) => fs.existsSync(path.join(publicDir, file))).sort());
		console.log(`deploy of the edit: ${shipped.transferredFiles} files (${(shipped.transferredBytes / 1024).toFixed(1)} KB) transferred, ${shipped.reusedFiles} reused, of ${shipped.files} (${(shipped.bytes / 1024 / 1024).toFixed(1)} MB)`);
	});

	it('a title edit redraws exactly that page\'s social card', () => {
		const publicDir = path.join(root, 'public');
		const before = snapshot(publicDir);
		const text = fs.readFileSync(EDITED.file, 'utf8');
		assert.match(text, /^title: Create a theme$/m, 'the check expects the title of content/docs/theme.mdx');
		const result = buildWithText(EDITED.file, text.replace(/^title: Create a theme$/m, 'title: Create a WordPress theme'));
		assert.equal(result.code, 0, result.output.slice(-2000));
		const cards = changedFiles(before, snapshot(publicDir)).filter((file) => file.startsWith('og/'));
		assert.deepEqual(cards, [`og${EDITED.route}.png`]);
		assert.match(result.output, /Social cards .* 1 drawn/);
	});
});
