/**
 * How text becomes search terms, shared by the index builder (Node) and the query side (browser)
 * so both split words the same way.
 *
 * A "word" is a run of letters, digits, `_` and `$`, optionally joined by `-`, `.`, `/`, `\` or
 * `:` (so `WP-CLI`, `multi-step`, `es_forms_geolocation`, `Eightshift\Libs` and `wp.data` are one
 * word each). Every word is indexed as its parts (split at separators, underscores, camelCase
 * and letter/digit boundaries) and, when it has more than one part, also joined: `InnerBlocks`
 * gives `inner`, `blocks` and `innerblocks`; `WP-CLI` gives `wp`, `cli` and `wpcli`. A word
 * with underscores keeps its full form too, so a hook name matches as a whole.
 */
import { stemmer } from 'stemmer';

const wordPattern = /[\p{L}\p{N}_$]+(?:[-./\\:][\p{L}\p{N}_$]+)*/gu;

export interface Word {
	/** The word as written, lower-cased (separators kept). */
	raw: string;
	/** Lower-cased parts, in order. */
	parts: string[];
	/** The parts run together; equals parts[0] for a one-part word. */
	joined: string;
}

/** Splits camelCase, PascalCase (`HTMLParser` → `HTML`, `Parser`) and letter/digit runs. */
function splitCase(segment: string): string[] {
	return segment
		.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
		.replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
		.replace(/(\p{L})(\p{N})/gu, '$1 $2')
		.replace(/(\p{N})(\p{L})/gu, '$1 $2')
		.split(' ');
}

export function words(text: string): Word[] {
	const out: Word[] = [];
	for (const match of text.matchAll(wordPattern)) {
		const raw = match[0];
		const parts = raw
			.split(/[-./\\:_$]+/)
			.filter(Boolean)
			.flatMap(splitCase)
			.map((p) => p.toLowerCase())
			.filter(Boolean);
		if (parts.length === 0) continue;
		out.push({ raw: raw.toLowerCase(), parts, joined: parts.join('') });
	}
	return out;
}

/** Every term a piece of text is indexed under. */
export function indexTerms(text: string): Set<string> {
	const terms = new Set<string>();
	for (const word of words(text)) {
		for (const part of word.parts) terms.add(part);
		if (word.parts.length > 1) {
			terms.add(word.joined);
			if (word.raw.includes('_')) terms.add(word.raw.replace(/[^\p{L}\p{N}_]+/gu, ''));
		}
	}
	return terms;
}

/** The light stem used to match word forms (`migrate`, `migrations`, `migrating`). */
export function stem(term: string): string {
	if (Object.hasOwn(stemFixes, term)) return stemFixes[term];
	return /^\p{L}+$/u.test(term) && term.length > 3 ? stemmer(term) : term;
}

/**
 * Words the Porter stemmer splits from their base form: it cuts a doubled final letter (`adding`
 * and `added` become `ad`, while `add` stays `add`), so readers' "adding a block" missed "add".
 */
const stemFixes: Record<string, string> = { adding: 'add', added: 'add' };

/** Words a query may leave out: they count when present and never exclude a page. */
export const stopWords = new Set([
	'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'into', 'is', 'it',
	'my', 'of', 'on', 'or', 'should', 'the', 'this', 'to', 'what', 'when', 'where', 'which', 'why', 'with', 'you', 'your',
	// Readers write sentences: what is left of a contraction (`don't` is `don` `t`) and filler words.
	'aren', 'couldn', 'd', 'didn', 'doesn', 'don', 'hasn', 'haven', 'isn', 'll', 'm', 're', 's', 't', 've', 'wasn', 'won', 'wouldn',
	'all', 'but', 'have', 'has', 'if', 'just', 'so', 'there', 'was', 'were', 'will', 'would',
]);

/**
 * Damerau–Levenshtein distance (optimal string alignment: a swap of two neighbouring letters
 * is one edit), stopping early once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
	if (Math.abs(a.length - b.length) > max) return max + 1;
	const rows = a.length + 1;
	const cols = b.length + 1;
	let prevPrev = new Array<number>(cols).fill(0);
	let prev = Array.from({ length: cols }, (_, j) => j);
	for (let i = 1; i < rows; i += 1) {
		const current = new Array<number>(cols);
		current[0] = i;
		let rowMin = current[0];
		for (let j = 1; j < cols; j += 1) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let value = Math.min(prev[j] + 1, current[j - 1] + 1, prev[j - 1] + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2] + 1);
			current[j] = value;
			if (value < rowMin) rowMin = value;
		}
		if (rowMin > max) return max + 1;
		prevPrev = prev;
		prev = current;
	}
	return prev[cols - 1];
}

/** Typos forgiven in a query word, by length, as Algolia's defaults: 1 from 4 letters, 2 from 8. */
export function allowedTypos(term: string): number {
	if (/\p{N}/u.test(term)) return 0;
	return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}
