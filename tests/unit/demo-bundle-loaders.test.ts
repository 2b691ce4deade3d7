import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

// Plain CommonJS webpack loaders.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pruneIcons } = require('../../plugins/icons-subset-loader.js') as { pruneIcons: (source: string, keep: (name: string) => boolean) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reactDomLoader = require('../../plugins/ui-components-react-dom-loader.js') as (this: { resourcePath: string }, source: string) => string;

const iconsSource = ['import { jsx } from "react/jsx-runtime";', 'const icons = {', '  add: jsx("svg", {}),', '  bin: jsx("svg", {}),', '  cog: jsx("svg", {})', '};', 'const blockIcons = { a: 1 };', 'export {', '  blockIcons,', '  icons', '};', ''].join('\n');

/** Evaluates the pruned module with a stand-in jsx and console, returning its icons and the errors logged. */
function load(source: string) {
	const errors: string[] = [];
	const body = source.replace(/^import .*$/m, '').replace(/export \{[\s\S]*\};\s*$/, 'return { icons, blockIcons };');
	const exports = new Function('jsx', 'console', body)((tag: string) => ({ tag }), { error: (message: string) => errors.push(message) }) as { icons: Record<string, unknown>; blockIcons: unknown };
	return { ...exports, errors };
}

describe('demo bundle loaders', () => {
	it('keeps only the icons asked for, and reports a removed one when it is read', () => {
		const { icons, blockIcons, errors } = load(pruneIcons(iconsSource, (name) => name !== 'bin'));
		assert.deepEqual(Object.keys(icons), ['add', 'cog']);
		assert.deepEqual(blockIcons, { a: 1 });
		assert.equal(icons.bin, undefined);
		assert.match(errors[0], /Icon "bin" was left out of the demo bundle/);
		assert.equal(icons.nonsense, undefined);
		assert.equal(errors.length, 1, 'a name the library never had is not reported');
	});

	it('swaps a bundled copy of React DOM for the site\'s own, and leaves other files alone', () => {
		const bundled = 'var reactDom_production_min = {};\nvar reactDomExports = {};\nconst $dbSRa$reactdom = reactDomExports;\nexport {\n  $dbSRa$reactdom as $,\n  reactDomExports as r\n};\n';
		const context = { resourcePath: 'dist/index-X.js' };
		assert.equal(reactDomLoader.call(context, bundled), "import ReactDOM from 'react-dom';\nexport { ReactDOM as $, ReactDOM as r };\n");
		assert.equal(reactDomLoader.call(context, 'export const a = 1;\n'), 'export const a = 1;\n');
		assert.throws(() => reactDomLoader.call(context, bundled.replace('reactDomExports as r', 'reactDomExports as r,\n  other as o')), /also exports other/);
	});
});
