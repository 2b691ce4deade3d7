/** The Eightshift open-source projects, with the icon each is drawn with. */
import type { ProjectIconName } from '../icons/projectIcons';

export interface OpenSourceProject {
	name: string;
	description: string;
	url: string;
	icon: ProjectIconName;
	/** Background of the card artwork. */
	color: string;
}

export const openSourceProjects: OpenSourceProject[] = [
	{ name: 'Boilerplate theme', description: 'The starting point for a block theme: services, blocks and a Tailwind build, ready to rename.', url: 'https://github.com/infinum/eightshift-boilerplate', icon: 'boilerplateTheme', color: '#b3121f' },
	{ name: 'Boilerplate plugin', description: 'The same architecture for plugins, with activation hooks and their own assets.', url: 'https://github.com/infinum/eightshift-boilerplate-plugin', icon: 'boilerplatePlugin', color: '#8c0e18' },
	{ name: 'eightshift-libs', description: 'The PHP library: autowired services, WP-CLI generators, block rendering and helpers.', url: 'https://github.com/infinum/eightshift-libs', icon: 'libs', color: '#1b1c1f' },
	{ name: 'Frontend libs', description: 'Block registration, webpack configuration and editor helpers, in SCSS and Tailwind flavours.', url: 'https://github.com/infinum/eightshift-frontend-libs-tailwind', icon: 'frontendLibs', color: '#2d4bd8' },
	{ name: 'Eightshift Forms', description: 'A form builder made of blocks that sends data to CRMs, mailers and applicant trackers.', url: 'https://github.com/infinum/eightshift-forms', icon: 'forms', color: '#0b7a4b' },
	{ name: 'UI components', description: 'React components for block options and admin screens, built on React Aria.', url: 'https://github.com/infinum/eightshift-ui-components', icon: 'inspector', color: '#6b3fd4' },
	{ name: 'Docs', description: 'Sources of the published Eightshift documentation and its Playground files.', url: 'https://github.com/infinum/eightshift-docs', icon: 'docs', color: '#0069b4' },
	{ name: 'Coding standards', description: 'PHP_CodeSniffer rules the kit itself is checked against.', url: 'https://github.com/infinum/eightshift-coding-standards', icon: 'codingStandards', color: '#57606a' },
];
