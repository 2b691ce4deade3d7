/**
 * Local plugin: the Markdown twin of every document (`Mdx.markdown`, cached per document like
 * `Mdx.html`), written after the build at each page's route plus `.md`, with /llms.txt,
 * /llms-full.txt and the archived versions' index (plugins/markdown-twins/twinOutput.ts). `gatsby develop`
 * answers `/x.md` from the file on each request.
 *
 * Inputs and cache key: a twin depends on its document's text, the site's DocumentRenderer node
 * (created by gatsby-node.ts: renderer code, routes, docs instances) and the twin rules
 * (plugins/markdown-twins/markdownTwin.ts, demos, icons, site URL). Only a document whose key changed is
 * converted again; the files are written only when their bytes change.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { markdownTwin, twinDigest, twinPage, type TwinSourceNode } from './markdownTwin';
import { createRemarkPlugins } from '../../src/node/mdx/remarkPlugins';
import { describeSource } from '../../src/node/sharedDocs';
import type { SidebarItem } from '../../src/node/sidebars';
import { writeTwinOutput, type TwinNode } from './twinOutput';

type SourceNode = TwinSourceNode & { internal: { contentFilePath: string } };
interface ResolverContext {
	nodeModel: { findOne: (q: { type: string; query: object }) => Promise<{ digest: string } | null> };
}

const site = loadSiteConfig();
let root = process.cwd();
let twinRules: string | undefined;
let remarkPlugins: ReturnType<typeof createRemarkPlugins> | undefined;

/** What twins depend on besides the renderer digest and their text; read once per process. */
const twinRulesDigest = (pathPrefix: string) => (twinRules ??= twinDigest(root, `${site.url}${pathPrefix}`));

/** The Markdown twin of an Mdx node (its file read as `raw`): the renderer's remark chain with fenced code left as Markdown. */
function twinOf(node: SourceNode, raw: string, pathPrefix: string): string {
	remarkPlugins ??= createRemarkPlugins({ contentDir: path.join(root, 'content'), instances: site.docs }, { highlightCode: false });
	const absolutePath = node.internal.contentFilePath;
	return markdownTwin({
		absolutePath,
		raw,
		displayPath: describeSource(root, absolutePath),
		remarkPlugins,
		root,
		siteUrl: `${site.url}${pathPrefix}`,
		page: twinPage(site.docs, node),
	});
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ store }) => {
	root = (store.getState() as { program: { directory: string } }).program.directory;
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, cache, pathPrefix }) => {
	createResolvers({
		Mdx: {
			markdown: {
				type: 'String!',
				description: 'The Markdown twin of the page (published at its route plus .md), cached like html.',
				resolve: async (source: SourceNode, _args: unknown, context: ResolverContext) => {
					const renderer = await context.nodeModel.findOne({ type: 'DocumentRenderer', query: {} });
					const raw = fs.readFileSync(source.internal.contentFilePath, 'utf8');
					const key = `document-markdown-${createHash('sha1').update(renderer?.digest ?? '').update(twinRulesDigest(pathPrefix)).update(raw).digest('hex')}`;
					const cached = (await cache.get(key)) as string | undefined;
					if (typeof cached === 'string') return cached;
					const markdown = twinOf(source, raw, pathPrefix);
					await cache.set(key, markdown);
					return markdown;
				},
			},
		},
	});
};

/** The part of Express (Gatsby's dev server) the twin route uses. */
interface DevResponse {
	type: (value: string) => DevResponse;
	status: (code: number) => DevResponse;
	send: (body: string) => void;
}
interface DevApp {
	get: (path: RegExp, handler: (request: { path: string }, response: DevResponse, next: () => void) => void) => void;
	_router?: { stack?: { name?: string }[] };
}

/**
 * `gatsby develop` answers `/x.md` with the twin of page `/x`, made from the file on each request,
 * so an author can preview it. The route goes before Gatsby's handler for public/, which would
 * otherwise serve a twin left there by the last build.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getNodesByType }) => {
	const dev = app as unknown as DevApp;
	dev.get(/\.md$/, (request, response, next) => {
		const route = decodeURIComponent(request.path).replace(/\.md$/, '');
		const node = (getNodesByType('Mdx') as unknown as SourceNode[]).find((n) => n.fields?.path === route);
		if (!node) return next();
		try {
			response.type('text/markdown; charset=utf-8').send(twinOf(node, fs.readFileSync(node.internal.contentFilePath, 'utf8'), ''));
		} catch (error) {
			response.status(500).type('text/plain; charset=utf-8').send((error as Error).message);
		}
	});
	const stack = dev._router?.stack;
	const init = stack?.findIndex((layer) => layer.name === 'expressInit') ?? -1;
	if (stack && init !== -1) stack.splice(init + 1, 0, stack.pop() as { name?: string });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, pathPrefix }) => {
	const started = Date.now();
	const result = await graphql<{ allMdx: { nodes: TwinNode[] }; allDocSidebar: { nodes: { instance: string; version: string; items: SidebarItem[] }[] } }>(`
		query MarkdownTwins {
			allMdx {
				nodes {
					markdown
					frontmatter { title description }
					fields { kind path instance version date(formatString: "YYYY-MM-DD") }
				}
			}
			allDocSidebar { nodes { instance version items } }
		}
	`);
	if (result.errors || !result.data) {
		reporter.panicOnBuild('Could not query the Markdown twins', result.errors);
		return;
	}
	try {
		const report = writeTwinOutput({ publicDir: path.join(root, 'public'), site, siteUrl: `${site.url}${pathPrefix}`, nodes: result.data.allMdx.nodes, sidebars: result.data.allDocSidebar.nodes });
		const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
		const llms = Object.entries(report.llms).map(([file, bytes]) => `${file} ${kb(bytes)}`).join(', ');
		reporter.info(`Markdown twins: ${report.twins} files, ${kb(report.twinBytes)}; ${llms}; ${((Date.now() - started) / 1000).toFixed(1)} s`);
	} catch (error) {
		reporter.panicOnBuild((error as Error).message);
	}
};
