import type { SidebarConfig } from '../../src/build/sidebars';

const docs: SidebarConfig = [
	'welcome',
	{
		type: 'category',
		label: 'Getting started',
		collapsed: false,
		items: ['requirements', 'theme', 'plugin', 'versions'],
	},
	{
		type: 'category',
		label: 'Libraries',
		items: ['eightshift-libs', 'eightshift-frontend-libs'],
	},
];

export default docs;
