/**
 * Writes what the build publishes for AI assistants and other Markdown readers: each doc page's and
 * blog post's twin at its route plus `.md`, /llms.txt, /llms-full.txt and the archived versions'
 * index. gatsby-node gathers the data (the Mdx nodes with their `markdown`, the resolved sidebars)
 * and calls this once after the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { markdownTwinPath } from '../../src/lib/paths';
import { ARCHIVED_LLMS_PATH, archivedLlmsIndex, llmsFull, llmsIndex, llmsSections, LLMS_FULL_PATH, LLMS_PATH, type DocEntry, type PostEntry, type SidebarEntry } from './llmsTxt';
import type { DocsInstanceConfig } from '../../src/node/siteConfigSchema';

export interface TwinNode {
	markdown: string;
	frontmatter: { title: string; description: string | null };
	fields: { kind: string; path: string; instance: string; version: string; date: string | null };
}

export interface TwinOutputInput {
	publicDir: string;
	site: { title: string; docs: DocsInstanceConfig[] };
	/** Origin and path prefix the links point to. */
	siteUrl: string;
	nodes: TwinNode[];
	sidebars: SidebarEntry[];
}

export interface TwinOutputReport {
	twins: number;
	twinBytes: number;
	/** Bytes of each llms file, by its path. */
	llms: Record<string, number>;
}

function write(publicDir: string, route: string, text: string): number {
	const file = path.join(publicDir, ...route.split('/').filter(Boolean));
	fs.mkdirSync(path.dirname(file), { recursive: true });
	fs.writeFileSync(file, text);
	return Buffer.byteLength(text);
}

export function writeTwinOutput({ publicDir, site, siteUrl, nodes, sidebars }: TwinOutputInput): TwinOutputReport {
	let twinBytes = 0;
	for (const node of nodes) twinBytes += write(publicDir, markdownTwinPath(node.fields.path), node.markdown);
	const page = (node: TwinNode) => ({ route: node.fields.path, title: node.frontmatter.title, description: node.frontmatter.description ?? '', markdown: node.markdown });
	const docs: DocEntry[] = nodes.filter((n) => n.fields.kind === 'doc').map((n) => ({ ...page(n), instance: n.fields.instance, version: n.fields.version }));
	const posts: PostEntry[] = nodes.filter((n) => n.fields.kind === 'post').map((n) => ({ ...page(n), date: n.fields.date ?? '' }));
	const { current, archived } = llmsSections(site.docs, docs, sidebars, posts);
	const llmsSite = { title: site.title, url: siteUrl };
	const llms: Record<string, number> = {
		[LLMS_PATH]: write(publicDir, LLMS_PATH, llmsIndex(llmsSite, current, archived)),
		[LLMS_FULL_PATH]: write(publicDir, LLMS_FULL_PATH, llmsFull(llmsSite, current)),
	};
	if (archived.length > 0) llms[ARCHIVED_LLMS_PATH] = write(publicDir, ARCHIVED_LLMS_PATH, archivedLlmsIndex(llmsSite, archived));
	return { twins: nodes.length, twinBytes, llms };
}
