/**
 * Fenced code becomes <CodeBlock language title html>, tokenised and rendered here at build time
 * with prism-react-renderer so the browser ships no Prism and does no highlighting work.
 * A fence naming a language the site has no grammar for fails the build with the file's path.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { codeLinesToHtml, tokenizeCode } from '../../lib/codeLanguages';
import { parseCodeMeta } from './codeMeta';

export class MissingGrammarError extends Error {}

export default function remarkCodeBlocks() {
	return (tree: Root, file?: VFile) => {
		visit(tree, 'code', (node: Code, index, parent) => {
			if (!parent || index === null || index === undefined) {
				return;
			}
			const where = `${file?.path ?? 'unknown file'}${node.position ? `:${node.position.start.line}` : ''}`;
			const tokenized = tokenizeCode(node.value, node.lang ?? 'text');
			if (!tokenized) {
				throw new MissingGrammarError(`${where}: code block language "${node.lang}" has no grammar. Use a supported language or "text".`);
			}
			let meta;
			try {
				meta = parseCodeMeta(node.meta);
			} catch (error) {
				throw new Error(`${where}: ${(error as Error).message}`);
			}
			const attributes = [
				{ type: 'mdxJsxAttribute', name: 'language', value: tokenized.language },
				{ type: 'mdxJsxAttribute', name: 'html', value: codeLinesToHtml(tokenized.lines, new Set(meta.highlightLines)) },
			];
			if (meta.title) {
				attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: meta.title });
			}
			parent.children[index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] } as unknown as Code;
		});
	};
}
