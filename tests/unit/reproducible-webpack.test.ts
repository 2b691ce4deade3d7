import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentCompilationHash, fallbackModuleFilename } from '../../src/node/webpack/reproducibleWebpack';

describe('reproducible webpack output', () => {
	it('the compilation hash follows the chunks\' ids and content hashes, not their order', () => {
		const a = { id: 1, contentHash: { javascript: 'aaa', 'css/mini-extract': 'ccc' } };
		const b = { id: 'app', contentHash: { javascript: 'bbb' } };
		assert.equal(contentCompilationHash([a, b], 10), contentCompilationHash([b, { id: 1, contentHash: { 'css/mini-extract': 'ccc', javascript: 'aaa' } }], 10));
		assert.equal(contentCompilationHash([a, b], 10).length, 10);
		assert.notEqual(contentCompilationHash([a, b]), contentCompilationHash([a, { ...b, contentHash: { javascript: 'bbc' } }]), 'a changed script changes it');
		assert.notEqual(contentCompilationHash([a, b]), contentCompilationHash([{ ...a, id: 2 }, b]), 'a renumbered chunk changes it');
	});

	it('a source map\'s fallback module name does not depend on the project folder', () => {
		const name = (root: string) => fallbackModuleFilename(root)({ namespace: 'site', resourcePath: './node_modules/x/icons.js', identifier: `${root}/plugins/loader.js!${root}/node_modules/x/icons.js` });
		assert.equal(name('/work/main'), name('/tmp/elsewhere/checkout'));
		assert.match(name('/a'), /^webpack:\/\/site\/\.\/node_modules\/x\/icons\.js\?[0-9a-f]{4}$/);
	});
});
