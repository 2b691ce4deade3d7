/**
 * Sidebar files (content/sidebars/<name>.ts) name docs by id. Resolving turns them into the
 * tree the browser renders, and fails on a doc id that does not exist or is listed twice.
 */

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

export function resolveSidebar(name: string, config: SidebarConfig, docs: Map<string, SidebarDoc>): SidebarItem[] {
	const seen = new Set<string>();
	const lookup = (docId: string, where: string): SidebarDoc => {
		const doc = docs.get(docId);
		if (!doc) {
			throw new SidebarError(`content/sidebars/${name}.ts: ${where} names doc id "${docId}", which does not exist`);
		}
		if (seen.has(docId)) {
			throw new SidebarError(`content/sidebars/${name}.ts: doc id "${docId}" is listed more than once`);
		}
		seen.add(docId);
		return doc;
	};

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
			const where = `${trail} > category "${item.label}"`;
			const linked = item.link ? lookup(item.link, `${where} link`) : undefined;
			return {
				type: 'category',
				label: item.label,
				href: linked?.path,
				docId: linked?.docId,
				collapsed: item.collapsed ?? true,
				items: item.items.map((child) => resolve(child, where)),
			};
		}
		throw new SidebarError(`content/sidebars/${name}.ts: ${trail} has unknown item type "${(item as { type: string }).type}"`);
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
