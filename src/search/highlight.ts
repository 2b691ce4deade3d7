/** Algolia-style highlight and snippet values, computed in the browser for local hits. */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * True when the word as a whole (`InnerBlocks`, `WP-CLI`, a hook name) is a matched term: the
 * index joins a word's parts, which is the word lower-cased without its separators.
 */
function wholeMatches(word: string, terms: Set<string>): boolean {
	const lower = word.toLowerCase();
	return terms.has(lower.replace(/[^\p{L}\p{N}]+/gu, '')) || (lower.includes('_') && terms.has(lower.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, '')));
}

/** True when the word or one of its alphanumeric runs is a matched index term. */
function wordMatches(word: string, terms: Set<string>): boolean {
	if (wholeMatches(word, terms)) return true;
	for (const part of word.match(wordPattern) ?? []) {
		if (terms.has(part.toLowerCase())) return true;
	}
	return false;
}

function markWord(word: string, terms: Set<string>, pre: string, post: string): string {
	if (wholeMatches(word, terms)) {
		const [, lead, core, trail] = /^([^\p{L}\p{N}_$]*)(.*?)([^\p{L}\p{N}_$]*)$/u.exec(word)!;
		return `${escapeHtml(lead)}${pre}${escapeHtml(core)}${post}${escapeHtml(trail)}`;
	}
	let out = '';
	let last = 0;
	for (const match of word.matchAll(wordPattern)) {
		const index = match.index ?? 0;
		out += escapeHtml(word.slice(last, index));
		out += terms.has(match[0].toLowerCase()) ? `${pre}${escapeHtml(match[0])}${post}` : escapeHtml(match[0]);
		last = index + match[0].length;
	}
	return out + escapeHtml(word.slice(last));
}

export interface HighlightValue {
	value: string;
	matchLevel: 'none' | 'partial' | 'full';
	matchedWords: string[];
}

export function highlight(text: string, terms: Set<string>, pre = '<mark>', post = '</mark>'): HighlightValue {
	const words = text.split(/(\s+)/);
	const matched = new Set<string>();
	const value = words
		.map((word) => {
			if (/^\s+$/.test(word) || !wordMatches(word, terms)) return escapeHtml(word);
			if (wholeMatches(word, terms)) matched.add(word.toLowerCase());
			(word.match(wordPattern) ?? []).filter((p) => terms.has(p.toLowerCase())).forEach((p) => matched.add(p.toLowerCase()));
			return markWord(word, terms, pre, post);
		})
		.join('');
	const matchLevel = matched.size === 0 ? 'none' : matched.size >= terms.size ? 'full' : 'partial';
	return { value, matchLevel, matchedWords: [...matched] };
}

/** A window of `size` words around the first match, with an ellipsis where text was cut. */
export function snippet(text: string, terms: Set<string>, size: number, ellipsis = '…', pre = '<mark>', post = '</mark>'): { value: string; matchLevel: HighlightValue['matchLevel'] } {
	const words = text.split(/\s+/).filter(Boolean);
	const first = Math.max(0, words.findIndex((w) => wordMatches(w, terms)));
	const start = Math.max(0, Math.min(first - Math.floor(size / 3), words.length - size));
	const slice = words.slice(start, start + size);
	const marked = highlight(slice.join(' '), terms, pre, post);
	const value = `${start > 0 ? `${ellipsis} ` : ''}${marked.value}${start + size < words.length ? ` ${ellipsis}` : ''}`;
	return { value, matchLevel: marked.matchLevel };
}
