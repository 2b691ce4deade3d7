/**
 * Fenced code becomes <CodeBlock language title highlight code>. A fence naming a language
 * the site has no grammar for fails the build with the file's path.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { resolveLanguage } from '../../lib/codeLanguages';
import { parseCodeMeta } from './codeMeta';

export class MissingGrammarError extends Error {}

export default function remarkCodeBlocks() {
	return (tree: Root, file?: VFile) => {
		visit(tree, 'code', (node: Code, index, parent) => {
			if (!parent || index === null || index === undefined) {
				return;
			}
			const where = `${file?.path ?? 'unknown file'}${node.position ? `:${node.position.start.line}` : ''}`;
			let language = 'plain';
			if (node.lang) {
				const resolved = resolveLanguage(node.lang);
				if (!resolved) {
					throw new MissingGrammarError(`${where}: code block language "${node.lang}" has no grammar. Use a supported language or "text".`);
				}
				language = resolved;
			}
			let meta;
			try {
				meta = parseCodeMeta(node.meta);
			} catch (error) {
				throw new Error(`${where}: ${(error as Error).message}`);
			}
			const attributes = [
				{ type: 'mdxJsxAttribute', name: 'language', value: language },
				{ type: 'mdxJsxAttribute', name: 'code', value: node.value },
			];
			if (meta.title) {
				attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: meta.title });
			}
			if (meta.highlightLines.length > 0) {
				attributes.push({ type: 'mdxJsxAttribute', name: 'highlight', value: meta.highlightLines.join(',') });
			}
			parent.children[index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] } as unknown as Code;
		});
	};
}
