/**
 * The local search index as shipped to the browser: an inverted index split so that one query
 * downloads only what it needs.
 *
 * - `manifest.json` (fetched when the search opens): file names of each part.
 * - a terms file per part (fetched on the first query): the sorted vocabulary with document
 *   frequencies, word-form groups, which postings file holds which terms, one level digit per
 *   document (0 for a paragraph, 1–6 for a title or heading) and one row per page.
 * - postings files: for each term, the documents it occurs in (delta-encoded, base 36). Terms
 *   are split into files by alphabetical range, so prefix and typo candidates mostly share one.
 * - one file per page: route, section, title, breadcrumbs and the text of its documents, fetched
 *   only for the pages whose hits are shown.
 *
 * Documents are the DocSearch records of a page in order (its title, headings and paragraphs);
 * a paragraph belongs to the headings above it, which is how a query matches a paragraph
 * through the title of its page or section.
 */
import type { SearchRecord } from '../node/searchRecords';
import { indexTerms, stem, words as wordsOf } from './tokenize';

/** Level of a page's breadcrumbs document: above the title, never a hit itself. */
export const CRUMBS = 7;

/** [first document, site tag index, boost × 100, page file index, family index or -1] */
export type PageRow = [number, number, number, number, number];

/**
 * Where the docs answer problems, and how readers describe one (src/search/supportVocabulary.json,
 * applied when the index is written).
 */
export interface SupportVocabulary {
	phrases: { say: string[]; means: string[] }[];
	sections: { routes: string[]; headings: string[] };
}

/** The support vocabulary as the browser reads it, in the terms file. */
export interface SupportIndex {
	/** Titles and headings that open a support section (FAQ, troubleshooting, pitfalls): they and everything under them. */
	docs: number[];
	/** Each problem phrase as the stems of its words, and the words that count for it. */
	phrases: { say: string[][]; means: string[] }[];
}

export interface TermsFile {
	version: 2;
	/** Sorted vocabulary. */
	terms: string[];
	/** Documents per term, in vocabulary order. */
	df: number[];
	/** Stem → vocabulary indexes of the words sharing it (only groups of two or more). */
	stems: Record<string, number[]>;
	/** First term of each postings file. */
	bounds: string[];
	postings: string[];
	/** One digit per document: 0 paragraph, 1–6 title or heading level, 7 breadcrumbs. */
	levels: string;
	/** One digit per document: words in a heading, capped at 9 (0 for paragraphs). */
	words: string;
	pages: PageRow[];
	pageFiles: string[];
	siteTags: string[];
	/** Families of near-identical pages (one name each); a page row's last number points here. */
	families: string[];
	support: SupportIndex;
}

export type PostingsFile = Record<string, string>;

/**
 * Titles, headings and breadcrumbs of every page of a part, fetched with the terms file: enough
 * to rank exact headings and show heading hits without any page file.
 */
export interface TitlesFile {
	/** [route, section] per page. */
	pages: [string, string][];
	/** Text of every document that is not a paragraph (breadcrumbs, titles, headings), in document order. */
	texts: string[];
	/** Their anchors, same order. */
	anchors: (string | null)[];
}

/** The paragraphs of one page, in document order: fetched only when one of them is a hit. */
export interface PageFile {
	content: string[];
}

export interface SearchIndexPart {
	terms: string;
	titles: string;
	counts: { pages: number; documents: number; terms: number };
}

export interface SearchManifest extends SearchIndexPart {
	version: 2;
	language: string;
	/**
	 * Archived docs versions, kept out of the default download: fetched only when a query's
	 * facet filters ask for one of `siteTags`.
	 */
	archived?: SearchIndexPart & { siteTags: string[] };
	/**
	 * Pages a rebuild changed since the main index was written (src/node/searchIndexFiles.ts):
	 * one file holding their own small index, searched beside the main part, whose copies of
	 * these routes are skipped.
	 */
	recent?: { file: string; routes: string[]; counts: SearchIndexPart['counts'] };
}

/** The recent file: a whole index part in one download, its files embedded by name. */
export interface RecentFile {
	terms: string;
	titles: string;
	files: Record<string, TermsFile | TitlesFile | PostingsFile | PageFile>;
}

export interface PageContext {
	/** Breadcrumb labels between the section and the page (e.g. "Migrations"). */
	crumbs: string[];
	/** Ranking weight of the page: section landing pages above deep reference pages. */
	boost: number;
	/** The family of near-identical pages it belongs to (the filter pages of one parent), if any. */
	family?: string | null;
}

/** Parts of each word, in order: how phrases and headings are compared. */
const partsOf = (text: string) => wordsOf(text).flatMap((w) => w.parts);

/** True when `phrase` occurs in `parts` as consecutive words. */
export function containsPhrase(parts: string[], phrase: string[]): boolean {
	if (phrase.length === 0 || phrase.length > parts.length) return false;
	outer: for (let i = 0; i + phrase.length <= parts.length; i += 1) {
		for (let j = 0; j < phrase.length; j += 1) if (parts[i + j] !== phrase[j]) continue outer;
		return true;
	}
	return false;
}

/** The vocabulary's phrases as the browser matches them: stems of each phrase's words. */
export function supportPhrases(vocabulary: SupportVocabulary): SupportIndex['phrases'] {
	return vocabulary.phrases.map((p) => ({ say: p.say.map((phrase) => partsOf(phrase).map(stem)), means: [...new Set(p.means.map((m) => m.toLowerCase()))] }));
}

