/**
 * One naming rule for CSS Module class names, shared by webpack (the stylesheet the browser
 * loads) and the Node renderer (the HTML of documents), so markup rendered in Node matches the
 * CSS without either side knowing the other's build.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

/** `CodeBlock-module--copy--1a2b3`: readable in devtools, unique per file, stable across machines. */
export function cssModuleClassName(relativeFile: string, local: string): string {
	const file = relativeFile.split(path.sep).join('/');
	const base = path.posix.basename(file).replace(/\.module\.css$/, '');
	const name = base === 'styles' ? path.posix.basename(path.posix.dirname(file)) : base;
	const hash = createHash('sha1').update(file).digest('hex').slice(0, 5);
	return `${name}-module--${local}--${hash}`;
}

/**
 * The names a CSS Module exports under css-loader's `dashesOnly` convention (`.copy-button` is
 * `copyButton`). Enough of CSS for the files documents use; `composes` is refused rather than
 * guessed, because its value would need the other file's names too.
 */
export function cssModuleExports(css: string, relativeFile: string): Record<string, string> {
	const source = css
		.replace(/\/\*[\s\S]*?\*\//g, '')
		.replace(/(['"])(?:\\.|(?!\1)[^\\])*\1/g, '""')
		.replace(/url\([^)]*\)/g, '')
		.replace(/:global\([^)]*\)/g, '');
	if (/\bcomposes\s*:/.test(source)) {
		throw new Error(`${relativeFile}: "composes" is not supported in components that documents render in Node`);
	}
	const names: Record<string, string> = {};
	for (const match of source.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
		const local = match[1];
		names[local.replace(/-+(\w)/g, (_all, letter: string) => letter.toUpperCase())] = cssModuleClassName(relativeFile, local);
	}
	return names;
}
