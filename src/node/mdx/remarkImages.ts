/**
 * Images in documents come from static/ and are written from the site root (`/img/a.svg` is
 * `static/img/a.svg`). A missing file, a relative path (which would break under clean URLs) or a
 * third-party address (which the Content-Security-Policy blocks) fails the build with the file,
 * the line and what to do instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

interface JsxNode {
	type: string;
	name?: string | null;
	attributes?: { type: string; name?: string; value?: unknown }[];
	position?: { start: { line: number; column: number } };
}

/** Why `src` cannot be shown, or null when it can. `root` is the repository root. */
export function imageProblem(root: string, src: string): string | null {
	if (/^data:/i.test(src)) return null;
	if (/^(https?:)?\/\//i.test(src)) {
		return `image ${src} is on another host. Hint: save it under static/img/ and write /img/<name>; the site's Content-Security-Policy allows only its own images`;
	}
	if (!src.startsWith('/')) {
		return `image ${src} is a relative path, which breaks under clean URLs. Hint: put the file in static/img/ and write /img/<name>`;
	}
	const file = path.join(root, 'static', decodeURI(src.split(/[?#]/)[0]));
	if (!fs.existsSync(file)) {
		return `image ${src} does not exist (no static${decodeURI(src.split(/[?#]/)[0])}). Hint: add the file to static/, or fix the path (static/img/a.svg is written /img/a.svg)`;
	}
	return null;
}

export default function remarkImages(options: { root: string }) {
	return (tree: Root, file?: VFile) => {
		const fail = (src: string, node: { position?: { start: { line: number; column: number } } }) => {
			const problem = imageProblem(options.root, src);
			if (!problem) return;
			const start = node.position?.start;
			throw new Error(`${file?.path ?? 'a document'}${start ? `:${start.line}:${start.column}` : ''}: ${problem}`);
		};
		visit(tree, 'image', (node: Image) => fail(node.url, node));
		visit(tree, (node) => {
			const jsx = node as unknown as JsxNode;
			if ((jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && jsx.name === 'img') {
				const src = jsx.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src')?.value;
				if (typeof src === 'string') fail(src, jsx);
			}
		});
	};
}
