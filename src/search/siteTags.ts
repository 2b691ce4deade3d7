/** Search filters shared by the modal and the /search page. Search is not contextual: the same everywhere. */
interface DocsInstanceLike {
	id: string;
	label?: string;
	versions: { name: string }[];
}

/** Site tags searched by default: the current version of every docs instance, and the blog. */
export function defaultSiteTags(docs: DocsInstanceLike[]): string[] {
	return [...docs.map((i) => `docs-${i.id}-${i.versions[0].name}`), 'blog'];
}

/** Every site tag, archived versions included. */
export function allSiteTags(docs: DocsInstanceLike[]): string[] {
	return [...docs.flatMap((i) => i.versions.map((v) => `docs-${i.id}-${v.name}`)), 'blog'];
}

/** Algolia facet filters: the site's language AND one of the default site tags (all tags when archived versions are included). */
export function defaultFacetFilters(language: string, docs: DocsInstanceLike[], includeArchived = false): (string | string[])[] {
	return [`language:${language}`, (includeArchived ? allSiteTags(docs) : defaultSiteTags(docs)).map((tag) => `site_tag:${tag}`)];
}

/** Whether any docs instance has archived versions, so /search offers to include them. */
export function hasArchivedVersions(docs: DocsInstanceLike[]): boolean {
	return docs.some((i) => i.versions.length > 1);
}

/** The sections /search can be narrowed to: each docs instance, and the blog. */
export function searchSections(docs: DocsInstanceLike[]): { id: string; label: string }[] {
	return [...docs.map((i) => ({ id: i.id, label: i.label ?? i.id })), { id: 'blog', label: 'Blog' }];
}

/**
 * Facet filters for /search: the language AND one of the site tags of the picked sections (all
 * sections when none is picked), archived versions of those sections only when asked for.
 */
export function sectionFacetFilters(language: string, docs: DocsInstanceLike[], sections: string[], includeArchived = false): (string | string[])[] {
	if (sections.length === 0) return defaultFacetFilters(language, docs, includeArchived);
	const tags = sections.flatMap((section) => {
		if (section === 'blog') return ['blog'];
		const instance = docs.find((i) => i.id === section);
		if (!instance) return [];
		return (includeArchived ? instance.versions : instance.versions.slice(0, 1)).map((v) => `docs-${instance.id}-${v.name}`);
	});
	return [`language:${language}`, tags.map((tag) => `site_tag:${tag}`)];
}
