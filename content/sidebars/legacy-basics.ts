import path from 'node:path';
import { readRouteList } from '../../src/node/output/routeLists';
import type { SidebarConfig, SidebarItemConfig } from '../../src/node/sidebars';

/**
 * Archived pages whose published URL is still listed in data/published-routes-pending.txt are not
 * written yet, so the sidebars leave them out. The build fails once such a page exists while its
 * URL is still pending, so the two lists cannot drift apart.
 */
const pending = new Set(readRouteList(path.resolve(__dirname, '../..'), 'data/published-routes-pending.txt').map((entry) => entry.route));

/** Whether version `version` has doc `docId` written (its URL is not pending). */
export const written = (version: string, docId: string) => !pending.has(`/docs/legacy/${version}/${docId}`);

/**
 * The Basics section of archived versions 5 to 8, which share most of their pages (one file per
 * page under content/docs/legacy/shared/). `has` drops the pages a version does not have, so
 * each version's sidebar lists exactly its own pages.
 */
export function legacyBasicsSidebar(has: (docId: string) => boolean): SidebarConfig {
	const pick = (ids: string[]): string[] => ids.map((id) => `basics/${id}`).filter(has);
	// A category with nothing written yet is left out rather than shown empty.
	const category = (label: string, items: SidebarItemConfig[]): SidebarItemConfig[] => (items.length > 0 ? [{ type: 'category', label, items }] : []);
	return [
		'versions',
		...category('Getting started', pick(['basics-intro', 'the-structure', 'architecture-concepts', 'wp-cli', 'tips-tricks'])),
		...category('PHP and the backend', [
			...pick(['backend', 'namespaces', 'autowiring', 'extending-classes', 'example-class', 'manifest']),
			...category('REST API', pick(['rest', 'rest-route', 'rest-field'])),
		]),
		...category('Front end and build', pick(['frontend', 'webpack', 'browser-sync', 'library', 'global-settings', 'writing-styles', 'fonts', 'dynamic-import'])),
		...category('Blocks', [
			...pick(['blocks-intro', 'blocks', 'blocks-important', 'blocks-faq', 'blocks-registration']),
			...category('Structure and manifests', pick(['blocks-structure', 'block-structure', 'blocks-global-manifest', 'block-manifest', 'blocks-attributes'])),
			...category('Components', pick(['blocks-component-structure', 'blocks-component-manifest', 'blocks-component-in-block', 'blocks-wrapper'])),
			...category('Editor features', pick(['blocks-variations', 'blocks-patterns', 'blocks-transforms', 'blocks-hooks', 'blocks-styles', 'blocks-reusable', 'blocks-special-use-cases', 'blocks-storybook'])),
		]),
		...category('Helpers', pick(['helpers', 'helpers-php', 'helpers-javascript', 'helpers-scss'])),
	];
}

/** Pages of the Basics section per archived version, as the published URLs of each version list them. */
const allBasics = [
	'architecture-concepts', 'autowiring', 'backend', 'basics-intro', 'block-manifest', 'block-structure', 'blocks', 'blocks-attributes',
	'blocks-component-in-block', 'blocks-component-manifest', 'blocks-component-structure', 'blocks-faq', 'blocks-global-manifest', 'blocks-hooks',
	'blocks-important', 'blocks-patterns', 'blocks-registration', 'blocks-reusable', 'blocks-special-use-cases', 'blocks-storybook', 'blocks-structure',
	'blocks-styles', 'blocks-transforms', 'blocks-variations', 'blocks-wrapper', 'browser-sync', 'dynamic-import', 'example-class', 'extending-classes',
	'fonts', 'frontend', 'global-settings', 'helpers', 'helpers-javascript', 'helpers-php', 'helpers-scss', 'library', 'manifest', 'namespaces', 'rest',
	'rest-field', 'rest-route', 'tips-tricks', 'webpack', 'wp-cli', 'writing-styles',
];
const onlyV5 = new Set(['blocks-intro', 'the-structure']);
const notInV5 = new Set(['architecture-concepts', 'blocks-faq', 'tips-tricks']);

export const basicsOf = {
	v5: new Set([...allBasics.filter((id) => !notInV5.has(id)), ...onlyV5]),
	v6: new Set(allBasics),
	v7: new Set(allBasics),
	v8: new Set(allBasics),
};

/** The sidebar of archived version `version` (v5 to v8): its Basics pages that are written. */
export function archivedBasicsSidebar(version: keyof typeof basicsOf): SidebarConfig {
	return legacyBasicsSidebar((docId) => basicsOf[version].has(docId.replace(/^basics\//, '')) && written(version, docId));
}
