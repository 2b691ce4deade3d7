/**
 * Plans the doc pages: one page per doc, the resolved sidebar of each docs version,
 * breadcrumbs and previous/next links computed once here, and navbar doc links checked.
 */
import type { NavbarItem, SiteConfig } from '../siteConfigSchema';
import fs from 'node:fs';
import { at, frontMatterKeyLine } from '../sources/sourceLines';
import { breadcrumbsFor, neighbours, resolveSidebar, type NavLink, type SidebarConfig, type SidebarDoc, type SidebarItem } from '../sidebars';

export interface DocRecord {
	nodeId: string;
	contentFilePath: string;
	sourcePath: string;
	instance: string;
	version: string;
	docId: string;
	path: string;
	title: string;
	sidebarLabel?: string | null;
	paginationPrev?: string | null;
	paginationNext?: string | null;
	/** Front matter slug, when the doc sets its URL itself. */
	slug?: string | null;
}

export interface DocPageContext {
	id: string;
	instance: string;
	version: string;
	/** Key of the DocSidebar node, or null for a doc that no sidebar lists. */
	sidebarKey: string | null;
	breadcrumbs: NavLink[];
	previous: NavLink | null;
	next: NavLink | null;
	/** The same doc id in the instance's other versions: version name → path. The version switcher keeps the reader on the page. */
	alternates: Record<string, string>;
	/** Archived versions only: the banner's version label and where the current docs have this page (or their start). */
	archived: { label: string; currentPath: string; samePage: boolean } | null;
}

/** What the doc template receives: the plan's context and the page's JSON-LD, written by gatsby-node.ts. */
/** What the doc template receives: no node id, which Gatsby derives from the file's absolute path (the template finds its document by page path). */
export interface DocTemplateContext extends Omit<DocPageContext, 'id'> {
	/** Script texts of the page's schema.org objects (src/lib/structuredData.ts). */
	jsonLd: string[];
	/** The page's source file on the repository's edit screen (site.config.ts `editUrl`). */
	editUrl?: string;
	/** YYYY-MM-DD of the last commit that changed the source file (none in a shallow clone). */
	lastUpdated?: string;
	/** lastUpdated as the page shows it ("28 November 2026"), written in Node so every reader sees the same. */
	lastUpdatedLabel?: string;
}

/** A docs version as the build resolved it (SPEC §3 "Version"). */
export interface ResolvedDocsVersion {
	instance: string;
	name: string;
	label: string;
	path: string;
	/** True for the newest version, the one served at the instance root. */
	isLast: boolean;
	mainDocId: string;
	/** Doc ids of the version, sorted. */
	docs: string[];
	/** Doc ids marked draft: true, left out of production builds. */
	draftIds: string[];
	/** Sidebar files the version uses. */
	sidebars: string[];
}

export interface PlannedSidebar {
	key: string;
	instance: string;
	version: string;
	items: SidebarItem[];
}

export interface DocsPlan {
	pages: { path: string; contentFilePath: string; context: DocPageContext }[];
	sidebars: PlannedSidebar[];
	versions: ResolvedDocsVersion[];
	warnings: string[];
}

export const sidebarKey = (instance: string, version: string) => `${instance}/${version}`;

