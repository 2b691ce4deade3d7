/**
 * Webpack loader for @eightshift/ui-components' dist files. Version 5.6.1 bundles its own copy of
 * React DOM 18 (CommonJS turned into one ES module, `dist/index-*.js`) for React Aria and
 * react-select, which reach it for `createPortal` and `flushSync`. That copy is 43 KB gzipped on
 * every page with a demo, and a second React DOM is not the one rendering the demo. This loader
 * replaces that module with a re-export of the site's own `react-dom`; every other file passes
 * through untouched. If a future version changes what that module exports, the build fails here
 * instead of shipping a half-working replacement.
 */
const BUNDLED_REACT_DOM = 'reactDom_production_min';
const KNOWN_LOCALS = new Set(['reactDomExports', '$dbSRa$reactdom']);

module.exports = function uiComponentsReactDomLoader(source) {
	if (!source.includes(BUNDLED_REACT_DOM)) return source;
	const exportList = /export\s*\{([^}]*)\};?\s*$/.exec(source);
	if (!exportList) {
		throw new Error(`ui-components-react-dom-loader: ${this.resourcePath} bundles React DOM but has no final export list; the package layout changed`);
	}
	const entries = exportList[1]
		.split(',')
		.map((entry) => entry.trim())
		.filter(Boolean)
		.map((entry) => {
			const [local, exported = local] = entry.split(/\s+as\s+/);
			return { local, exported };
		});
	const unknown = entries.filter((entry) => !KNOWN_LOCALS.has(entry.local));
	if (unknown.length > 0) {
		throw new Error(`ui-components-react-dom-loader: ${this.resourcePath} also exports ${unknown.map((e) => e.local).join(', ')}; update the loader for this version of the package`);
	}
	return `import ReactDOM from 'react-dom';\nexport { ${entries.map((e) => `ReactDOM as ${e.exported}`).join(', ')} };\n`;
};
