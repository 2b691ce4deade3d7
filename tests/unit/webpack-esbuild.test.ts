import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { filesWithQueries, useEsbuild } from '../../src/node/webpack/webpackEsbuild';

const root = path.resolve(__dirname, '../..');

/** Gatsby's three Babel rules as they reach onCreateWebpackConfig for the browser bundles. */
function gatsbyRules() {
	const vendor = /[\\/]node_modules[\\/]/;
	return [
		{ test: /\.(js|mjs|jsx|ts|tsx)$/, include: (file: string) => !vendor.test(file), type: 'javascript/auto', use: () => [{ loader: 'babel-loader' }] },
		{ test: /\.(js|mjs)$/, exclude: (file: string) => !vendor.test(file) || /[\\/]node_modules[\\/](react|react-dom|core-js)[\\/]/.test(file), type: 'javascript/auto', use: [{ loader: 'babel-loader', options: { presets: [['babel-preset-gatsby/dependencies', {}]] } }] },
		{ test: /\.tsx?$/, use: () => [{ loader: 'babel-loader' }] },
	] as { test: RegExp; include?: (f: string) => boolean; exclude?: (f: string) => boolean; use: unknown }[];
}

describe('esbuild for the code Babel adds nothing to', () => {
	const library = path.join(root, 'node_modules/@eightshift/ui-components/dist/components/button/button.js');
	const demo = path.join(root, 'src/demos/button/basic.tsx');
	const shell = path.join(root, 'src/theme/Layout/index.tsx');
	const template = path.join(root, 'src/templates/DocPage.tsx');

	it('sends dependencies, demos and data to esbuild, and keeps the shell, templates, queries and Gatsby on Babel', () => {
		const rules = gatsbyRules();
		const via = useEsbuild(rules, { root, develop: false, loader: 'esbuild-loader' });
		assert.equal(via(library), true);
		assert.equal(via(demo), true);
		assert.equal(via(shell), false, 'first-load code stays on Babel (budgeted bytes)');
		assert.equal(via(template), false);
		assert.equal(via(path.join(root, 'node_modules/gatsby/cache-dir/production-app.js')), false);
		assert.equal(via(path.join(root, 'node_modules/react-dom/index.js')), false, 'what Gatsby leaves untranspiled stays so');
		// Each file is compiled by exactly one of the two paths.
		const [userland, dependencies, typescript] = rules;
		assert.equal(userland.include!(demo), false);
		assert.equal(userland.include!(shell), true);
		assert.equal(typescript.exclude!(demo), true);
		assert.equal(dependencies.exclude!(library), true);
		const added = rules[rules.length - 1] as unknown as { include: (f: string) => boolean; use: { loader: string; options: { target: string } }[] };
		assert.equal(added.use[0].loader, 'esbuild-loader');
		assert.equal(added.use[0].options.target, 'es2015');
	});

	it('in gatsby develop, the site\'s own modules stay on Babel (React Fast Refresh)', () => {
		const via = useEsbuild(gatsbyRules(), { root, develop: true, loader: 'esbuild-loader' });
		assert.equal(via(demo), false);
		assert.equal(via(library), true);
	});

	it('finds the modules that hold a query', () => {
		const queries = filesWithQueries(path.join(root, 'src'));
		assert.ok(queries.has(template));
		assert.ok(queries.has(path.join(root, 'src/hooks/useSiteConfig.ts')));
		assert.ok(!queries.has(shell));
	});

	it('fails loudly when Gatsby\'s rules change shape', () => {
		assert.throws(() => useEsbuild([], { root, develop: false, loader: 'esbuild-loader' }), /Babel rule for the site's modules was not found/);
	});
});
