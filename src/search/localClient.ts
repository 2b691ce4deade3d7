/**
 * Answers DocSearch's queries in the browser from the local index, in the same shape Algolia
 * uses: requests in (query, hitsPerPage, page, facetFilters, attributesToSnippet…), and
 * results out with hits carrying _highlightResult and _snippetResult, nbHits and queryID.
 *
 * Matching and ranking follow what Algolia's defaults do for a DocSearch index:
 * - every query word must match (words such as "how" or "the" may be left out), the last one
 *   as a prefix while the reader is still typing; when no allowed page has them all, pages that
 *   match most of them (at least half) are ranked by how many they match;
 * - typos: one edit from 4 letters, two from 8, a swap of neighbouring letters counting as one;
 * - compounds: `wp cli`, `wpcli` and `WP-CLI` are the same; `InnerBlocks` matches `inner blocks`;
 *   a run-together query word is split into two known words when it is not a word itself;
 * - word forms: words sharing a stem match each other, below an exact match;
 * - a paragraph also matches through the title and headings above it (the DocSearch hierarchy);
 * - a match in a page title beats one in a heading, which beats one in a paragraph; a heading
 *   that is exactly the query (a full hook name) gets a further boost, and section landing pages
 *   weigh more than deep pages;
 * - one hit per URL (page + anchor), the best of its documents; among the first ten results a
 *   page shows once, its further sections after the other pages' best ones.
 */
import { highlight, snippet } from './highlight';
import { CRUMBS, decodePostings, shardOf, type PageFile, type PostingsFile, type RecentFile, type SearchIndexPart, type SearchManifest, type TermsFile, type TitlesFile } from './indexFormat';
import { allowedTypos, editDistance, stem, stopWords, words } from './tokenize';