/** Whether a title or heading opens a support section: its page is one, or its text names one ("Pitfalls", "FAQ"). */
export function isSupportHeading(vocabulary: SupportVocabulary | undefined, route: string, level: number, text: string): boolean {
	if (!vocabulary) return false;
	if (level === 1 && vocabulary.sections.routes.includes(route)) return true;
	const parts = partsOf(text);
	return vocabulary.sections.headings.some((heading) => containsPhrase(parts, partsOf(heading)));
}

/** Delta-encoded, base-36, comma-separated document ids. */
export function encodePostings(ids: number[]): string {
	let last = 0;
	return ids
		.map((id) => {
			const delta = id - last;
			last = id;
			return delta.toString(36);
		})
		.join(',');
}

export function decodePostings(encoded: string): Int32Array {
	if (!encoded) return new Int32Array(0);
	const parts = encoded.split(',');
	const out = new Int32Array(parts.length);
	let last = 0;
	for (let i = 0; i < parts.length; i += 1) {
		last += parseInt(parts[i], 36);
		out[i] = last;
	}
	return out;
}

/** The postings file that holds `term`: the last one whose first term is not after it. */
export function shardOf(bounds: string[], term: string): number {
	let lo = 0;
	let hi = bounds.length - 1;
	while (lo < hi) {
		const mid = (lo + hi + 1) >> 1;
		if (bounds[mid] <= term) lo = mid;
		else hi = mid - 1;
	}
	return lo;
}

/**
 * Builds one part of the index from DocSearch records (in page order). `name` stores a file and
 * returns its name (the writer hashes and writes it; tests keep it in memory).
 */
export function buildPart(
	records: SearchRecord[],
	origin: string,
	contextOf: (route: string) => PageContext,
	name: (stem: string, data: unknown) => string,
	shardBytes = 16_000,
	vocabulary?: SupportVocabulary,
): { terms: string; titles: string; counts: SearchIndexPart['counts']; siteTags: string[] } {
	const postings = new Map<string, number[]>();
	const pages: PageRow[] = [];
	const pageFiles: string[] = [];
	const siteTags: string[] = [];
	const families: string[] = [];
	const supportDocs: number[] = [];
	const titles: TitlesFile = { pages: [], texts: [], anchors: [] };
	let levels = '';
	let wordCounts = '';
	let current: PageFile | null = null;
	let currentRoute = '';

	const flush = () => {
		if (current) pageFiles.push(name(`page-${pageFiles.length}`, current));
	};

	let doc = 0;
	const add = (level: number, anchor: string | null, text: string) => {
		if (level === 0) current!.content.push(text);
		else {
			titles.texts.push(text);
			titles.anchors.push(anchor);
		}
		if (level > 0 && level < CRUMBS && isSupportHeading(vocabulary, currentRoute, level, text)) supportDocs.push(doc);
		levels += String(level);
		wordCounts += level === 0 || level === CRUMBS ? '0' : String(Math.min(9, wordsOf(text).length));
		for (const term of indexTerms(text)) {
			let list = postings.get(term);
			if (!list) postings.set(term, (list = []));
			list.push(doc);
		}
		doc += 1;
	};

	for (const record of records) {
		const route = record.url_without_anchor.slice(origin.length) || '/';
		if (route !== currentRoute) {
			flush();
			currentRoute = route;
			const context = contextOf(route);
			let tag = siteTags.indexOf(record.site_tag);
			if (tag < 0) tag = siteTags.push(record.site_tag) - 1;
			let family = context.family ? families.indexOf(context.family) : -1;
			if (context.family && family < 0) family = families.push(context.family) - 1;
			pages.push([doc, tag, Math.round(context.boost * 100), pages.length, family]);
			titles.pages.push([route, record.hierarchy.lvl0]);
			current = { content: [] };
			// The breadcrumbs, after the section's name (DocSearch's lvl0, which Algolia searches too:
			// "forms cloudflare" finds the Cloudflare page of the Forms docs), are a document of their
			// own that every part of the page sits under.
			const trail = [record.hierarchy.lvl0, ...context.crumbs].filter(Boolean);
			if (trail.length > 0) add(CRUMBS, null, trail.join(' '));
		}
		const level = record.type === 'content' ? 0 : Number(record.type.slice(3));
		add(level, record.anchor, record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? ''));
	}
	flush();

	const terms = [...postings.keys()].sort();
	// A Map, not an object: words such as "constructor" are terms too.
	const groups = new Map<string, number[]>();
	terms.forEach((term, i) => {
		const key = stem(term);
		const group = groups.get(key);
		if (group) group.push(i);
		else groups.set(key, [i]);
	});
	const stems = Object.fromEntries([...groups].filter(([, group]) => group.length > 1));

	const bounds: string[] = [];
	const postingFiles: string[] = [];
	let shard: PostingsFile = {};
	let size = 0;
	const closeShard = () => {
		postingFiles.push(name(`postings-${postingFiles.length}`, shard));
		shard = {};
		size = 0;
	};
	for (const term of terms) {
		if (size === 0) bounds.push(term);
		const encoded = encodePostings(postings.get(term)!);
		shard[term] = encoded;
		size += term.length + encoded.length + 6;
		if (size >= shardBytes) closeShard();
	}
	if (size > 0) closeShard();

	const termsFile: TermsFile = {
		version: 2,
		terms,
		df: terms.map((t) => postings.get(t)!.length),
		stems,
		bounds,
		postings: postingFiles,
		levels,
		words: wordCounts,
		pages,
		pageFiles,
		siteTags,
		families,
		support: { docs: supportDocs, phrases: vocabulary ? supportPhrases(vocabulary) : [] },
	};
	return { terms: name('terms', termsFile), titles: name('titles', titles), counts: { pages: pages.length, documents: records.length, terms: terms.length }, siteTags };
}
