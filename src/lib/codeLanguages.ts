/**
 * Build-time code highlighting: prism-react-renderer's Prism with its bundled grammars plus
 * PHP, SCSS, shell, diff and ini from prismjs. Only the build imports this module.
 */
import { normalizeTokens, Prism } from 'prism-react-renderer';
import { styledTokenTypes } from '../node/head/prismTheme';

(globalThis as unknown as { Prism: typeof Prism }).Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports */
require('prismjs/components/prism-markup-templating');
require('prismjs/components/prism-php');
require('prismjs/components/prism-scss');
require('prismjs/components/prism-bash');
require('prismjs/components/prism-diff');
require('prismjs/components/prism-ini');

/** Fence names that render as plain text and need no grammar. */
export const plainLanguages = new Set(['text', 'txt', 'plain', 'plaintext']);

/** Extra short names readers use that Prism does not alias itself. */
const aliases: Record<string, string> = { zsh: 'bash', console: 'bash', shellsession: 'bash', env: 'ini' };

/** The grammar key for a fence language, or undefined when the site has no grammar for it. */
export function resolveLanguage(language: string): string | undefined {
	const name = language.toLowerCase();
	if (plainLanguages.has(name)) {
		return 'plain';
	}
	const key = aliases[name] ?? name;
	return Object.prototype.hasOwnProperty.call(Prism.languages, key) && typeof Prism.languages[key] === 'object' ? key : undefined;
}

/** A line is a list of [space-separated token types, text]; 'plain' for untyped text. */
export type CodeLines = [string, string][][];

/** Tokenises code for the CodeBlock, or returns undefined when the language has no grammar. */
export function tokenizeCode(code: string, language: string): { language: string; lines: CodeLines } | undefined {
	const key = resolveLanguage(language);
	if (!key) {
		return undefined;
	}
	const source = code.replace(/\n$/, '');
	const tokens = key === 'plain' ? [source] : Prism.tokenize(source, Prism.languages[key]);
	const lines = normalizeTokens(tokens).map((line) =>
		line
			.filter((token) => token.content !== '')
			.map((token): [string, string] => [token.types.filter((t) => t !== 'plain').join(' ') || 'plain', token.content]),
	);
	return { language: key, lines };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Highlighted code as an HTML string, kept small because it travels in every page's HTML and
 * page-data: a span only for tokens a theme styles (classes are the token types), and a line
 * span only for highlighted lines. Rendered with dangerouslySetInnerHTML, never hydrated.
 */
export function codeLinesToHtml(lines: CodeLines, highlighted: Set<number>): string {
	return lines
		.map((line, index) => {
			// Prism marks an empty line with a lone "\n" token; each line adds its own newline.
			const tokens = line
				.filter(([, text]) => text !== '\n')
				.map(([types, text]) => {
					const classes = types.split(' ').filter((type) => styledTokenTypes.has(type));
					return classes.length === 0 ? escapeHtml(text) : `<span class="${classes.join(' ')}">${escapeHtml(text)}</span>`;
				})
				.join('');
			return highlighted.has(index + 1) ? `<span class="code-line--marked" data-highlighted="true">${tokens}\n</span>` : `${tokens}\n`;
		})
		.join('');
}
