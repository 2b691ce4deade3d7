/** Search filters shared by the modal and the /search page. Search is not contextual: the same everywhere. */
interface DocsInstanceLike {
	id: string;
	versions: { name: string }[];
}

/** Site tags searched by default: the current version of every docs instance, and the blog. */
export function defaultSiteTags(docs: DocsInstanceLike[]): string[] {
	return [...docs.map((i) => `docs-${i.id}-${i.versions[0].name}`), 'blog'];
}

/** Algolia facet filters: the site's language AND one of the default site tags. */
export function defaultFacetFilters(language: string, docs: DocsInstanceLike[]): (string | string[])[] {
	return [`language:${language}`, defaultSiteTags(docs).map((tag) => `site_tag:${tag}`)];
}
