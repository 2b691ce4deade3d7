/**
 * /llms.txt, /llms-full.txt and the archive's own /docs/legacy/llms.txt (the llms.txt convention,
 * https://llmstxt.org): an index an AI assistant or a crawler reads to find the site's pages as
 * Markdown. The index lists every current page once, by section in sidebar order (a page no sidebar
 * lists follows the listed ones), the blog newest first, each line linking the page's Markdown
 * twin; the full file is those twins in the same order. Archived docs versions get their own index.
 */
import { markdownTwinPath } from '../../src/lib/paths';
import { siteHref } from './markdownTwin';
import type { SidebarItem } from '../../src/node/sidebars';
import type { DocsInstanceConfig } from '../../src/node/siteConfigSchema';

/** Where the archived versions' index is written (and linked from /llms.txt). */
export const ARCHIVED_LLMS_PATH = '/docs/legacy/llms.txt';
export const LLMS_PATH = '/llms.txt';
export const LLMS_FULL_PATH = '/llms-full.txt';

/** What the index says about the site under its title. */
export const SITE_SUMMARY =
	'Eightshift is the open-source WordPress development kit Infinum builds client sites with: eightshift-libs (the PHP library behind the boilerplate theme and plugin, with WP-CLI generators and autowired services), frontend libraries for Gutenberg blocks, Eightshift Forms (a form builder with CRM and marketing integrations), and @eightshift/ui-components (React controls for block editor interfaces).';

export interface LlmsPage {
	route: string;
	title: string;
	description: string;
	/** The page's Markdown twin, for llms-full.txt. */
	markdown?: string;
}

export interface DocEntry extends LlmsPage {
	instance: string;
	version: string;
}

export interface PostEntry extends LlmsPage {
	/** YYYY-MM-DD */
	date: string;
}

export interface SidebarEntry {
	instance: string;
	version: string;
	items: SidebarItem[];
}

export interface LlmsSection {
	title: string;
	pages: LlmsPage[];
}

/** Routes in the order a sidebar shows them: a category's own page first, then its items. */
export function sidebarRoutes(items: SidebarItem[]): string[] {
	const out: string[] = [];
	const walk = (list: SidebarItem[]) =>
		list.forEach((item) => {
			if (item.type === 'doc') out.push(item.href);
			if (item.type === 'category') {
				if (item.docId && item.href) out.push(item.href);
				walk(item.items);
			}
		});
	walk(items);
	return out;
}

/** `pages` in sidebar order, each once; pages the sidebar does not list follow, by route. */
export function inSidebarOrder<T extends LlmsPage>(pages: T[], items: SidebarItem[]): T[] {
	const byRoute = new Map(pages.map((page) => [page.route, page]));
	const ordered: T[] = [];
	const seen = new Set<string>();
	for (const route of sidebarRoutes(items)) {
		const page = byRoute.get(route);
		if (page && !seen.has(route)) {
			ordered.push(page);
			seen.add(route);
		}
	}
	const rest = pages.filter((page) => !seen.has(page.route)).sort((a, b) => a.route.localeCompare(b.route));
	return [...ordered, ...rest];
}

/**
 * The sections of the index: each docs instance's current version (DevKit, Forms, Components, in
 * site config order), then the blog newest first; and one section per archived version.
 */
export function llmsSections(instances: DocsInstanceConfig[], docs: DocEntry[], sidebars: SidebarEntry[], posts: PostEntry[]): { current: LlmsSection[]; archived: LlmsSection[] } {
	const current: LlmsSection[] = [];
	const archived: LlmsSection[] = [];
	for (const instance of instances) {
		instance.versions.forEach((version, index) => {
			const pages = docs.filter((doc) => doc.instance === instance.id && doc.version === version.name);
			const sidebar = sidebars.find((s) => s.instance === instance.id && s.version === version.name)?.items ?? [];
			const section = { title: index === 0 ? instance.label : `${instance.label} ${version.label}`, pages: inSidebarOrder(pages, sidebar) };
			if (index === 0) current.push(section);
			else if (pages.length > 0) archived.push(section);
		});
	}
	const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
	current.push({ title: 'Blog', pages: newest });
	return { current, archived };
}

