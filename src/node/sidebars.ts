/**
 * Sidebar files (content/sidebars/<name>.ts) name docs by id. Resolving turns them into the
 * tree the browser renders, and fails on a doc id that does not exist or is listed twice.
 */

import path from 'node:path';
import { at, closest, lineInFile } from './sources/sourceLines';

export type SidebarItemConfig =
	| string
	| { type: 'doc'; id: string; label?: string }
	| { type: 'link'; label: string; href: string }
	| {
			type: 'category';
			label: string;
			items: SidebarItemConfig[];
			/** Doc id whose page the category label opens. */
			link?: string;
			/** Start collapsed (default true); the category holding the current page always opens. */
			collapsed?: boolean;
	  };

export type SidebarConfig = SidebarItemConfig[];

export type SidebarItem =
	| { type: 'doc'; label: string; href: string; docId: string }
	| { type: 'link'; label: string; href: string }
	| { type: 'category'; label: string; href?: string; docId?: string; collapsed: boolean; items: SidebarItem[] };

export interface SidebarDoc {
	docId: string;
	title: string;
	sidebarLabel?: string;
	path: string;
}

export interface NavLink {
	title: string;
	path: string;
}

export class SidebarError extends Error {}

/** The sidebar file, relative to the repository root (the build's working directory). */
const sidebarFile = (name: string) => `content/sidebars/${name}.ts`;
const quoted = (text: string, key = '') => new RegExp(`${key}['"\`]${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);
/** `content/sidebars/x.ts:line` for the first line naming `text` in quotes (after `label:` for a category). */
const where = (name: string, text: string, key = '') => at(sidebarFile(name), lineInFile(path.resolve(sidebarFile(name)), quoted(text, key)));

export function resolveSidebar(name: string, config: SidebarConfig, docs: Map<string, SidebarDoc>): SidebarItem[] {
	const seen = new Set<string>();
	const lookup = (docId: string, trail: string): SidebarDoc => {
		const doc = docs.get(docId);
		if (!doc) {
			const guess = closest(docId, [...docs.keys()]);
			throw new SidebarError(
				`${where(name, docId)}: ${trail} names doc id "${docId}", which does not exist. Hint: ${guess ? `did you mean "${guess}"?` : 'a doc id is the file path inside the version without .mdx, or its front matter id'}`,
			);
		}
		if (seen.has(docId)) {
			throw new SidebarError(`${where(name, docId)}: doc id "${docId}" is listed more than once. Hint: a page has one place in a sidebar; link to it from elsewhere with { type: 'link' }`);
		}
		seen.add(docId);
		return doc;
	};

	// Categories being resolved, outermost first: a sidebar module can build a category that
	// contains itself, which would otherwise recurse until the stack overflows.
	const open: object[] = [];
	const resolve = (item: SidebarItemConfig, trail: string): SidebarItem => {
		if (typeof item === 'string' || item.type === 'doc') {
			const id = typeof item === 'string' ? item : item.id;
			const doc = lookup(id, trail);
			const label = (typeof item !== 'string' && item.label) || doc.sidebarLabel || doc.title;
			return { type: 'doc', label, href: doc.path, docId: id };
		}
		if (item.type === 'link') {
			return { type: 'link', label: item.label, href: item.href };
		}
		if (item.type === 'category') {
			const inner = `${trail} > category "${item.label}"`;
			if (open.includes(item)) {
				throw new SidebarError(
					`${where(name, item.label, 'label:\\s*')}: category "${item.label}" contains itself (${inner}). Hint: a sidebar is a tree; list each category once and link back to it with { type: 'link' }`,
				);
			}
			const linked = item.link ? lookup(item.link, `${inner} link`) : undefined;
			open.push(item);
			const items = item.items.map((child) => resolve(child, inner));
			open.pop();
			return { type: 'category', label: item.label, href: linked?.path, docId: linked?.docId, collapsed: item.collapsed ?? true, items };
		}
		throw new SidebarError(`${sidebarFile(name)}: ${trail} has unknown item type "${(item as { type: string }).type}". Hint: use a doc id string, or type 'doc', 'link' or 'category'`);
	};

	return config.map((item) => resolve(item, 'sidebar'));
}

/** Docs in reading order: category landing docs before their children. */
export function flattenSidebar(items: SidebarItem[]): { docId: string; label: string; href: string }[] {
	const out: { docId: string; label: string; href: string }[] = [];
	const walk = (list: SidebarItem[]) => {
		for (const item of list) {
			if (item.type === 'doc') {
				out.push({ docId: item.docId, label: item.label, href: item.href });
			} else if (item.type === 'category') {
				if (item.docId && item.href) {
					out.push({ docId: item.docId, label: item.label, href: item.href });
				}
				walk(item.items);
			}
		}
	};
	walk(items);
	return out;
}

/** Category labels leading to a doc, outermost first; empty when the doc is top level or absent. */
export function breadcrumbsFor(items: SidebarItem[], docId: string): NavLink[] {
	const search = (list: SidebarItem[], trail: NavLink[]): NavLink[] | undefined => {
		for (const item of list) {
			if (item.type === 'doc' && item.docId === docId) {
				return trail;
			}
			if (item.type === 'category') {
				const crumb = { title: item.label, path: item.href ?? '' };
				if (item.docId === docId) {
					return trail;
				}
				const found = search(item.items, [...trail, crumb]);
				if (found) {
					return found;
				}
			}
		}
		return undefined;
	};
	return search(items, []) ?? [];
}

/** Previous and next docs around docId in sidebar order. */
export function neighbours(items: SidebarItem[], docId: string): { previous?: NavLink; next?: NavLink } {
	const flat = flattenSidebar(items);
	const index = flat.findIndex((entry) => entry.docId === docId);
	if (index === -1) {
		return {};
	}
	const toLink = (entry?: { label: string; href: string }) => (entry ? { title: entry.label, path: entry.href } : undefined);
	return { previous: toLink(flat[index - 1]), next: toLink(flat[index + 1]) };
}
