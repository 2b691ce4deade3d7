/**
 * Documents are data: each MDX file is compiled with the site's remark chain and rendered to
 * static HTML once, in Node, with the content component registry. The browser receives that
 * HTML in page-data; only islands inside it hydrate (src/islands).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import type { PluggableList } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { formatMdxError } from './mdxErrors';
import { cssModuleExports } from '../webpack/cssModuleNames';
import { describeSource } from '../sharedDocs';

/**
 * Files and folders whose content shapes a document's HTML: a change to any of them re-renders
 * every document. Besides the renderer's code, the inputs remark plugins read: demo sources shown
 * beside each demo, the props-table data and parser, and the installed component library's version.
 */
export const RENDERER_SOURCES = [
	'src/theme',
	'src/blocks',
	'src/islands',
	'src/icons',
	'src/lib',
	'src/data',
	'src/node/mdx',
	'src/node/webpack/cssModuleNames.ts',
	'src/demos',
	'src/node/mdx/componentProps.ts',
	'data/ui-components-changes.json',
	'data/frontend-libs-tailwind-components.json',
	'node_modules/@eightshift/ui-components/package.json',
];

/** The file as MDX sees it, with front matter blanked out line for line so error lines stay true. */
export function documentSource(raw: string): string {
	const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(raw);
	if (!match) return raw;
	return match[0].replace(/[^\n]/g, '') + raw.slice(match[0].length);
}

/**
 * Documents cannot import or export: they are rendered in Node, so a module they pulled in would
 * never reach the browser. Components come from the registry (src/theme/MDXComponents).
 */
function remarkNoEsm() {
	return (tree: import('mdast').Root, file: VFile) => {
		visit(tree, 'mdxjsEsm', (node: { position?: { start: { line: number } } }) => {
			const line = node.position ? `:${node.position.start.line}` : '';
			throw new Error(
				`${file.path}${line}: import and export are not supported in documents. Use a component from src/theme/MDXComponents, or add one there.`,
			);
		});
	};
}

/** SHA-1 over the files below `entries` (paths relative to `root`, in a stable order); missing entries are skipped. */
export function hashFiles(root: string, entries: string[]): string {
	const hash = createHash('sha1');
	const walk = (absolute: string) => {
		const stat = fs.statSync(absolute, { throwIfNoEntry: false });
		if (!stat) return;
		if (stat.isDirectory()) {
			fs.readdirSync(absolute).sort().forEach((name) => walk(path.join(absolute, name)));
		} else {
			hash.update(path.relative(root, absolute)).update(fs.readFileSync(absolute));
		}
	};
	entries.forEach((entry) => walk(path.join(root, entry)));
	return hash.digest('hex');
}

/** Fingerprint of everything besides a document's own text that its HTML depends on. */
export function rendererDigest(root: string, extra: unknown): string {
	return createHash('sha1')
		.update(hashFiles(root, RENDERER_SOURCES))
		.update(JSON.stringify(extra))
		.digest('hex');
}

type MdxModule = typeof import('@mdx-js/mdx');
let mdx: Promise<MdxModule> | undefined;

/**
 * @mdx-js/mdx is ESM-only. It is imported natively, by file URL, so neither Parcel (which
 * compiles gatsby-node) nor tsx (which runs the unit tests) rewrites the import.
 */
function loadMdx(root: string): Promise<MdxModule> {
	if (!mdx) {
		const entry = Module.createRequire(path.join(root, 'package.json')).resolve('@mdx-js/mdx');
		const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<MdxModule>;
		mdx = nativeImport(pathToFileURL(entry).href);
	}
	return mdx;
}

type RenderStatic = (Content: MDXContent, pathPrefix: string) => string;
let renderStatic: RenderStatic | undefined;
const stylesheets = new Set<string>();

/** CSS Module files (relative to the root) that documents rendered so far have used. */
export function stylesheetsUsed(): string[] {
	return [...stylesheets].sort();
}

/**
 * Loads the component registry (TSX with CSS Modules) into Node: tsx compiles the code, and a
 * `.css` handler returns the class names webpack gives the same files (see cssModuleNames).
 */
function loadRenderStatic(root: string): RenderStatic {
	if (renderStatic) return renderStatic;
	type Loader = (module: { exports: unknown }, filename: string) => void;
	const extensions = (Module as unknown as { _extensions: Record<string, Loader> })._extensions;
	const loadCss: Loader = (module, filename) => {
		stylesheets.add(path.relative(root, filename).split(path.sep).join('/'));
		module.exports = filename.endsWith('.module.css') ? cssModuleExports(fs.readFileSync(filename, 'utf8'), path.relative(root, filename)) : {};
	};
	// tsx hands files it does not compile to the '.js' loader it found, so CSS is caught there.
	const loadJs = extensions['.js'];
	extensions['.js'] = (module, filename) => (filename.endsWith('.css') ? loadCss(module, filename) : loadJs(module, filename));
	extensions['.css'] = loadCss;
	// eslint-disable-next-line @typescript-eslint/no-var-requires
	const { register } = require('tsx/cjs/api') as typeof import('tsx/cjs/api');
	const api = register({ namespace: 'documents' });
	const entry = api.require(path.join(root, 'src/theme/MDXComponents/renderStatic.tsx'), path.join(root, 'gatsby-node.ts')) as { renderDocumentHtml: RenderStatic };
	renderStatic = entry.renderDocumentHtml;
	return renderStatic;
}

export interface RenderInput {
	/** Absolute path, for error messages. */
	absolutePath: string;
	/** The whole file, front matter included. */
	raw: string;
	remarkPlugins: PluggableList;
	pathPrefix: string;
	/** Repository root, where src/ lives. */
	root: string;
}

/** Compiles and renders one document. Errors name the file and, where MDX knows it, the line. */
export async function renderDocument({ absolutePath, raw, remarkPlugins, pathPrefix, root }: RenderInput): Promise<string> {
	const where = describeSource(root, absolutePath);
	const { compileSync, runSync } = await loadMdx(root);
	let Content: MDXContent;
	try {
		const compiled = compileSync(
			{ value: documentSource(raw), path: absolutePath },
			{ outputFormat: 'function-body', development: false, remarkPlugins: [...remarkPlugins, remarkNoEsm] },
		);
		Content = runSync(compiled, { ...(runtime as object) } as never).default;
	} catch (error) {
		const message = (error as Error).message ?? '';
		throw new Error(message.startsWith(where) ? message : formatMdxError(error, absolutePath, where, documentSource(raw)));
	}
	try {
		return loadRenderStatic(root)(Content, pathPrefix);
	} catch (error) {
		throw new Error(`${where}: rendering failed: ${(error as Error).message}`);
	}
}