/** Link text and descriptions on one line, with Markdown's link brackets escaped. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const linkText = (value: string) => oneLine(value).replace(/([\\[\]])/g, '\\$1');

/** `- [Title](https://…/page.md): description` */
export function llmsLine(siteUrl: string, page: LlmsPage): string {
	const description = oneLine(page.description);
	return `- [${linkText(page.title)}](${siteHref(siteUrl, markdownTwinPath(page.route))})${description ? `: ${description}` : ''}`;
}

export interface LlmsSite {
	title: string;
	/** Origin and path prefix. */
	url: string;
}

/** /llms.txt: title, summary, one section per part of the site, and the optional extras. */
export function llmsIndex(site: LlmsSite, sections: LlmsSection[], archived: LlmsSection[]): string {
	const lines = [
		`# ${site.title}`,
		'',
		`> ${SITE_SUMMARY}`,
		'',
		'Every link below opens a page as Markdown: the page\'s URL on the site with `.md` added. Without `.md` the same URL is the HTML page. The descriptions are the pages\' own.',
	];
	for (const section of sections) {
		lines.push('', `## ${section.title}`, '', ...section.pages.map((page) => llmsLine(site.url, page)));
	}
	lines.push('', '## Optional', '', `- [Every page above in one file](${siteHref(site.url, LLMS_FULL_PATH)}): the Markdown of all the pages listed here, in the same order.`);
	if (archived.length > 0) {
		lines.push(`- [Archived docs versions](${siteHref(site.url, ARCHIVED_LLMS_PATH)}): ${archived.map((s) => s.title).join(', ')}; unmaintained, for projects still built on those releases.`);
	}
	return `${lines.join('\n')}\n`;
}

/** The line between two pages in llms-full.txt. */
export const PAGE_SEPARATOR = '='.repeat(80);

/** /llms-full.txt: every page of the sections as its Markdown twin, in order, separated by a line of `=`. */
export function llmsFull(site: LlmsSite, sections: LlmsSection[]): string {
	const head = [
		`# ${site.title}: every current page`,
		'',
		`> ${SITE_SUMMARY}`,
		'',
		`The pages follow in the order of ${siteHref(site.url, LLMS_PATH)}: ${sections.map((s) => s.title).join(', ')}; docs in sidebar order, the blog newest first. Each page starts after a line of ${PAGE_SEPARATOR.length} "=" characters, with front matter that gives its title, description and URL.`,
	].join('\n');
	const pages = sections.flatMap((section) =>
		section.pages.map((page) => {
			if (page.markdown === undefined) throw new Error(`llms-full.txt: no Markdown twin for ${page.route}`);
			return page.markdown.trim();
		}),
	);
	return `${[head, ...pages].join(`\n\n${PAGE_SEPARATOR}\n\n`)}\n`;
}

/** /docs/legacy/llms.txt: the archived versions, one section each, newest first. */
export function archivedLlmsIndex(site: LlmsSite, sections: LlmsSection[]): string {
	const lines = [
		`# ${site.title}: archived DevKit versions`,
		'',
		`> The DevKit docs of older boilerplate releases (${sections.map((s) => s.title.replace(/^\S+ /, '')).join(', ')}), kept for projects still built on them. They are no longer maintained; the current docs are listed in ${siteHref(site.url, LLMS_PATH)}.`,
		'',
		'Every link below opens a page as Markdown: the page\'s URL on the site with `.md` added.',
	];
	for (const section of sections) {
		lines.push('', `## ${section.title}`, '', ...section.pages.map((page) => llmsLine(site.url, page)));
	}
	return `${lines.join('\n')}\n`;
}