export interface SearchRequest {
	indexName?: string;
	query?: string;
	hitsPerPage?: number;
	page?: number;
	facetFilters?: (string | string[])[];
	attributesToSnippet?: string[];
	snippetEllipsisText?: string;
	highlightPreTag?: string;
	highlightPostTag?: string;
	/** Local index only: false when a poor current match should report the archived count but keep its own (empty) hits (/search). */
	archivedHits?: boolean;
	/** Local index only: the reader's path (the modal passes it), whose section ranks first for a query several sections answer. */
	context?: string;
	[key: string]: unknown;
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export interface LocalHit {
	objectID: string;
	url: string;
	url_without_anchor: string;
	anchor: string | null;
	type: Exclude<Level, 'lvl0'> | 'content';
	content: string | null;
	hierarchy: Record<Level, string | null>;
	_highlightResult: Record<string, unknown>;
	_snippetResult: Record<string, unknown>;
}

export interface LocalResult {
	hits: LocalHit[];
	/** True when every word matched only through a typo (no good match in the parts searched). */
	fuzzy?: boolean;
	/**
	 * Set when a default search (current versions) found nothing good: how many results the
	 * archived versions have. With no current result at all, `hits` are the archived ones.
	 */
	archivedNbHits?: number;
	/** The hits are the archived versions' (the current docs have none for the query). */
	archivedOnly?: boolean;
	nbHits: number;
	page: number;
	nbPages: number;
	hitsPerPage: number;
	query: string;
	params: string;
	queryID: string;
	processingTimeMS: number;
	exhaustiveNbHits: boolean;
}

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;

/** Weight of a direct match by document level (0 paragraph, 1 page title, 2–6 headings, 7 breadcrumbs). */
const directWeight = [2, 10, 7, 6, 5, 5, 5, 0];
/** Weight a title's, heading's or breadcrumb's match passes down to the documents under it. */
const inheritedWeight = [0, 3, 2.5, 2.2, 2, 2, 2, 2.5];
/** Nesting rank of a level: the breadcrumbs sit above the title. */
const rankOf = (level: number) => (level === CRUMBS ? 0.5 : level);
const quality = { exact: 1, stem: 0.85, prefix: 0.75, split: 0.9, typo: [1, 0.45, 0.3] };

/**
 * Weights of the ranking rules that follow the reader (issue 35), tuned on the "tune" half of
 * tests/search/user-queries.json. Scores multiply, so each is a factor.
 */
export const ranking = {
	/** Pages of the reader's own section (DevKit, Forms, Components, blog): a boost, never a filter. */
	context: 1.5,
	/** Support sections (FAQ, troubleshooting, pitfalls) when the query describes a problem. */
	support: 1.6,
	/** How much the problem words count, when a page has them (they are never required). */
	supportWords: 0.6,
	/** A title that reads exactly as the query. */
	exactTitle: 2,
	/** A heading that reads exactly as the query (a full hook or prop name). */
	exactHeading: 1.5,
	/** A title or heading holding the query's words as one phrase, directly and exactly. */
	phrase: 1.4,
	/** A run-together word split in two, when the word itself is in the docs: a reading, not the word. */
	splitOfWord: 0.5,
	/** Problem phrases ("not showing", "fails") read as support questions (src/search/supportVocabulary.json). */
	problemPhrases: true,
	/** When no page has half of the query's words, the pages with most of them (even one) are listed. */
	anyWord: true,
	/** Pages that miss a word are listed after those with all, until this many pages have the words asked for (counted over the whole page). */
	fill: 10,
	/** How much a rare word outweighs a common one (its inverse document frequency to this power; 0: all alike). */
	rarity: 1,
	/** At most this many pages of one family of near-identical pages among the first `familyWindow` results. */
	familyCap: 2,
	familyWindow: 5,
};
const maxPrefixTerms = 40;
const maxTypoTerms = 12;

/** A vocabulary term a query term may stand for, and how good that reading is (below 0.5: only a typo away). */
interface Candidate {
	term: number;
	quality: number;
}

/** One query word (or two run together): alternatives of terms that must all match. */
interface Unit {
	alternatives: Candidate[][][];
	optional: boolean;
	/** The words of a problem phrase ("not showing", "fails"): any word meaning the same counts. */
	support?: boolean;
}

/** The query's words as the exact and phrase rules compare them with titles and headings. */
interface QueryPhrase {
	/** Every word run together: a heading that reads exactly as the query has the same. */
	all: string;
	/** The parts of its content words, in order: without stop words and problem phrases. */
	parts: string[];
	/** The last content word is still being typed: it may be the start of a heading's word. */
	typing: boolean;
}

/**
 * True when consecutive words of a heading spell `wanted` (`wpcli` in "WP-CLI commands", or the
 * parts of `wp cli`), the last of them possibly longer while the reader types it. A single word
 * counts only when it is spelled across words of the heading (`wpcli` for `WP-CLI`).
 */
export function holdsPhrase(parts: string[], wanted: string, typing: boolean, multi: boolean): boolean {
	for (let i = 0; i < parts.length; i += 1) {
		let run = '';
		for (let j = i; j < parts.length; j += 1) {
			run += parts[j];
			if (run.length >= wanted.length) {
				if ((run === wanted || (typing && run.startsWith(wanted))) && (multi || j > i)) return true;
				break;
			}
			if (!wanted.startsWith(run)) break;
		}
	}
	return false;
}

function popCount(bits: number): number {
	let count = 0;
	for (let b = bits; b !== 0; b &= b - 1) count += 1;
	return count;
}

/** The section of a route: its first segment (docs, forms, components, blog). */
export function sectionOf(path: string): string {
	return path.split(/[/?#]/).filter(Boolean)[0] ?? '';
}

/** A ranked document: its score and the terms that matched (for highlighting). */
export interface Ranked {
	doc: number;
	score: number;
	terms: string[];
	/** How many of the query's required words the document matches (results with more come first). */
	matched: number;
	/** The page the document is on, within its index part. */
	page: number;
	/** Every word matched only through a typo: not a good match, so the archived versions are offered too. */
	fuzzy: boolean;
	/** The family of near-identical pages the page belongs to (shared across index parts), or null. */
	family: string | null;
}

export class LocalSearchIndex {
	private manifest: SearchManifest | null = null;
	private manifestPromise: Promise<SearchManifest> | null = null;
	private part: SearchIndexPart | null = null;
	private index: TermsFile | null = null;
	private levels = new Uint8Array(0);
	/** 1 on the first document (the title) of each page. */
	private pageStart = new Uint8Array(0);
	/** Words in each heading, capped at 9 (0 for paragraphs): tells a heading that is exactly the query. */
	private wordCounts = new Uint8Array(0);
	private pageOf = new Int32Array(0);
	/** The title or heading each document hangs from: documents under one heading share a URL. */
	private headingOf = new Int32Array(0);
	private termIndex = new Map<string, number>();
	private postings = new Map<number, Promise<PostingsFile>>();
	private decoded = new Map<number, Int32Array>();
	private titles: TitlesFile = { pages: [], texts: [], anchors: [] };
	/** Index of each document in its kind's list: titles.texts for headings, the page file for paragraphs. */
	private slot = new Int32Array(0);
	private pages = new Map<number, Promise<PageFile>>();
	private loadedPages = new Map<number, PageFile>();
	private termsPromise: Promise<void> | null = null;
	/** The recent part's files, which come in one download (RecentFile), by name. */
	private embedded: RecentFile['files'] | null = null;
	/** Pages of this part that the recent part has newer copies of: never hits. */
	private hidden = new Set<number>();
	/** 1 on every document of a support section (FAQ, troubleshooting, pitfalls). */
	private support = new Uint8Array(0);
	/** Section of each page: the first segment of its route (docs, forms, components, blog). */
	private sectionOf: string[] = [];

	/**
	 * `archived` reads the manifest's archived part: the versions left out of default searches;
	 * `recent` the pages a rebuild changed since the main index was written (none on a full build).
	 * `manifestOf`, the part whose manifest this one reads, so the parts share one download.
	 */
	constructor(
		private readonly baseUrl: string,
		private readonly fetcher: Fetch = (url) => fetch(url),
		private readonly which: 'current' | 'archived' | 'recent' = 'current',
		private readonly manifestOf?: LocalSearchIndex,
	) {}

	/** The manifest alone (tiny, fetched when the search opens). */
	loadManifest(): Promise<SearchManifest> {
		// The promise is kept, so calls made while it loads share one request; a failure is retried.
		this.manifestPromise ??= (this.manifestOf ? this.manifestOf.loadManifest() : this.getJson<SearchManifest>('manifest.json')).then(
			(manifest) => (this.manifest = manifest),
			(error: unknown) => {
				this.manifestPromise = null;
				throw error;
			},
		);
		return this.manifestPromise;
	}

	private async getJson<T>(file: string): Promise<T> {
		if (this.embedded && Object.hasOwn(this.embedded, file)) return this.embedded[file] as T;
		const response = await this.fetcher(`${this.baseUrl}/${file}`);
		if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
		return (await response.json()) as T;
	}

	/** Kept for callers that warm the index when the search opens: only the manifest is needed then. */
	async loadHeadings(): Promise<void> {
		await this.loadManifest();
	}

	/** The vocabulary and document table, fetched on the first query. */
	loadTerms(): Promise<void> {
		this.termsPromise ??= (async () => {
			const manifest = await this.loadManifest();
			if (this.which === 'recent') {
				if (!manifest.recent) return;
				const recent = await this.getJson<RecentFile>(manifest.recent.file);
				this.embedded = recent.files;
				this.part = { terms: recent.terms, titles: recent.titles, counts: manifest.recent.counts };
				this.titles = await this.getJson<TitlesFile>(recent.titles);
				this.prepare(await this.getJson<TermsFile>(recent.terms));
				return;
			}
			this.part = this.which === 'archived' ? (manifest.archived ?? null) : manifest;
			if (!this.part) return;
			const started = performance.now();
			const titles = this.getJson<TitlesFile>(this.part.titles);
			titles.catch(() => undefined);
			const response = await this.fetcher(`${this.baseUrl}/${this.part.terms}`);
			if (!response.ok) throw new Error(`${this.part.terms}: HTTP ${response.status}`);
			const received = performance.now();
			this.titles = await titles;
			this.prepare((await response.json()) as TermsFile);
			const replaced = new Set(manifest.recent?.routes ?? []);
			this.hidden = new Set(this.titles.pages.flatMap(([route], page) => (replaced.has(route) ? [page] : [])));
			// Read by `npm run bench`: request to ready, and body + parse + prepare alone.
			performance.measure(`search-index-load:${this.which}`, { start: started, end: performance.now() });
			performance.measure(`search-index-build:${this.which}`, { start: received, end: performance.now() });
		})().catch((error) => {
			this.termsPromise = null;
			throw error;
		});
		return this.termsPromise;
	}

	private prepare(index: TermsFile) {
		const n = index.levels.length;
		const levels = new Uint8Array(n);
		for (let i = 0; i < n; i += 1) levels[i] = index.levels.charCodeAt(i) - 48;
		const pageOf = new Int32Array(n);
		index.pages.forEach(([first], p) => {
			const end = p + 1 < index.pages.length ? index.pages[p + 1][0] : n;
			pageOf.fill(p, first, end);
		});
		const pageStart = new Uint8Array(n);
		for (const [first] of index.pages) pageStart[first] = 1;
		const slot = new Int32Array(n);
		let headings = 0;
		let paragraphs = 0;
		for (let d = 0; d < n; d += 1) {
			if (pageStart[d]) paragraphs = 0;
			slot[d] = levels[d] > 0 ? headings++ : paragraphs++;
		}
		const headingOf = new Int32Array(n);
		for (let d = 0; d < n; d += 1) headingOf[d] = levels[d] > 0 || pageStart[d] ? d : headingOf[d - 1];
		const wordCounts = new Uint8Array(n);
		for (let i = 0; i < n; i += 1) wordCounts[i] = index.words.charCodeAt(i) - 48;
		this.index = index;
		this.levels = levels;
		this.pageOf = pageOf;
		this.pageStart = pageStart;
		this.slot = slot;
		this.headingOf = headingOf;
		this.wordCounts = wordCounts;
		this.termIndex = new Map(index.terms.map((t, i) => [t, i]));
		// A support heading covers the documents under it, down to the next heading of its rank or above.
		const opens = new Uint8Array(n);
		for (const d of index.support?.docs ?? []) opens[d] = 1;
		const support = new Uint8Array(n);
		let openRank = Infinity;
		for (let d = 0; d < n; d += 1) {
			if (pageStart[d]) openRank = Infinity;
			const level = levels[d];
			if (level > 0 && level !== CRUMBS) {
				if (level <= openRank) openRank = Infinity;
				if (opens[d] && openRank === Infinity) openRank = level;
			}
			support[d] = openRank === Infinity ? 0 : 1;
		}
		this.support = support;
		this.sectionOf = this.titles.pages.map(([route]) => sectionOf(route));
	}

	/** Readings of one query term in the vocabulary: exact, same stem, prefix, split, typo. */
	private candidates(term: string, prefix: boolean): Candidate[] {
		const index = this.index!;
		const out = new Map<number, number>();
		const add = (t: number, q: number) => out.set(t, Math.max(out.get(t) ?? 0, q));
		const exact = this.termIndex.get(term);
		if (exact !== undefined) add(exact, quality.exact);
		const key = stem(term);
		for (const t of Object.hasOwn(index.stems, key) ? index.stems[key] : []) add(t, quality.stem);
		if (prefix && term.length >= 1) {
			const found: number[] = [];
			let lo = 0;
			let hi = index.terms.length;
			while (lo < hi) {
				const mid = (lo + hi) >> 1;
				if (index.terms[mid] < term) lo = mid + 1;
				else hi = mid;
			}
			for (let t = lo; t < index.terms.length && index.terms[t].startsWith(term); t += 1) if (t !== exact) found.push(t);
			found.sort((a, b) => index.df[b] - index.df[a]);
			// One or two letters typed say little yet: read them as fewer, more common words.
			const limit = term.length === 1 ? maxPrefixTerms / 4 : term.length === 2 ? maxPrefixTerms / 2 : maxPrefixTerms;
			for (const t of found.slice(0, limit)) add(t, quality.prefix * (term.length >= 3 ? 1 : 0.8));
		}
		if (out.size === 0) {
			const typos = allowedTypos(term);
			if (typos > 0) {
				const found: [number, number][] = [];
				index.terms.forEach((candidate, t) => {
					if (/\p{N}/u.test(candidate)) return;
					let distance = Math.abs(candidate.length - term.length) <= typos ? editDistance(term, candidate, typos) : typos + 1;
					// Also forgive a typo in what has been typed of the last word so far (ranked a little lower).
					if (prefix && distance > typos && candidate.length > term.length) {
						const partial = editDistance(term, candidate.slice(0, term.length), typos);
						if (partial <= typos) distance = partial + 0.5;
					}
					if (distance <= typos + 0.5 && Math.floor(distance) <= typos) found.push([t, distance]);
				});
				found.sort((a, b) => a[1] - b[1] || index.df[b[0]] - index.df[a[0]]);
				for (const [t, distance] of found.slice(0, maxTypoTerms)) add(t, quality.typo[Math.floor(distance)] * (distance % 1 ? quality.prefix : 1));
			}
		}
		return [...out].map(([t, q]) => ({ term: t, quality: q }));
	}

	/** A run-together word read as two known words (`colorpicker` → `color picker`). */
	private split(term: string): [string, string] | null {
		if (term.length < 6 || /\p{N}/u.test(term)) return null;
		let best: [string, string] | null = null;
		for (let at = 3; at <= term.length - 3; at += 1) {
			const left = term.slice(0, at);
			const right = term.slice(at);
			if (!this.termIndex.has(left) || !this.termIndex.has(right)) continue;
			// The most even split: `colorpicker` → `color picker`, not `colo rpicker`.
			if (!best || Math.min(left.length, right.length) > Math.min(best[0].length, best[1].length)) best = [left, right];
		}
		return best;
	}

	/** The query as units of alternatives, each alternative a list of terms that must all match. */
	private parse(query: string): { units: Unit[]; phrase: QueryPhrase } {
		const all = words(query);
		const typing = !/[\s\p{P}]$/u.test(query);
		// Words of a problem phrase ("not showing", "doesn't work") leave the query and become one
		// support unit, which any word of the phrase's meaning answers.
		const phrases = ranking.problemPhrases ? (this.index!.support?.phrases ?? []) : [];
		const said = new Set<number>();
		const means = new Set<string>();
		const stems = all.map((w) => (w.parts.length === 1 ? stem(w.joined) : ''));
		for (let i = 0; i < all.length; i += 1) {
			// The word being typed counts once it is the phrase's whole word (`showing`, not `sho`).
			let longest = 0;
			let meaning: string[] = [];
			for (const phrase of phrases) {
				for (const say of phrase.say) {
					if (say.length <= longest || i + say.length > all.length) continue;
					if (say.every((part, k) => stems[i + k] === part)) {
						longest = say.length;
						meaning = phrase.means;
					}
				}
			}
			if (longest === 0) continue;
			for (let k = 0; k < longest; k += 1) said.add(i + k);
			meaning.forEach((m) => means.add(m));
			i += longest - 1;
		}
		const parsed = all.filter((_, i) => !said.has(i));
		const units: Unit[] = [];
		if (means.size > 0) {
			const candidates = new Map<number, number>();
			for (const word of [...means, ...all.filter((_, i) => said.has(i)).map((w) => w.joined)]) {
				for (const c of this.candidates(word, false)) candidates.set(c.term, Math.max(candidates.get(c.term) ?? 0, c.quality));
			}
			units.push({ alternatives: [[[...candidates].map(([term, q]) => ({ term, quality: q }))]], optional: true, support: true });
		}
		for (let i = 0; i < parsed.length; i += 1) {
			const word = parsed[i];
			const last = i === parsed.length - 1 && typing && !said.has(all.length - 1);
			const alternatives: Candidate[][][] = [];
			const asParts = word.parts.map((part, p) => this.candidates(part, last && p === word.parts.length - 1));
			alternatives.push(asParts);
			if (word.parts.length > 1) {
				alternatives.push([this.candidates(word.joined, last)]);
				if (word.raw.includes('_')) alternatives.push([this.candidates(word.raw.replace(/[^\p{L}\p{N}_]+/gu, ''), last)]);
			} else {
				const halves = this.split(word.joined);
				// `browserslist` is a word of the docs: `browsers list` is only a weaker reading of it.
				const factor = quality.split * (this.termIndex.has(word.joined) ? ranking.splitOfWord : 1);
				if (halves) alternatives.push(halves.map((h) => this.candidates(h, false).map((c) => ({ ...c, quality: c.quality * factor }))));
			}
			// Two query words that are one word in the docs: `wp cli` → `wpcli`, `inner blocks` → `innerblocks`.
			const next = parsed[i + 1];
			if (next && word.parts.length === 1 && next.parts.length === 1 && this.termIndex.has(word.joined + next.joined)) {
				const nextLast = i + 1 === parsed.length - 1 && typing && !said.has(all.length - 1);
				alternatives[0] = [...asParts, this.candidates(next.joined, nextLast)];
				alternatives.push([this.candidates(word.joined + next.joined, nextLast)]);
				i += 1;
			}
			units.push({ alternatives, optional: word.parts.length === 1 && stopWords.has(word.joined) });
		}
		if (units.every((u) => u.optional)) {
			// A query of problem words only ("error") needs one of their meanings; of stop words only ("the"), those.
			const support = units.find((u) => u.support);
			if (support) support.optional = false;
			else units.forEach((u) => (u.optional = false));
		}
		const content = parsed.filter((w) => !(w.parts.length === 1 && stopWords.has(w.joined)));
		const phrase: QueryPhrase = {
			all: all.map((w) => w.joined).join(''),
			parts: content.flatMap((w) => w.parts),
			typing: typing && !said.has(all.length - 1) && content[content.length - 1] === all[all.length - 1],
		};
		return { units, phrase };
	}

	private async fetchPostings(terms: number[]): Promise<void> {
		const index = this.index!;
		const shards = new Set(terms.filter((t) => !this.decoded.has(t)).map((t) => shardOf(index.bounds, index.terms[t])));
		await Promise.all(
			[...shards].map((s) => {
				let pending = this.postings.get(s);
				if (!pending) {
					pending = this.getJson<PostingsFile>(index.postings[s]);
					pending.catch(() => this.postings.delete(s));
					this.postings.set(s, pending);
				}
				return pending;
			}),
		);
		for (const t of terms) {
			if (this.decoded.has(t)) continue;
			const shard = await this.postings.get(shardOf(index.bounds, index.terms[t]))!;
			this.decoded.set(t, decodePostings(Object.hasOwn(shard, index.terms[t]) ? shard[index.terms[t]] : ''));
		}
	}

	/**
	 * How well each document matches one term's candidates: directly, or through the title or a
	 * heading above it (passed down by one sweep in document order).
	 */
	private termScores(candidates: Candidate[], n: number): Float32Array {
		const scores = this.buffer(n);
		const passed = this.buffer(n);
		for (const { term, quality: q } of candidates) {
			const docs = this.decoded.get(term)!;
			for (let i = 0; i < docs.length; i += 1) {
				const d = docs[i];
				const level = this.levels[d];
				const direct = directWeight[level] * q;
				if (direct > scores[d]) scores[d] = direct;
				if (level > 0 && inheritedWeight[level] * q > passed[d]) passed[d] = inheritedWeight[level] * q;
			}
		}
		const openLevel = new Float32Array(8);
		const openMax = new Float32Array(8);
		let depth = 0;
		for (let d = 0; d < n; d += 1) {
			if (this.pageStart[d]) depth = 0;
			const level = this.levels[d];
			const rank = rankOf(level);
			if (level > 0) while (depth > 0 && openLevel[depth - 1] >= rank) depth -= 1;
			const carried = depth > 0 ? openMax[depth - 1] : 0;
			if (carried > scores[d]) scores[d] = carried;
			if (level > 0) {
				openLevel[depth] = rank;
				openMax[depth] = Math.max(carried, passed[d]);
				depth += 1;
			}
		}
		this.release(passed);
		return scores;
	}

	/** Word parts of titles and headings the phrase rule has read (each keystroke reads the same few again). */
	private partsCache = new Map<number, string[]>();
	private headingParts(doc: number): string[] {
		let parts = this.partsCache.get(doc);
		if (!parts) {
			if (this.partsCache.size > 2000) this.partsCache.clear();
			this.partsCache.set(doc, (parts = words(this.titles.texts[this.slot[doc]]).flatMap((w) => w.parts)));
		}
		return parts;
	}

	/** Zeroed score arrays, reused across queries (a query needs a few; allocating them each time fed the GC). */
	private pool: Float32Array[] = [];
	private buffer(n: number): Float32Array {
		const reused = this.pool.pop();
		if (reused && reused.length === n) return reused.fill(0);
		return new Float32Array(n);
	}
	private release(...buffers: Float32Array[]) {
		this.pool.push(...buffers);
	}

	/** Which pages the filters allow (and no newer copy hides), kept for the next query with the same filters. */
	private allowed: { key: string; pages: Uint8Array } | null = null;
	private allowedPages(filters: (string | string[])[]): Uint8Array {
		const key = JSON.stringify(filters);
		if (this.allowed?.key !== key) {
			const pages = new Uint8Array(this.index!.pages.length);
			for (let p = 0; p < pages.length; p += 1) pages[p] = !this.hidden.has(p) && this.passesFilters(p, filters) ? 1 : 0;
			this.allowed = { key, pages };
		}
		return this.allowed.pages;
	}

	private passesFilters(page: number, filters: (string | string[])[]): boolean {
		const index = this.index!;
		const values: Record<string, string> = { language: this.manifest?.language ?? 'en', site_tag: index.siteTags[index.pages[page][1]] };
		values.docusaurus_tag = values.site_tag;
		const test = (filter: string) => {
			const [attribute, ...rest] = filter.split(':');
			return attribute in values ? values[attribute] === rest.join(':') : true;
		};
		return filters.every((f) => (Array.isArray(f) ? f.some(test) : test(f)));
	}

	/** Every matching document, one per URL, best first. Loads what the query needs. */
	async rank(request: SearchRequest): Promise<Ranked[]> {
		const query = (request.query ?? '').trim().slice(0, 512);
		if (!query) return [];
		await this.loadTerms();
		const index = this.index;
		if (!index) return [];
		const { units, phrase } = this.parse(query);
		if (units.length === 0) return [];
		const allTerms = units.flatMap((u) => u.alternatives.flat(2).map((c) => c.term));
		// A query whose required words all exist only as typos of indexed words has no good match here.
		const fuzzy = units.filter((u) => !u.optional).every((u) => u.alternatives.flat(2).every((c) => c.quality < quality.split * quality.stem * quality.prefix));
		await this.fetchPostings([...new Set(allTerms)]);

		const n = this.levels.length;
		const total = new Float32Array(n);
		const matchedUnits = new Uint8Array(n);
		const exactUnits = new Uint8Array(n);
		const required = units.filter((u) => !u.optional).length;
		/** Which required words each page has somewhere (one bit per word). */
		const pageUnits = new Int32Array(index.pages.length);
		let bit = 0;
		// One or two letters say little yet: match titles and headings only, which show without
		// fetching any page file, until the reader has typed more.
		const headingsOnly = query.length <= 2;
		/** Most required words in one document of each page. */
		const pageBest = new Uint8Array(index.pages.length);
		// Rare words say more than common ones: each required word weighs by its inverse document
		// frequency (of its commonest good reading), relative to the query's other words.
		const rarity = units.map((unit) => {
			const good = unit.alternatives[0].flat().filter((c) => c.quality >= quality.stem);
			const df = Math.max(1, ...(good.length > 0 ? good : unit.alternatives.flat(2)).map((c) => index.df[c.term]));
			return Math.log(1 + n / df);
		});
		const requiredRarity = rarity.filter((_, u) => !units[u].optional);
		const meanRarity = requiredRarity.reduce((a, b) => a + b, 0) / Math.max(1, requiredRarity.length);
		let u = -1;
		for (const unit of units) {
			u += 1;
			const rare = unit.optional || ranking.rarity === 0 ? 1 : Math.pow(rarity[u] / meanRarity, ranking.rarity);
			const best = this.buffer(n);
			for (const alternative of unit.alternatives) {
				if (alternative.some((c) => c.length === 0)) continue;
				const perTerm = alternative.map((c) => this.termScores(c, n));
				const width = unit.alternatives[0].length;
				for (let d = 0; d < n; d += 1) {
					let sum = 0;
					let all = true;
					for (const s of perTerm) {
						if (s[d] === 0) {
							all = false;
							break;
						}
						sum += s[d];
					}
					if (!all) continue;
					const value = (sum / perTerm.length) * width;
					if (value > best[d]) best[d] = value;
				}
				this.release(...perTerm);
			}
			const width = unit.alternatives[0].length;
			const weight = unit.support ? ranking.supportWords : 0.3;
			for (let d = 0; d < n; d += 1) {
				if (best[d] === 0) continue;
				total[d] += unit.optional ? best[d] * weight : best[d] * rare;
				if (unit.optional) continue;
				matchedUnits[d] += 1;
				// Only a direct, exact match of every term reaches the document's full weight.
				if (best[d] === directWeight[this.levels[d]] * width) exactUnits[d] += 1;
				if (headingsOnly && this.levels[d] === 0) continue;
				const page = this.pageOf[d];
				pageUnits[page] |= 1 << Math.min(bit, 30);
				if (matchedUnits[d] > pageBest[page]) pageBest[page] = matchedUnits[d];
			}
			this.release(best);
			if (!unit.optional) bit += 1;
		}
		const filters = request.facetFilters ?? [];
		const pageAllowed = this.allowedPages(filters);
		const allowedPage = (page: number) => pageAllowed[page] === 1;
		const eligible = (d: number) => total[d] > 0 && !(headingsOnly && this.levels[d] === 0) && allowedPage(this.pageOf[d]);
		// Every required word must match, on the page: a long question's words are spread over the
		// page that answers it, so a page counts with every word it has somewhere, and its documents
		// that have any are listed (those with more words first). When fewer than `ranking.fill`
		// pages the filters allow have them all, pages that miss a word follow, down to half of the
		// words (or as many as any page has): a query never comes back empty while an allowed page
		// holds one of its words.
		const pageMost = new Uint8Array(index.pages.length);
		for (let p = 0; p < pageMost.length; p += 1) if (pageUnits[p] !== 0 && allowedPage(p)) pageMost[p] = popCount(pageUnits[p]);
		const pagesWith = new Int32Array(required + 2);
		for (const m of pageMost) pagesWith[m] += 1;
		for (let k = required - 1; k >= 0; k -= 1) pagesWith[k] += pagesWith[k + 1];
		let most = required;
		while (most > 0 && pagesWith[most] === 0) most -= 1;
		const half = Math.max(1, Math.ceil(required / 2));
		const floor = ranking.anyWord ? Math.min(most, half) : half;
		let need = most >= required ? required : floor;
		while (need > floor && pagesWith[need] < ranking.fill) need -= 1;

		// The reader's section first, and support sections first for a problem: factors on the score.
		const context = request.context ? sectionOf(request.context) : '';
		const problem = units.some((u) => u.support);
		const best = new Map<number, Ranked>();
		/** A page whose words are spread over its sections (none has as many as asked) shows its best section only. */
		const spread = new Map<number, Ranked>();
		for (let d = 0; d < n; d += 1) {
			const page = this.pageOf[d];
			// A page's sections with fewer words than its best one are not listed: they would come after it.
			if (pageMost[page] < need || (need > 0 && matchedUnits[d] < Math.min(need, pageBest[page])) || !eligible(d)) continue;
			let score = total[d] * (index.pages[page][2] / 100);
			if (context && this.sectionOf[page] === context) score *= ranking.context;
			if (problem && this.support[d]) score *= ranking.support;
			const matched = matchedUnits[d];
			const key = pageBest[page] < need ? -1 - page : this.headingOf[d];
			const list = key < 0 ? spread : best;
			const current = list.get(key);
			if (current && (current.matched > matched || (current.matched === matched && current.score >= score))) continue;
			list.set(key, { doc: d, score, terms: [], matched, page, fuzzy, family: null });
		}
		for (const [key, r] of spread) best.set(key, r);
		const termNames = [...new Set(allTerms)].map((t) => index.terms[t]);
		const ranked = [...best.values()];
		const order = (a: Ranked, b: Ranked) => b.matched - a.matched || b.score - a.score || this.levels[a.doc] - this.levels[b.doc] || a.doc - b.doc;
		ranked.sort(order);
		// Exact words beat readings: a title or heading that reads exactly as the query (a full hook
		// or prop name), or holds its words as one phrase, goes up. Only titles and headings near
		// the top are compared; their text is in the titles file, so no page file is needed.
		if (phrase.parts.length > 0) {
			const wanted = phrase.parts.join('');
			let changed = false;
			for (const r of ranked.slice(0, 30)) {
				const level = this.levels[r.doc];
				// Every required word as written, not a reading of it (`browsers list` for `browserslist`).
				if (level === 0 || level === CRUMBS || exactUnits[r.doc] < required) continue;
				const parts = this.headingParts(r.doc);
				let factor = 1;
				if (parts.join('') === phrase.all) factor = level === 1 ? ranking.exactTitle : ranking.exactHeading;
				else if (holdsPhrase(parts, wanted, phrase.typing, phrase.parts.length > 1)) factor = ranking.phrase;
				if (factor !== 1) {
					r.score *= factor;
					changed = true;
				}
			}
			if (changed) ranked.sort(order);
		}
		for (const r of ranked) {
			const family = index.pages[r.page][4] ?? -1;
			r.family = family >= 0 ? index.families[family] : null;
		}
		for (const r of ranked) r.terms = termNames;
		return ranked;
	}


	private async loadPages(pages: number[]): Promise<void> {
		const index = this.index!;
		await Promise.all(
			pages.map((p) => {
				let pending = this.pages.get(p);
				if (!pending) {
					pending = this.getJson<PageFile>(index.pageFiles[index.pages[p][3]]).then((file) => {
						this.loadedPages.set(p, file);
						return file;
					});
					pending.catch(() => this.pages.delete(p));
					this.pages.set(p, pending);
				}
				return pending;
			}),
		);
	}

	/** Loads the page files of these ranked documents and turns them into DocSearch hits. */
	async hits(ranked: Ranked[], request: SearchRequest): Promise<LocalHit[]> {
		// Headings show from the titles file; only a paragraph hit needs its page's file.
		await this.loadPages([...new Set(ranked.filter((r) => this.levels[r.doc] === 0).map((r) => this.pageOf[r.doc]))]);
		const snippetSize = Number((request.attributesToSnippet ?? []).find((a) => a.startsWith('content:'))?.split(':')[1] ?? 10);
		return ranked.map((r) => this.toHit(r, snippetSize, request.snippetEllipsisText ?? '…', request.highlightPreTag ?? '<mark>', request.highlightPostTag ?? '</mark>'));
	}

	async search(request: SearchRequest): Promise<LocalResult> {
		return searchParts([this], request);
	}

	private toHit(ranked: Ranked, snippetSize: number, ellipsis: string, pre: string, post: string): LocalHit {
		const index = this.index!;
		const page = this.pageOf[ranked.doc];
		const first = index.pages[page][0];
		const [route, lvl0] = this.titles.pages[page];
		const level = this.levels[ranked.doc];
		const text = level === 0 ? this.loadedPages.get(page)!.content[this.slot[ranked.doc]] : this.titles.texts[this.slot[ranked.doc]];
		// The hierarchy: the title and the nearest heading of each level above this document;
		// the anchor: the nearest one at or above it, as DocSearch records carry it.
		const hierarchy: Record<Level, string | null> = { lvl0, lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
		let anchor: string | null = null;
		let ceiling = level === 0 ? 7 : level + 1;
		for (let d = ranked.doc; d >= first; d -= 1) {
			const l = this.levels[d];
			if (l === 0 || l === CRUMBS) continue;
			anchor ??= this.titles.anchors[this.slot[d]];
			if (l < ceiling) {
				hierarchy[`lvl${l}` as Level] = this.titles.texts[this.slot[d]];
				ceiling = l;
			}
		}
		const local = ranked.doc - first;
		const terms = new Set(ranked.terms);
		const highlightResult: Record<string, unknown> = {};
		const snippetResult: Record<string, unknown> = {};
		for (const [key, value] of Object.entries(hierarchy)) {
			if (value === null) continue;
			(highlightResult.hierarchy ??= {}) as Record<string, unknown>;
			(highlightResult.hierarchy as Record<string, unknown>)[key] = highlight(value, terms, pre, post);
			(snippetResult.hierarchy ??= {}) as Record<string, unknown>;
			(snippetResult.hierarchy as Record<string, unknown>)[key] = snippet(value, terms, snippetSize, ellipsis, pre, post);
		}
		const content = level === 0 ? text : null;
		if (content) {
			highlightResult.content = highlight(content, terms, pre, post);
			snippetResult.content = snippet(content, terms, snippetSize, ellipsis, pre, post);
		}
		return {
			objectID: `${route}#${local}`,
			url: anchor ? `${route}#${anchor}` : route,
			url_without_anchor: route,
			anchor,
			type: level === 0 ? 'content' : (`lvl${level}` as LocalHit['type']),
			content,
			hierarchy,
			_highlightResult: highlightResult,
			_snippetResult: snippetResult,
		};
	}
}

let queries = 0;

/**
 * Answers one request from several index parts (the current docs, and the archived versions when
 * asked for): their matches are merged by score, then paginated.
 */
export async function searchParts(parts: LocalSearchIndex[], request: SearchRequest): Promise<LocalResult> {
	const started = Date.now();
	const hitsPerPage = request.hitsPerPage ?? 20;
	const page = request.page ?? 0;
	const merged = (await Promise.all(parts.map(async (part) => (await part.rank(request)).map((r) => ({ r, part }))))).flat();
	if (parts.length > 1) merged.sort((a, b) => b.r.matched - a.r.matched || b.r.score - a.r.score);
	const ranked = capFamilies(distinctPagesFirst(merged));
	const slice = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
	const hits: LocalHit[] = [];
	for (const part of parts) {
		const own = slice.filter((s) => s.part === part);
		const partHits = await part.hits(own.map((s) => s.r), request);
		own.forEach((s, i) => ((s as { hit?: LocalHit }).hit = partHits[i]));
	}
	for (const s of slice) hits.push((s as { hit?: LocalHit }).hit!);
	queries += 1;
	return {
		hits,
		fuzzy: ranked.length > 0 && ranked.every((item) => item.r.fuzzy),
		nbHits: ranked.length,
		page,
		nbPages: Math.ceil(ranked.length / hitsPerPage),
		hitsPerPage,
		query: (request.query ?? '').trim(),
		params: '',
		queryID: `local-${Date.now().toString(36)}-${queries}`,
		processingTimeMS: Date.now() - started,
		exhaustiveNbHits: true,
	};
}

/** How many results lead the list with one hit per page: a page's further sections come after them. */
export const DISTINCT_WINDOW = 10;

/**
 * Reorders ranked results so that the first DISTINCT_WINDOW show as many pages: a second section
 * of a page waits until ten pages have had their best one (`wp cli` lists the DevKit and the Forms
 * command pages before a third section of either). Otherwise the order is kept.
 */
export function distinctPagesFirst<T extends { r: { page: number }; part: unknown }>(ranked: T[], window = DISTINCT_WINDOW): T[] {
	const seen = new Map<unknown, Set<number>>();
	const head: T[] = [];
	const later: T[] = [];
	for (const item of ranked) {
		if (head.length >= window) {
			later.push(item);
			continue;
		}
		let pages = seen.get(item.part);
		if (!pages) seen.set(item.part, (pages = new Set()));
		if (pages.has(item.r.page)) later.push(item);
		else {
			pages.add(item.r.page);
			head.push(item);
		}
	}
	return head.length === ranked.length ? ranked : [...head, ...later];
}

/**
 * Keeps a family of near-identical pages (the Forms filter pages, say) to `cap` of the first
 * `window` results: a further page of a family that already has `cap` there waits until the
 * window is full, so the other pages that answer the query are seen. Otherwise the order is kept.
 */
export function capFamilies<T extends { r: { family: string | null; page: number }; part: unknown }>(ranked: T[], cap = ranking.familyCap, window = ranking.familyWindow): T[] {
	const counts = new Map<string, number>();
	const pages = new Map<unknown, Set<number>>();
	const head: T[] = [];
	const rest: T[] = [];
	let i = 0;
	for (; i < ranked.length && head.length < window; i += 1) {
		const item = ranked[i];
		const family = item.r.family;
		let seen = pages.get(item.part);
		if (!seen) pages.set(item.part, (seen = new Set()));
		// Another section of a page already shown waits too (distinctPagesFirst's order is kept).
		if (seen.has(item.r.page)) {
			rest.push(item);
			continue;
		}
		if (family !== null) {
			const count = counts.get(family) ?? 0;
			if (count >= cap) {
				rest.push(item);
				continue;
			}
			counts.set(family, count + 1);
		}
		seen.add(item.r.page);
		head.push(item);
	}
	return rest.length === 0 ? ranked : [...head, ...rest, ...ranked.slice(i)];
}

/** The request with its site tag filter replaced by these tags (the archived versions'). */
export function withSiteTags(request: SearchRequest, siteTags: string[]): SearchRequest {
	const others = (request.facetFilters ?? []).filter((f) => !(Array.isArray(f) ? f : [f]).some((x) => x.startsWith('site_tag:')));
	return { ...request, facetFilters: [...others, siteTags.map((tag) => `site_tag:${tag}`)] };
}

/** Whether a request's facet filters ask for any of these site tags (no site tag filter asks for all). */
export function asksFor(request: SearchRequest, siteTags: string[]): boolean {
	const tagFilters = (request.facetFilters ?? []).map((f) => (Array.isArray(f) ? f : [f])).filter((group) => group.some((f) => f.startsWith('site_tag:')));
	if (tagFilters.length === 0) return true;
	return tagFilters.every((group) => group.some((f) => siteTags.includes(f.slice('site_tag:'.length))));
}

/** An error DocSearch recognises as "all hosts unreachable", so it shows its error screen. */
export function unreachableError(cause: unknown): Error {
	const error = new Error(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
	error.name = 'RetryError';
	return error;
}

/** A search client with the subset of algoliasearch's lite client that DocSearch calls. */
export function createLocalSearchClient(index: LocalSearchIndex, archived?: LocalSearchIndex, recent?: LocalSearchIndex) {
	return {
		async search({ requests }: { requests: SearchRequest[] }) {
			const started = performance.now();
			try {
				const archivedTags = (await index.loadManifest()).archived?.siteTags ?? [];
				const wantsArchived = (request: SearchRequest) => Boolean(archived) && archivedTags.length > 0 && asksFor(request, archivedTags);
				const main = recent ? [index, recent] : [index];
				const results = await Promise.all(
					requests.map(async (request) => {
						if (wantsArchived(request)) return searchParts([...main, archived!], request);
						const current = await searchParts(main, request);
						// No good current match (none, or typos only): say what the archived versions have,
						// and show their results when the current docs have none.
						if (!archived || archivedTags.length === 0 || !(request.query ?? '').trim() || (current.nbHits > 0 && !current.fuzzy)) return current;
						const old = await searchParts([archived], withSiteTags(request, archivedTags));
						if (old.nbHits === 0 || old.fuzzy) return current;
						// The modal shows the archived results themselves; /search (archivedHits: false) offers its checkbox.
						return current.nbHits === 0 && request.archivedHits !== false ? { ...old, archivedNbHits: old.nbHits, archivedOnly: true } : { ...current, archivedNbHits: old.nbHits };
					}),
				);
				// Read by `npm run bench`: how much of a keystroke's time the search itself takes.
				performance.measure('search-query', { start: started, end: performance.now() });
				return { results };
			} catch (error) {
				throw unreachableError(error);
			}
		},
		addAlgoliaAgent() {},
		transporter: { algoliaAgent: { value: 'eightshift-local-search', add() { return this; } } },
	};
}
