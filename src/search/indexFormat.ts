/**
 * The local search index as shipped to the browser: a manifest, one small shard with every
 * page title and heading (fetched when the search opens), and content shards with the
 * paragraphs (fetched on the first query). Records are stored compactly: content points at
 * the heading it sits under, and headings point at their page.
 */
import type { RecordType, SearchRecord } from '../build/searchRecords';

export const levels: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/** [route, lvl0, lvl1, site tag] */
export type PageEntry = [string, string, string, string];
/** [page index, level 1–6, anchor, lvl2…lvl6 with trailing nulls trimmed] */
export type HeadingEntry = [number, number, string | null, (string | null)[]];
/** [heading index, text] */
export type ContentEntry = [number, string];

/** One independently loadable part of the index: its headings shard and its content shards. */
export interface SearchIndexPart {
	headings: string;
	content: string[];
	counts: { pages: number; headings: number; content: number };
}

export interface SearchManifest extends SearchIndexPart {
	version: 1;
	language: string;
	/**
	 * Archived docs versions, kept out of the default download: fetched only when a query's
	 * facet filters ask for one of `siteTags`.
	 */
	archived?: SearchIndexPart & { siteTags: string[] };
}

export interface HeadingsShard {
	pages: PageEntry[];
	headings: HeadingEntry[];
}

export interface ContentShard {
	content: ContentEntry[];
}

/** Splits DocSearch records into the manifest and shards. `route` strips the origin from URLs. */
export function buildShards(records: SearchRecord[], origin: string, shardBytes = 150_000): { manifest: Omit<SearchManifest, 'headings' | 'content'>; headings: HeadingsShard; content: ContentShard[] } {
	const pages: PageEntry[] = [];
	const pageIndex = new Map<string, number>();
	const headings: HeadingEntry[] = [];
	const contentEntries: ContentEntry[] = [];
	let currentHeading = -1;

	for (const record of records) {
		const route = record.url_without_anchor.slice(origin.length) || '/';
		let page = pageIndex.get(route);
		if (page === undefined) {
			page = pages.length;
			pageIndex.set(route, page);
			pages.push([route, record.hierarchy.lvl0, record.hierarchy.lvl1, record.site_tag]);
		}
		if (record.type === 'content') {
			if (currentHeading >= 0 && record.content) contentEntries.push([currentHeading, record.content]);
			continue;
		}
		const deeper = [record.hierarchy.lvl2, record.hierarchy.lvl3, record.hierarchy.lvl4, record.hierarchy.lvl5, record.hierarchy.lvl6];
		while (deeper.length > 0 && deeper[deeper.length - 1] === null) deeper.pop();
		headings.push([page, Number(record.type.slice(3)), record.anchor, deeper]);
		currentHeading = headings.length - 1;
	}

	const content: ContentShard[] = [];
	let shard: ContentEntry[] = [];
	let size = 0;
	for (const entry of contentEntries) {
		shard.push(entry);
		size += entry[1].length + 12;
		if (size >= shardBytes) {
			content.push({ content: shard });
			shard = [];
			size = 0;
		}
	}
	if (shard.length > 0) content.push({ content: shard });

	return {
		manifest: { version: 1, language: records[0]?.language ?? 'en', counts: { pages: pages.length, headings: headings.length, content: contentEntries.length } },
		headings: { pages, headings },
		content,
	};
}
