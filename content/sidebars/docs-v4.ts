import type { SidebarConfig, SidebarItemConfig } from '../../src/node/sidebars';
import { written } from './legacy-basics';

const guides = (ids: string[]) => ids.map((id) => `guides/${id}`).filter((id) => written('v4', id));
const advanced = (ids: string[]) => ids.map((id) => `advanced/${id}`).filter((id) => written('v4', id));
/** Drops categories with nothing written yet. */
function prune(items: SidebarItemConfig[]): SidebarItemConfig[] {
	const kept: SidebarItemConfig[] = [];
	for (const item of items) {
		if (typeof item === 'object' && item.type === 'category') {
			const children = prune(item.items);
			if (children.length > 0) kept.push({ ...item, items: children });
		} else {
			kept.push(item);
		}
	}
	return kept;
}

/** Archived docs for boilerplate 4.x: task guides, then the reference-style advanced pages. */
const docsV4: SidebarConfig = prune([
	'versions',
	{
		type: 'category',
		label: 'Guides',
		items: [
			{ type: 'category', label: 'Theme setup', items: guides(['config', 'manifest', 'di-container', 'extending-classes', 'enqueue', 'i18n', 'login', 'media', 'menu']) },
			{ type: 'category', label: 'Content types', items: guides(['post-type', 'taxonomy', 'columns-post-type', 'columns-taxonomy', 'columns-user']) },
			{ type: 'category', label: 'REST API', items: guides(['rest-intro', 'rest-route-example', 'rest-field-example']) },
			{ type: 'category', label: 'Fonts', items: guides(['fonts-custom', 'fonts-icon']) },
			{
				type: 'category',
				label: 'Blocks',
				items: guides([
					'blocks-structure',
					'blocks-structure-manifest',
					'blocks-structure-block-item',
					'blocks-structure-component',
					'blocks-registration',
					'blocks-block-from-components',
					'blocks-render-block-view-helper',
					'blocks-get-actions-helper',
					'blocks-filter-block-attributes-override',
				]),
			},
		],
	},
	{
		type: 'category',
		label: 'Advanced',
		items: [
			...advanced(['webpack', 'browsersync', 'docs-sass']),
			{ type: 'category', label: 'Block components', items: advanced(['components-color-palette', 'components-heading-level']) },
			{ type: 'category', label: 'PHP helpers', items: advanced(['helpers-aliases-helpers', 'helpers-components-helpers', 'helpers-error-logger-helpers', 'helpers-object-helpers', 'helpers-shortcode-helpers']) },
		],
	},
]);

export default docsV4;
