/**
 * The Prism grammars the site ships: prism-react-renderer's bundled set plus PHP, SCSS, shell,
 * diff and ini from prismjs. Imported by the CodeBlock (browser) and the build's grammar check,
 * so both agree on what a fence may name.
 */
import { Prism } from 'prism-react-renderer';

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

export { Prism };
