/**
 * `<Demo name="toggle-switch/basic" label="…" />` shows the live demo in src/demos/<name>.tsx
 * above that file's own source, highlighted here at build time: the code a reader sees is the
 * code that runs. A missing file or label fails the build naming the MDX file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { codeLinesToHtml, tokenizeCode } from '../../lib/codeLanguages';

interface JsxElement {
	type: 'mdxJsxFlowElement';
	name: string | null;
	attributes: { type: string; name: string; value?: unknown }[];
	position?: { start: { line: number } };
}

export const DEMOS_DIR = 'src/demos';

export default function remarkDemos(options: { root: string }) {
	return (tree: Root, file: VFile) => {
		visit(tree, (node) => {
			const element = node as unknown as JsxElement;
			if (element.type !== 'mdxJsxFlowElement' || element.name !== 'Demo') return;
			const where = `${file.path ? path.relative(options.root, file.path) : 'an MDX file'}${element.position ? `:${element.position.start.line}` : ''}`;
			const value = (key: string) => {
				const found = element.attributes.find((a) => a.name === key)?.value;
				return typeof found === 'string' ? found : undefined;
			};
			const name = value('name');
			const label = value('label');
			if (!name || !/^[a-z0-9-]+\/[a-z0-9-]+$/.test(name)) throw new Error(`${where}: <Demo /> needs name="<page>/<demo>" (lower-case, one slash)`);
			if (!label) throw new Error(`${where}: <Demo name="${name}" /> needs a label="…" that says what the demo shows`);
			const demoFile = path.join(options.root, DEMOS_DIR, `${name}.tsx`);
			if (!fs.existsSync(demoFile)) throw new Error(`${where}: <Demo name="${name}" /> has no file ${DEMOS_DIR}/${name}.tsx`);
			const tokens = tokenizeCode(fs.readFileSync(demoFile, 'utf8'), 'tsx');
			if (!tokens) throw new Error(`${where}: no tsx grammar to highlight ${DEMOS_DIR}/${name}.tsx`);
			element.name = 'ComponentDemo';
			element.attributes = [
				{ type: 'mdxJsxAttribute', name: 'name', value: name },
				{ type: 'mdxJsxAttribute', name: 'label', value: label },
				{ type: 'mdxJsxAttribute', name: 'codeTitle', value: path.basename(demoFile) },
				{ type: 'mdxJsxAttribute', name: 'codeHtml', value: codeLinesToHtml(tokens.lines, new Set()) },
			];
		});
	};
}
