/**
 * A native compile path for the files that need nothing of Babel (issue 34): esbuild-loader
 * instead of babel-loader for the dependencies Gatsby transpiles (the component library above all)
 * and for the live demos and data modules under src/demos and src/data.
 *
 * What stays on Babel: the shell, pages and templates (their first-load bytes are budgeted, and
 * esbuild's output of them was 0.7 KB larger gzipped), any file with a `graphql` tag or
 * `useStaticQuery` (babel-plugin-remove-graphql-queries turns those into query results), Gatsby's
 * own runtime (.cache, gatsby-* packages), and, in `gatsby develop`, the site's modules, which
 * React Fast Refresh needs Babel's transform for. esbuild compiles to ES2015, which every browser in
 * Gatsby's default targets (> 0.25%, not dead) runs; unlike the dependencies preset it injects
 * no core-js polyfills, which no browser in those targets needs for this code.
 */
import fs from 'node:fs';
import path from 'node:path';

type Condition = RegExp | string | ((file: string) => boolean) | Condition[] | undefined;
interface Rule {
	test?: RegExp;
	include?: Condition;
	exclude?: Condition;
	type?: string;
	use?: unknown;
}

function matches(condition: Condition, file: string): boolean {
	if (condition === undefined) return false;
	if (Array.isArray(condition)) return condition.some((c) => matches(c, file));
	if (typeof condition === 'function') return condition(file);
	if (typeof condition === 'string') return file.startsWith(condition);
	return condition.test(file);
}

const QUERY = /\bgraphql`|\buseStaticQuery\b/;
const GATSBY_PACKAGE = /[\\/]node_modules[\\/](?:gatsby|gatsby-[^\\/]+)[\\/]/;

const scanned = new Map<string, Set<string>>();

/** The site's module files that hold a GraphQL query (they stay on Babel); read once per process, not once per webpack stage. */
export function filesWithQueries(srcDir: string): Set<string> {
	const known = scanned.get(srcDir);
	if (known) return known;
	const out = new Set<string>();
	scanned.set(srcDir, out);
	for (const name of fs.readdirSync(srcDir, { recursive: true }) as string[]) {
		if (!/\.(?:tsx?|jsx?)$/.test(name)) continue;
		const file = path.join(srcDir, name);
		if (QUERY.test(fs.readFileSync(file, 'utf8'))) out.add(file);
	}
	return out;
}

/**
 * Moves the files above from Gatsby's two Babel rules (userland `js`, node_modules
 * `dependencies`) to one esbuild-loader rule. Returns how the files are decided, for tests.
 */
export function useEsbuild(rules: Rule[], options: { root: string; develop: boolean; loader: string }): (file: string) => boolean {
	// The live demos and the data modules: most of the site's own code by size, none of it in a first load.
	const esbuildDirs = [path.join(options.root, 'src/demos'), path.join(options.root, 'src/data')].map((dir) => `${dir}${path.sep}`);
	const queries = filesWithQueries(path.join(options.root, 'src'));
	const userland = rules.find((rule) => String(rule.test) === String(/\.(js|mjs|jsx|ts|tsx)$/) && typeof rule.use === 'function');
	// gatsby-plugin-typescript adds a second Babel rule for .ts and .tsx.
	const typescript = rules.filter((rule) => String(rule.test) === String(/\.tsx?$/) && typeof rule.use === 'function');
	// Only the browser bundles transpile node_modules (the HTML renderer leaves them as they are).
	const dependencies = rules.find((rule) => String(rule.test) === String(/\.(js|mjs)$/) && String(JSON.stringify(rule.use ?? '')).includes('babel-preset-gatsby'));
	if (!userland) throw new Error('webpackEsbuild: Gatsby\'s Babel rule for the site\'s modules was not found (has gatsby changed its webpack config?)');
	const dependencyExclude = dependencies?.exclude;
	const viaEsbuild = (file: string): boolean => {
		if (!/\.(?:m?js|jsx|tsx?)$/.test(file)) return false;
		if (/[\\/]node_modules[\\/]/.test(file)) return dependencies !== undefined && !GATSBY_PACKAGE.test(file) && !matches(dependencyExclude, file);
		if (options.develop) return false;
		return esbuildDirs.some((dir) => file.startsWith(dir)) && !queries.has(file);
	};
	const userlandInclude = userland.include;
	userland.include = (file: string) => matches(userlandInclude, file) && !viaEsbuild(file);
	for (const rule of typescript) {
		const exclude = rule.exclude;
		rule.exclude = (file: string) => matches(exclude, file) || viaEsbuild(file);
	}
	if (dependencies) dependencies.exclude = (file: string) => matches(dependencyExclude, file) || viaEsbuild(file);
	rules.push({ test: /\.(?:m?js|jsx|tsx?)$/, include: viaEsbuild, type: 'javascript/auto', use: [{ loader: options.loader, options: { target: 'es2015', jsx: 'automatic' } }] });
	return viaEsbuild;
}
