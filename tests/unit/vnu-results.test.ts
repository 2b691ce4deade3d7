/** The vnu report becomes one TAP test per built HTML file, counted by the test summary. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summarise } from '../../scripts/summarise-results';
import { vnuToTap, type VnuMessage } from '../../scripts/vnu-results';

const root = '/site/public';
const error = (file: string, message: string, line = 3): VnuMessage => ({ type: 'error', url: `file:${root}/./${file}`, lastLine: line, firstColumn: 7, message, extract: '<span id="x">' });

describe('vnu results', () => {
	it('passes every file vnu has nothing to say about', () => {
		const outcome = vnuToTap(['index.html', 'docs/theme/index.html'], [], root);
		assert.equal(outcome.errors, 0);
		assert.match(outcome.tap, /^ok 1 - index\.html$/m);
		assert.match(outcome.tap, /^ok 2 - docs\/theme\/index\.html$/m);
		assert.deepEqual(summarise([{ name: 'vnu', tap: outcome.tap, exitCode: 0 }], null), { passed: 2, failed: 0, skipped: 0, problems: [] });
	});

	it('fails a file with errors, naming the file, line and message', () => {
		const outcome = vnuToTap(['index.html', 'blog/tags/index.html'], [error('blog/tags/index.html', 'Duplicate ID “x”.', 12), error('blog/tags/index.html', 'Stray end tag “div”.')], root);
		assert.equal(outcome.errors, 2);
		assert.deepEqual(outcome.failedFiles, ['blog/tags/index.html']);
		assert.match(outcome.tap, /^not ok 2 - blog\/tags\/index\.html$/m);
		assert.match(outcome.tap, /file: '\/site\/public\/blog\/tags\/index\.html'/);
		assert.match(outcome.tap, /- 'line 12, column 7: Duplicate ID “x”\. \(near: <span id="x">\)'/);
		assert.equal(summarise([{ name: 'vnu', tap: outcome.tap, exitCode: 1 }], null).failed, 1);
	});

	it('checks pages only: a Gatsby slice fragment is neither a test nor a failure', () => {
		const outcome = vnuToTap(['index.html', '_gatsby/slices/_gatsby-scripts-1.html'], [error('_gatsby/slices/_gatsby-scripts-1.html', 'Start tag seen without seeing a doctype first.')], root);
		assert.equal(outcome.tap.split('\n')[1], '1..1');
		assert.match(outcome.tap, /^ok 1 - index\.html$/m);
	});

	it('leaves out warnings and info, and fails on messages that belong to no checked file', () => {
		const outcome = vnuToTap(
			['index.html'],
			[
				{ type: 'info', subType: 'warning', url: `file:${root}/index.html`, message: 'Consider adding a lang attribute.' },
				{ type: 'non-document-error', subType: 'io', url: `file:${root}/gone.html`, message: 'File not found.' },
			],
			root,
		);
		assert.equal(outcome.errors, 0);
		assert.match(outcome.tap, /^ok 1 - index\.html$/m);
		assert.match(outcome.tap, /^not ok 2 - vnu: gone\.html: File not found\.$/m);
		assert.equal(summarise([{ name: 'vnu', tap: outcome.tap, exitCode: 1 }], null).failed, 1);
	});
});
