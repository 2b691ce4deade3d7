/**
 * Where a docs page's breadcrumb trail starts. The doc template shows it in the browser and
 * gatsby-node.ts puts it in the page's JSON-LD, so it lives apart from the JSON-LD builders.
 */

/** The docs section a page's breadcrumb trail starts at: the instance's label and its version's landing page. */
export function docSectionLink(
	site: { docs: readonly { id: string; label: string }[]; navigation: { versions: readonly { instance: string; versions: readonly { name: string; path: string }[] }[] } },
	page: { instance: string; version: string },
	fallbackPath: string,
): { title: string; path: string } {
	const label = site.docs.find((d) => d.id === page.instance)?.label ?? 'Docs';
	const path = site.navigation.versions.find((v) => v.instance === page.instance)?.versions.find((v) => v.name === page.version)?.path ?? fallbackPath;
	return { title: label, path };
}
