declare module '*.module.css' {
	const classes: Record<string, string>;
	export = classes;
}

declare module '*.css?raw' {
	const source: string;
	export default source;
}

/** The component library's stylesheet as a string, without @font-face rules (see plugins/demo-css-loader.js). */
declare module 'ui-components-stylesheet?demo-css' {
	const source: string;
	export default source;
}

declare module '*.woff2' {
	const url: string;
	export default url;
}