export function planDocPages(site: SiteConfig, docs: DocRecord[], sidebarFiles: Record<string, SidebarConfig>, draftIds: { instance: string; version: string; docId: string }[] = []): DocsPlan {
	const warnings: string[] = [];
	const sidebars: PlannedSidebar[] = [];
	const versions: ResolvedDocsVersion[] = [];
	const byPath = new Map<string, DocRecord>();

	for (const doc of docs) {
		const existing = byPath.get(doc.path);
		// Two files that land on one URL by their paths only warn (SPEC: duplicate routes warn); a
		// front matter slug that takes a URL another page has is a mistake in that front matter.
		const slugged = existing && (doc.slug ? doc : existing.slug ? existing : undefined);
		if (existing && slugged) {
			const other = slugged === doc ? existing : doc;
			let raw = '';
			try {
				raw = fs.readFileSync(slugged.contentFilePath, 'utf8');
			} catch {
				// The line is a help, not a requirement.
			}
			throw new Error(
				`${at(`content/${slugged.sourcePath}`, frontMatterKeyLine(raw, 'slug'))}: front matter slug "${slugged.slug}" gives ${doc.path}, which is already the URL of content/${other.sourcePath}. Hint: pick another slug; two pages cannot share a URL`,
			);
		}
		if (existing) {
			warnings.push(`Duplicate route ${doc.path}: content/${existing.sourcePath} and content/${doc.sourcePath}; the later one wins`);
		}
		byPath.set(doc.path, doc);
	}

	const pages: DocsPlan['pages'] = [];
	for (const instance of site.docs) {
		const pathOf = new Map<string, string>(docs.filter((d) => d.instance === instance.id).map((d) => [`${d.version}\u0000${d.docId}`, d.path]));
		const current = instance.versions[0];
		for (const version of instance.versions) {
			const versionDocs = docs.filter((d) => d.instance === instance.id && d.version === version.name);
			const lookup = new Map<string, SidebarDoc>(versionDocs.map((d) => [d.docId, { docId: d.docId, title: d.title, sidebarLabel: d.sidebarLabel ?? undefined, path: d.path }]));
			const config = sidebarFiles[version.sidebar];
			if (!config) {
				throw new Error(`site.config.ts: docs "${instance.id}" version "${version.name}" names sidebar "${version.sidebar}", but content/sidebars/index.ts has no such sidebar`);
			}
			if (!lookup.has(version.mainDocId)) {
				throw new Error(`site.config.ts: docs "${instance.id}" version "${version.name}" has mainDocId "${version.mainDocId}", which does not exist`);
			}
			const items = resolveSidebar(version.sidebar, config, lookup);
			const key = sidebarKey(instance.id, version.name);
			versions.push({
				instance: instance.id,
				name: version.name,
				label: version.label,
				path: `/${version.path}`,
				isLast: version === current,
				mainDocId: version.mainDocId,
				docs: versionDocs.map((d) => d.docId).sort(),
				draftIds: draftIds.filter((d) => d.instance === instance.id && d.version === version.name).map((d) => d.docId).sort(),
				sidebars: [version.sidebar],
			});
			const currentMain = pathOf.get(`${current.name}\u0000${current.mainDocId}`) ?? `/${current.path}`;
			sidebars.push({ key, instance: instance.id, version: version.name, items });
			const listed = new Set<string>();
			const collect = (list: SidebarItem[]) =>
				list.forEach((item) => {
					if (item.type === 'doc') listed.add(item.docId);
					if (item.type === 'category') {
						if (item.docId) listed.add(item.docId);
						collect(item.items);
					}
				});
			collect(items);

			for (const doc of versionDocs) {
				const inSidebar = listed.has(doc.docId);
				const around = inSidebar ? neighbours(items, doc.docId) : {};
				const explicit = (id: string | null | undefined, fallback?: NavLink): NavLink | null => {
					if (id === null) return null;
					if (id === undefined) return fallback ?? null;
					const target = lookup.get(id);
					if (!target) {
						throw new Error(`content/${doc.sourcePath}: pagination links to doc id "${id}", which does not exist`);
					}
					return { title: target.sidebarLabel ?? target.title, path: target.path };
				};
				pages.push({
					path: doc.path,
					contentFilePath: doc.contentFilePath,
					context: {
						id: doc.nodeId,
						instance: instance.id,
						version: version.name,
						sidebarKey: inSidebar ? key : null,
						breadcrumbs: inSidebar ? breadcrumbsFor(items, doc.docId) : [],
						previous: explicit(doc.paginationPrev, around.previous),
						next: explicit(doc.paginationNext, around.next),
						alternates: Object.fromEntries(
							instance.versions
								.filter((other) => other !== version && pathOf.has(`${other.name}\u0000${doc.docId}`))
								.map((other) => [other.name, pathOf.get(`${other.name}\u0000${doc.docId}`) as string]),
						),
						archived:
							version === current
								? null
								: {
										label: version.label,
										currentPath: pathOf.get(`${current.name}\u0000${doc.docId}`) ?? currentMain,
										samePage: pathOf.has(`${current.name}\u0000${doc.docId}`),
									},
					},
				});
			}
		}
	}
	return { pages, sidebars, versions, warnings };
}

/** Resolves every navbar item to a path; a doc item naming a missing doc or an unknown type throws. */
export interface ResolvedNavbarItem {
	label: string;
	to: string;
	/** Path prefixes under which the item shows as active. */
	activeBasePaths: string[];
	/** Docs instance of a doc item, so the navbar can honour a preferred version. */
	instance?: string;
}

export function resolveNavbar(site: SiteConfig, docs: DocRecord[]): ResolvedNavbarItem[] {
	return site.navbar.items.map((item: NavbarItem) => {
		switch (item.type) {
			case 'link':
				return { label: item.label, to: item.to, activeBasePaths: [item.to, ...(item.activeBasePaths ?? [])] };
			case 'doc': {
				const instance = site.docs.find((i) => i.id === item.instance);
				if (!instance) {
					throw new Error(`site.config.ts: navbar item "${item.label}" names docs instance "${item.instance}", which does not exist`);
				}
				const current = instance.versions[0].name;
				const doc = docs.find((d) => d.instance === item.instance && d.version === current && d.docId === item.docId);
				if (!doc) {
					throw new Error(`site.config.ts: navbar item "${item.label}" links to doc "${item.docId}" of "${item.instance}", which does not exist`);
				}
				return { label: item.label, to: doc.path, activeBasePaths: [`/${instance.versions[0].path}`], instance: instance.id };
			}
			default:
				throw new Error(`site.config.ts: navbar item has unknown type "${(item as { type: string }).type}"`);
		}
	});
}
