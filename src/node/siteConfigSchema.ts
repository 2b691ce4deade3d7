/**
 * Schema of site.config.ts. Build-time only: it pulls in zod, which must never reach the
 * browser bundle. Every option has a doc comment; an unknown key fails the build.
 */
import { z } from 'zod';

const iconNames = ['twitter', 'clutch', 'dribbble', 'facebook', 'instagram', 'linkedin', 'github'] as const;

/** A plain link in the navbar: an internal path or an external URL. */
const navbarLinkItem = z
	.object({
		type: z.literal('link'),
		label: z.string().min(1),
		/** Internal path (starts with /) or absolute URL. */
		to: z.string().min(1),
		/** Paths that also mark this item active, e.g. '/showcase-infinum'. */
		activeBasePaths: z.array(z.string()).optional(),
		position: z.enum(['left', 'right']).optional(),
	})
	.strict();

/** A link to a doc of one docs instance, checked at build time. */
const navbarDocItem = z
	.object({
		type: z.literal('doc'),
		label: z.string().min(1),
		/** Docs instance id: docs, forms or components. */
		instance: z.string().min(1),
		/** Doc id inside the instance's current version, e.g. 'welcome'. */
		docId: z.string().min(1),
		position: z.enum(['left', 'right']).optional(),
	})
	.strict();

const navbarItem = z.discriminatedUnion('type', [navbarLinkItem, navbarDocItem]);

const docsVersion = z
	.object({
		/** Stable key, e.g. 'current' or 'v8'. */
		name: z.string().regex(/^[a-z0-9-]+$/),
		/** Label shown in the version switcher, e.g. 'Next'. */
		label: z.string().min(1),
		/** URL path of the version root without leading or trailing slash, e.g. 'docs' or 'docs/legacy/v8'. */
		path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/),
		/** Doc id of the version's landing page. */
		mainDocId: z.string().min(1),
		/** Sidebar file name in content/sidebars, without extension. */
		sidebar: z.string().min(1),
	})
	.strict();

const docsInstance = z
	.object({
		/** Instance id; the content folder content/<id> and the search section use it. */
		id: z.string().regex(/^[a-z0-9-]+$/),
		/** Human name, e.g. 'DevKit'. */
		label: z.string().min(1),
		/** Versions, newest (the one labelled Next) first. */
		versions: z.array(docsVersion).min(1),
	})
	.strict();

export const siteConfigSchema = z
	.object({
		title: z.string().min(1),
		tagline: z.string().min(1),
		/** Production origin, no trailing slash; used for canonical URLs and the sitemap. */
		url: z.string().url().refine((u) => !u.endsWith('/'), 'url must not end with a slash'),
		/**
		 * Where a page's source file can be edited: the repository's edit URL up to the file path
		 * (`https://github.com/org/repo/edit/main/`), to which `content/docs/x.mdx` is appended. Omit
		 * to show no "Edit this page" link.
		 */
		editUrl: z.string().url().refine((u) => u.endsWith('/'), 'editUrl must end with a slash (the file path is appended)').optional(),
		/** Path prefix the site is served under ('' for the domain root). */
		pathPrefix: z.string().regex(/^(\/[a-z0-9-]+)*$/),
		/** Delimiter between page title and site title in <title>. */
		titleDelimiter: z.string().min(1),
		locale: z
			.object({
				/** htmlLang of the single locale. */
				htmlLang: z.string().min(2),
				label: z.string().min(1),
				direction: z.enum(['ltr', 'rtl']),
				calendar: z.string().min(1),
				path: z.string(),
			})
			.strict(),
		/** Framework and site versions shown in meta tags. */
		versions: z.object({ framework: z.string(), site: z.string() }).strict(),
		navbar: z
			.object({
				/** Hide the navbar on scroll down, show it on scroll up. */
				hideOnScroll: z.boolean(),
				logo: z.object({ alt: z.string().min(1), href: z.string().min(1) }).strict(),
				items: z.array(navbarItem).min(1),
			})
			.strict(),
		footer: z
			.object({
				copyright: z.string().min(1),
				social: z.array(z.object({ label: z.string().min(1), href: z.string().url(), icon: z.enum(iconNames) }).strict()),
				agency: z.object({ label: z.string().min(1), href: z.string().url() }).strict(),
				links: z.array(
					z
						.object({
							title: z.string().min(1),
							items: z.array(z.object({ label: z.string().min(1), to: z.string().min(1) }).strict()),
						})
						.strict(),
				),
			})
			.strict(),
		docs: z.array(docsInstance).min(1),
		blog: z
			.object({
				/** Posts on each /blog list page and tag page. */
				postsPerPage: z.number().int().positive(),
			})
			.strict(),
		/** Sitemap entry defaults. */
		sitemap: z.object({ changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']), priority: z.number().min(0).max(1) }).strict(),
		analytics: z
			.object({
				/** gtag measurement ids; empty means no analytics script at all. */
				gtagTrackingIds: z.array(z.string().min(1)),
				anonymizeIp: z.boolean(),
			})
			.strict(),
		/** GitHub star button (buttons.github.io); off unless enabled. */
		githubStarButton: z.object({ enabled: z.boolean(), repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/) }).strict(),
		colorMode: z
			.object({
				defaultMode: z.enum(['light', 'dark']),
				disableSwitch: z.boolean(),
				respectPrefersColorScheme: z.boolean(),
			})
			.strict(),
		search: z
			.object({
				/** Hits shown per group (section) in the modal. */
				maxResultsPerGroup: z.number().int().positive(),
				/** When true, recent and favourite searches are not saved. */
				disableUserPersonalization: z.boolean(),
				/** "Let us know" link on the no-results screen; {query} is replaced. */
				missingResultsUrl: z.string().url(),
				/** Algolia credentials (search-only key); null means the local index. Set through ALGOLIA_* variables. */
				algolia: z.object({ appId: z.string().min(1), apiKey: z.string().min(1), indexName: z.string().min(1) }).strict().nullable(),
			})
			.strict(),
		/** Code colour themes: "eightshift" or any prism-react-renderer theme name. */
		prism: z.object({ theme: z.string().min(1), darkTheme: z.string().min(1) }).strict(),
		announcementBar: z
			.object({
				id: z.string().min(1),
				content: z.string().min(1),
				backgroundColor: z.string().min(1),
				textColor: z.string().min(1),
				isCloseable: z.boolean(),
			})
			.strict()
			.nullable(),
	})
	.strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type NavbarItem = z.infer<typeof navbarItem>;
export type DocsInstanceConfig = z.infer<typeof docsInstance>;
export type DocsVersionConfig = z.infer<typeof docsVersion>;
export type FooterIconName = (typeof iconNames)[number];

/** Throws an error that names site.config.ts and every bad key. */
export function validateSiteConfig(config: unknown): SiteConfig {
	const result = siteConfigSchema.safeParse(config);
	if (!result.success) {
		const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
		throw new Error(`site.config.ts is invalid:\n${lines.join('\n')}`);
	}
	const ids = new Set<string>();
	for (const instance of result.data.docs) {
		if (ids.has(instance.id)) {
			throw new Error(`site.config.ts is invalid:\n  - docs: instance id "${instance.id}" is used twice`);
		}
		ids.add(instance.id);
	}
	return result.data;
}
