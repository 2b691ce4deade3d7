/**
 * DocSearch-shaped search records from rendered pages: one record per page title and heading,
 * and one per paragraph, list item or table cell, each carrying the heading hierarchy above
 * it. The same records feed the local index and, when configured, Algolia.
 */
import { parse, type HTMLElement } from 'node-html-parser';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
	lvl0: string;
	lvl1: string;
	lvl2: string | null;
	lvl3: string | null;
	lvl4: string | null;
	lvl5: string | null;
	lvl6: string | null;
}

export interface SearchRecord {
	objectID: string;
	url: string;
	url_without_anchor: string;
	anchor: string | null;
	type: RecordType;
	content: string | null;
	hierarchy: Hierarchy;
	language: string;
	/** Which docs instance and version (or the blog) the page belongs to, for facet filters. */
	site_tag: string;
	weight: { pageRank: number; level: number; position: number };
}

export interface PageInput {
	/** Route without trailing slash, e.g. /docs/theme. */
	route: string;
	html: string;
	/** Section name: DevKit, Forms, Components, Blog. */
	lvl0: string;
	siteTag: string;
	language: string;
	/** Site origin + path prefix, e.g. https://eightshift.com. */
	origin: string;
	pageRank?: number;
}

const levelWeight: Record<RecordType, number> = { lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0 };
const textTags = new Set(['p', 'li', 'td', 'th', 'dt', 'dd']);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text of an element without nested lists and without the heading's "#" anchor link. */
function ownText(element: HTMLElement): string {
	const copy = parse(element.outerHTML).firstChild as HTMLElement;
	copy.querySelectorAll('ul, ol, a[aria-label="Direct link to this section"], [data-language]').forEach((n) => n.remove());
	return clean(copy.text);
}

function insideCode(element: HTMLElement): boolean {
	for (let node: HTMLElement | null = element.parentNode; node; node = node.parentNode) {
		if (node.getAttribute?.('data-language') !== undefined) return true;
	}
	return false;
}

/** Breadcrumb labels between the section (first item) and the page, e.g. ["Migrations"]. */
export function pageCrumbs(html: string): string[] {
	const items = parse(html).querySelectorAll('nav[aria-label="Breadcrumbs"] li').map((li) => clean(li.text));
	return items.slice(1).filter(Boolean);
}

export function buildPageRecords(page: PageInput): SearchRecord[] {
	const root = parse(page.html);
	const content = root.querySelector('[data-doc-content]');
	const title = clean(root.querySelector('main h1')?.text ?? '');
	if (!content || !title) {
		return [];
	}
	const pageUrl = `${page.origin}${page.route}`;
	const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
	let anchor: string | null = null;
	let position = 0;
	const records: SearchRecord[] = [];

	const push = (type: RecordType, text: string | null) => {
		records.push({
			objectID: `${page.route}#${position}`,
			url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
			url_without_anchor: pageUrl,
			anchor,
			type,
			content: text,
			hierarchy: { ...hierarchy },
			language: page.language,
			site_tag: page.siteTag,
			weight: { pageRank: page.pageRank ?? 0, level: levelWeight[type], position },
		});
		position += 1;
	};

	push('lvl1', null);
	for (const element of content.querySelectorAll('h2, h3, h4, h5, h6, p, li, td, th, dt, dd')) {
		const tag = element.tagName.toLowerCase();
		if (insideCode(element)) continue;
		if (/^h[2-6]$/.test(tag)) {
			const level = Number(tag[1]);
			const key = `lvl${level}` as keyof Hierarchy;
			(hierarchy as unknown as Record<string, string | null>)[key] = ownText(element);
			for (let deeper = level + 1; deeper <= 6; deeper += 1) {
				(hierarchy as unknown as Record<string, string | null>)[`lvl${deeper}`] = null;
			}
			anchor = element.getAttribute('id') ?? anchor;
			push(key as RecordType, null);
			continue;
		}
		if (!textTags.has(tag)) continue;
		// A list item made of paragraphs is indexed through those paragraphs.
		if (tag === 'li' && element.querySelector('p')) continue;
		const text = ownText(element);
		if (text.length >= 3) push('content', text);
	}
	return records;
}
