/** Search filters shared by the modal and the /search page. Search is not contextual: the same everywhere. */
interface DocsInstanceLike {
	id: string;
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
