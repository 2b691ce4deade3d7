import type { SidebarConfig } from '../../src/build/sidebars';

const docs: SidebarConfig = [
	'welcome',
	{
		type: 'category',
		label: 'Getting started',
		collapsed: false,
		items: ['requirements', 'theme', 'plugin', 'versions', 'crash-course/intro', 'tutorials/intro'],
	},
	{
		type: 'category',
		label: 'Libraries',
		items: ['eightshift-libs', 'eightshift-frontend-libs'],
	},
	{
		type: 'category',
		label: 'Tailwind',
		link: 'tailwind/intro',
		items: ['tailwind/getting-started', 'tailwind/manifest', 'tailwind/helpers'],
	},
	{
		type: 'category',
		label: 'Additional libraries',
		items: [
			'additional-libraries/libs',
			'additional-libraries/frontend-libs',
			'additional-libraries/boilerplate',
			'additional-libraries/boilerplate-plugin',
			'additional-libraries/forms',
			'additional-libraries/coding-standards',
			'additional-libraries/stubs',
			'additional-libraries/storybook',
			'additional-libraries/docs',
		],
	},
	{
		type: 'category',
		label: 'Migrations',
		items: ['migrations/12-13', 'migrations/11-12', 'migrations/10-11', 'migrations/9-10', 'migrations/8-9', 'migrations/7-8', 'migrations/6-7', 'migrations/5-6'],
	},
];

export default docs;
