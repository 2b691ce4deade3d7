/**
 * The one place for site-wide facts: titles, navbar, footer, docs instances, blog, analytics.
 * Plain data with a type-only import, so it can be bundled for the browser without zod.
 * gatsby-config.ts validates it (src/node/siteConfigSchema.ts) and fails the build on a bad key.
 */
import type { SiteConfig } from './src/node/siteConfigSchema';

const siteConfig = {
	title: 'Eightshift Development Kit',
	tagline: 'Open-source tools for building modern WordPress themes, blocks and forms',
	url: 'https://eightshift.com',
	// "Edit this page" opens the page's file in the docs repository.
	editUrl: 'https://github.com/infinum/eightshift-docs/edit/main/',
	pathPrefix: '',
	titleDelimiter: '|',
	locale: { htmlLang: 'en', label: 'English', direction: 'ltr', calendar: 'gregory', path: 'en' },
	versions: { framework: '3.4.0', site: '9.1.1' },
	navbar: {
		hideOnScroll: false,
		logo: { alt: 'Eightshift', href: '/' },
		items: [
			{ type: 'doc', label: 'docs', instance: 'docs', docId: 'welcome' },
			{ type: 'link', label: 'Academy', to: '/showcase', activeBasePaths: ['/showcase-infinum'] },
			{ type: 'doc', label: 'forms', instance: 'forms', docId: 'welcome' },
			{ type: 'doc', label: 'components', instance: 'components', docId: 'welcome' },
			{ type: 'link', label: 'blog', to: '/blog' },
		],
	},
	footer: {
		copyright: `Copyright © ${new Date().getFullYear()} Infinum. Eightshift is open source under the MIT licence.`,
		social: [
			{ label: 'Infinum on Twitter', href: 'https://twitter.com/infinum', icon: 'twitter' },
			{ label: 'Infinum on Clutch', href: 'https://clutch.co/profile/infinum', icon: 'clutch' },
			{ label: 'Infinum on Dribbble', href: 'https://dribbble.com/infinum', icon: 'dribbble' },
			{ label: 'Infinum on Facebook', href: 'https://www.facebook.com/infinumcom', icon: 'facebook' },
			{ label: 'Infinum on Instagram', href: 'https://www.instagram.com/infinumcom/', icon: 'instagram' },
			{ label: 'Infinum on LinkedIn', href: 'https://www.linkedin.com/company/infinum', icon: 'linkedin' },
		],
		agency: { label: 'Made by Infinum', href: 'https://infinum.com' },
		links: [
			{
				title: 'Docs',
				items: [
					{ label: 'Getting started', to: '/docs/welcome' },
					{ label: 'Forms', to: '/forms/welcome' },
					{ label: 'UI components', to: '/components/welcome' },
				],
			},
			{
				title: 'Code',
				items: [
					{ label: 'eightshift-libs', to: 'https://github.com/infinum/eightshift-libs' },
					{ label: 'eightshift-boilerplate', to: 'https://github.com/infinum/eightshift-boilerplate' },
					{ label: 'eightshift-forms', to: 'https://github.com/infinum/eightshift-forms' },
				],
			},
		],
	},
	docs: [
		{
			id: 'docs',
			label: 'DevKit',
			versions: [
				{ name: 'current', label: 'Next', path: 'docs', mainDocId: 'welcome', sidebar: 'docs' },
				// Archived docs, numbered after the boilerplate theme's major version.
				{ name: 'v8', label: '8.x', path: 'docs/legacy/v8', mainDocId: 'versions', sidebar: 'docs-v8' },
				{ name: 'v7', label: '7.x', path: 'docs/legacy/v7', mainDocId: 'versions', sidebar: 'docs-v7' },
				{ name: 'v6', label: '6.x', path: 'docs/legacy/v6', mainDocId: 'versions', sidebar: 'docs-v6' },
				{ name: 'v5', label: '5.x', path: 'docs/legacy/v5', mainDocId: 'versions', sidebar: 'docs-v5' },
				{ name: 'v4', label: '4.x', path: 'docs/legacy/v4', mainDocId: 'versions', sidebar: 'docs-v4' },
			],
		},
		{
			id: 'forms',
			label: 'Forms',
			versions: [{ name: 'current', label: 'Next', path: 'forms', mainDocId: 'welcome', sidebar: 'forms' }],
		},
		{
			id: 'components',
			label: 'Components',
			versions: [{ name: 'current', label: 'Next', path: 'components', mainDocId: 'welcome', sidebar: 'components' }],
		},
	],
	blog: { postsPerPage: 9 },
	sitemap: { changefreq: 'weekly', priority: 0.5 },
	analytics: { gtagTrackingIds: [], anonymizeIp: true },
	githubStarButton: { enabled: false, repo: 'infinum/eightshift-boilerplate' },
	colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
	search: {
		maxResultsPerGroup: 5,
		disableUserPersonalization: false,
		missingResultsUrl: 'https://github.com/infinum/eightshift-docs/issues/new?title=Search%3A%20no%20results%20for%20%22{query}%22',
		algolia: null,
	},
	prism: { theme: 'eightshift', darkTheme: 'eightshiftDark' },
	announcementBar: {
		id: 'forms-10',
		content: 'Eightshift Forms 10 needs PHP 8.4, and its blocks target WordPress 6.9+ (Block API v3). <a href="/forms/welcome#install">Check the requirements</a> before you upgrade.',
		backgroundColor: '#1b1c1f',
		textColor: '#ffffff',
		isCloseable: true,
	},
} satisfies SiteConfig;

export default siteConfig;
