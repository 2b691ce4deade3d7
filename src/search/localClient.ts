/**
 * Answers DocSearch's queries in the browser from the local index, in the same shape Algolia
 * uses: requests in (query, hitsPerPage, page, facetFilters, attributesToSnippet…), and
 * results out with hits carrying _highlightResult and _snippetResult, nbHits and queryID.
 * Ranking: page titles and headings above body text, prefix matching, one typo allowed in
 * words of five letters or more.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { highlight, snippet } from './highlight';
import type { ContentShard, HeadingsShard, SearchIndexPart, SearchManifest } from './indexFormat';

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

interface Doc {
	id: number;
	title: string;
	context: string;
	content: string;
}

export const searchOptions = {
	boost: { title: 5, context: 0.6, content: 1 },
	prefix: true,
	fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
	combineWith: 'AND' as const,
};

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;

export class LocalSearchIndex {
	private mini = new MiniSearch<Doc>({ fields: ['title', 'context', 'content'], searchOptions });
	private manifest: SearchManifest | null = null;
	private headings: HeadingsShard = { pages: [], headings: [] };
	private contents: ContentShard['content'] = [];
	private headingsPromise: Promise<void> | null = null;
	private contentPromise: Promise<void> | null = null;

	private part: SearchIndexPart | null = null;

	/** `archived` reads the manifest's archived part: the versions left out of default searches. */
	constructor(
		private readonly baseUrl: string,
		private readonly fetcher: Fetch = (url) => fetch(url),
		private readonly which: 'current' | 'archived' = 'current',
	) {}

	/** The manifest alone (cheap, cached by the browser): tells whether there is an archived part. */
	async loadManifest(): Promise<SearchManifest> {
		this.manifest ??= await this.getJson<SearchManifest>('manifest.json');
		return this.manifest;
	}

	private async getJson<T>(file: string): Promise<T> {
		const response = await this.fetcher(`${this.baseUrl}/${file}`);
		if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
		return (await response.json()) as T;
	}

	/** Manifest and the titles-and-headings shard: small, fetched when search opens. */
	loadHeadings(): Promise<void> {
		this.headingsPromise ??= (async () => {
			const manifest = await this.loadManifest();
			this.part = this.which === 'archived' ? (manifest.archived ?? { headings: '', content: [], counts: { pages: 0, headings: 0, content: 0 } }) : manifest;
			if (!this.part.headings) return;
			this.headings = await this.getJson<HeadingsShard>(this.part.headings);
			this.mini.addAll(this.headings.headings.map((_, id) => this.headingDoc(id)));
		})().catch((error) => {
			this.headingsPromise = null;
			throw error;
		});
		return this.headingsPromise;
	}

	/** The paragraph shards, fetched on the first real query. */
	loadContent(): Promise<void> {
		this.contentPromise ??= (async () => {
			await this.loadHeadings();
			const shards = await Promise.all(this.part!.content.map((file) => this.getJson<ContentShard>(file)));
			const offset = this.headings.headings.length;
			for (const shard of shards) {
				const start = this.contents.length;
				this.contents.push(...shard.content);
				this.mini.addAll(shard.content.map((_, i) => this.contentDoc(offset + start + i)));
			}
		})().catch((error) => {
			this.contentPromise = null;
			throw error;
		});
		return this.contentPromise;
	}

	private hierarchyOf(headingId: number): Record<Level, string | null> {
		const [page, , , deeper] = this.headings.headings[headingId];
		const [, lvl0, lvl1] = this.headings.pages[page];
		return { lvl0, lvl1, lvl2: deeper[0] ?? null, lvl3: deeper[1] ?? null, lvl4: deeper[2] ?? null, lvl5: deeper[3] ?? null, lvl6: deeper[4] ?? null };
	}

	private headingDoc(id: number): Doc {
		const level = this.headings.headings[id][1];
		const h = this.hierarchyOf(id);
		const chain = [h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].slice(0, level);
		return { id, title: chain[level - 1] ?? '', context: chain.slice(0, -1).filter(Boolean).join(' '), content: '' };
	}

	private contentDoc(id: number): Doc {
		const [headingId, text] = this.contents[id - this.headings.headings.length];
		const h = this.hierarchyOf(headingId);
		return { id, title: '', context: [h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean).join(' '), content: text };
	}

	private isHeading(id: number): boolean {
		return id < this.headings.headings.length;
	}

	private headingIdOf(id: number): number {
		return this.isHeading(id) ? id : this.contents[id - this.headings.headings.length][0];
	}

	/** Facet filters as Algolia reads them: every entry must hold; an array entry is an OR. */
	private passes(id: number, filters: (string | string[])[]): boolean {
		const [page] = this.headings.headings[this.headingIdOf(id)];
		const values: Record<string, string> = { language: this.manifest?.language ?? 'en', site_tag: this.headings.pages[page][3], docusaurus_tag: this.headings.pages[page][3] };
		const test = (filter: string) => {
			const [attribute, ...rest] = filter.split(':');
			const value = rest.join(':');
			return attribute in values ? values[attribute] === value : true;
		};
		return filters.every((f) => (Array.isArray(f) ? f.some(test) : test(f)));
	}

	private boostOf(id: number): number {
		if (!this.isHeading(id)) return 1;
		const level = this.headings.headings[id][1];
		return level === 1 ? 1.6 : level === 2 ? 1.3 : 1.15;
	}

	/** Matches for a request, best first, facet filters applied. */
	rank(request: SearchRequest): SearchResult[] {
		const query = (request.query ?? '').trim();
		const filters = request.facetFilters ?? [];
		return query
			? this.mini.search(query, {
					...searchOptions,
					filter: (result) => this.passes(Number(result.id), filters),
					boostDocument: (id) => this.boostOf(Number(id)),
				})
			: [];
	}

	/** A ranked match as a DocSearch hit, snippeted and highlighted as the request asks. */
	hit(result: SearchResult, request: SearchRequest): LocalHit {
		const snippetSize = Number((request.attributesToSnippet ?? []).find((a) => a.startsWith('content:'))?.split(':')[1] ?? 10);
		return this.toHit(result, snippetSize, request.snippetEllipsisText ?? '…', request.highlightPreTag ?? '<mark>', request.highlightPostTag ?? '</mark>');
	}

	search(request: SearchRequest): LocalResult {
		return searchParts([this], request);
	}

	private toHit(result: SearchResult, snippetSize: number, ellipsis: string, pre: string, post: string): LocalHit {
		const id = Number(result.id);
		const headingId = this.headingIdOf(id);
		const [page, level, anchor] = this.headings.headings[headingId];
		const route = this.headings.pages[page][0];
		const hierarchy = this.hierarchyOf(headingId);
		const isHeading = this.isHeading(id);
		const content = isHeading ? null : this.contents[id - this.headings.headings.length][1];
		const terms = new Set(result.terms.map((t) => t.toLowerCase()));
		const highlightResult: Record<string, unknown> = {};
		const snippetResult: Record<string, unknown> = {};
		for (const [key, value] of Object.entries(hierarchy)) {
			if (value === null) continue;
			(highlightResult.hierarchy ??= {}) as Record<string, unknown>;
			(highlightResult.hierarchy as Record<string, unknown>)[key] = highlight(value, terms, pre, post);
			(snippetResult.hierarchy ??= {}) as Record<string, unknown>;
			(snippetResult.hierarchy as Record<string, unknown>)[key] = snippet(value, terms, snippetSize, ellipsis, pre, post);
		}
		if (content) {
			highlightResult.content = highlight(content, terms, pre, post);
			snippetResult.content = snippet(content, terms, snippetSize, ellipsis, pre, post);
		}
		return {
			objectID: String(id),
			url: anchor ? `${route}#${anchor}` : route,
			url_without_anchor: route,
			anchor,
			type: isHeading ? (`lvl${level}` as LocalHit['type']) : 'content',
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
 * asked for): their matches are merged by score, then paginated. Hit ids stay unique across parts.
 */
export function searchParts(parts: LocalSearchIndex[], request: SearchRequest): LocalResult {
	const started = Date.now();
	const hitsPerPage = request.hitsPerPage ?? 20;
	const page = request.page ?? 0;
	const ranked = parts.flatMap((part, p) => part.rank(request).map((result) => ({ result, part, p })));
	if (parts.length > 1) ranked.sort((a, b) => b.result.score - a.result.score);
	const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ result, part, p }) => {
		const hit = part.hit(result, request);
		return p === 0 ? hit : { ...hit, objectID: `${p}-${hit.objectID}` };
	});
	queries += 1;
	return {
		hits,
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
export function createLocalSearchClient(index: LocalSearchIndex, archived?: LocalSearchIndex) {
	return {
		async search({ requests }: { requests: SearchRequest[] }) {
			let archivedTags: string[] = [];
			const wantsArchived = (request: SearchRequest) => Boolean(archived) && archivedTags.length > 0 && asksFor(request, archivedTags);
			try {
				await index.loadHeadings();
				const querying = requests.filter((r) => (r.query ?? '').trim() !== '');
				if (querying.length > 0) await index.loadContent();
				archivedTags = (await index.loadManifest()).archived?.siteTags ?? [];
				if (querying.some(wantsArchived)) await archived!.loadContent();
			} catch (error) {
				throw unreachableError(error);
			}
			return {
				results: requests.map((request) => searchParts(wantsArchived(request) ? [index, archived!] : [index], request)),
			};
		},
		addAlgoliaAgent() {},
		transporter: { algoliaAgent: { value: 'eightshift-local-search', add() { return this; } } },
	};
}
