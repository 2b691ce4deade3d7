/**
 * Gatsby wiring only: each hook hands its inputs to a pure function in src/node and turns
 * thrown errors into build failures that name the file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import yaml from 'js-yaml';
import { sidebars } from './content/sidebars';
import { parseAuthors } from './src/node/blog';
import { markdownFiles } from './src/node/sources/contentFiles';
import { frontMatterYamlError } from './src/node/frontMatter';
import { clientConfig, type ClientSiteConfig } from './src/node/environment';
import { loadSiteConfig } from './src/node/loadSiteConfig';
import { cssModuleClassName } from './src/node/webpack/cssModuleNames';
import { renderDocument, rendererDigest } from './src/node/mdx/renderDocument';
import { documentsByHook } from './src/node/mdx/remarkHookReference';
import { createRemarkPlugins } from './src/node/mdx/remarkPlugins';
import { computeMdxFields } from './src/node/nodes';
import { ContentCompilationHashPlugin, fallbackModuleFilename } from './src/node/webpack/reproducibleWebpack';
import { useEsbuild } from './src/node/webpack/webpackEsbuild';
import { planBlogPages, type BlogPostTemplateContext } from './src/node/pages/blog';
import { planDocPages, resolveNavbar, type DocRecord, type DocTemplateContext } from './src/node/pages/docs';
import { cardSection } from './src/lib/socialCard';
import { docSectionLink } from './src/lib/docSection';
import { blogPostJsonLd, docPageJsonLd, jsonLdText, websiteJsonLd } from './src/lib/structuredData';
import { typeDefs } from './src/node/schema';
import { formatDay, gitDates, type GitDates } from './src/node/sources/gitDates';
import { describeSource, GENERATED_DIR, SHARED_DIR, sharedRoots, writeSharedDocs } from './src/node/sharedDocs';

const site = loadSiteConfig();
// The loader is plain CommonJS (webpack runs it as is); its list of demos that need every icon.
const { FULL_ICON_DEMOS } = require('./plugins/icons-subset-loader.js') as { FULL_ICON_DEMOS: string[] };
const contentDir = path.resolve(__dirname, 'content');
const generatedDir = path.resolve(__dirname, GENERATED_DIR);
const remarkPlugins = createRemarkPlugins({ contentDir, instances: site.docs });
const docTemplate = path.resolve(__dirname, 'src/templates/DocPage.tsx');
const blogTemplates = {
	list: path.resolve(__dirname, 'src/templates/BlogListPage.tsx'),
	tag: path.resolve(__dirname, 'src/templates/BlogTagPage.tsx'),
	post: path.resolve(__dirname, 'src/templates/BlogPostPage.tsx'),
	tags: path.resolve(__dirname, 'src/templates/BlogTagsPage.tsx'),
	archive: path.resolve(__dirname, 'src/templates/BlogArchivePage.tsx'),
};
let lastCommits: GitDates | undefined;
/** Last-commit dates of content/, read once per process (src/node/sources/gitDates.ts). */
function pageDates(reporter: { info: (message: string) => void }): GitDates {
	if (!lastCommits) {
		lastCommits = gitDates(__dirname);
		if (lastCommits.unavailable) reporter.info(`Last updated: no dates (${lastCommits.unavailable})`);
	}
	return lastCommits;
}
/** The page's "Last updated" and "Edit this page" facts from its source file (content/ relative). */
function sourceFacts(sourcePath: string, reporter: { info: (message: string) => void }) {
	const lastUpdated = pageDates(reporter).of(`content/${sourcePath}`) ?? undefined;
	return { lastUpdated, lastUpdatedLabel: lastUpdated ? formatDay(lastUpdated) : undefined, editUrl: site.editUrl ? `${site.editUrl}content/${sourcePath}` : undefined };
}
const authorsFile = path.join(contentDir, 'blog/authors.yml');
const authors = fs.existsSync(authorsFile) ? parseAuthors('content/blog/authors.yml', yaml.load(fs.readFileSync(authorsFile, 'utf8'))) : new Map();

interface WebpackRule {
	oneOf?: WebpackRule[];
	rules?: WebpackRule[];
	use?: unknown;
	test?: RegExp;
}

/** Gives every css-loader that handles CSS Modules the class names the Node renderer uses. */
function shareCssModuleNames(rule: WebpackRule | undefined) {
	if (!rule || typeof rule !== 'object') return;
	rule.oneOf?.forEach(shareCssModuleNames);
	rule.rules?.forEach(shareCssModuleNames);
	const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
	for (const use of uses as { loader?: string; options?: { modules?: object | boolean } }[]) {
		if (typeof use === 'object' && String(use.loader).includes('css-loader') && typeof use.options?.modules === 'object') {
			use.options.modules = {
				...use.options.modules,
				getLocalIdent: (context: { resourcePath: string }, _name: string, local: string) => cssModuleClassName(path.relative(__dirname, context.resourcePath), local),
			};
		}
	}
}

/**
 * Webpack adjustments. `import css from 'x.css?raw'` yields the file as a string: Gatsby merges
 * all CSS, lazy chunks included, into the global stylesheet, so the search modal injects
 * DocSearch's CSS itself when it opens (`?demo-css` does the same for the component demos, minus
 * their embedded fonts). CSS Module class names follow one rule shared with the
 * Node renderer, so documents rendered there match the stylesheet. CSS Modules are scoped,
 * so chunk order conflicts between them are noise, not bugs, in every stage.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, plugins }) => {
	const config = getConfig();
	if (stage === 'build-javascript') {
		// The webpack runtime, which every page loads first, maps each of ~200 chunk ids to its
		// file's hash and each named chunk to its name. Gatsby names the chunks that group modules
		// shared by several pages with a 40-digit hash of the pages' names, and content hashes
		// have 20 digits: neither compresses. Unnamed shared chunks and 10-digit hashes (40 bits,
		// plenty for a few hundred files) take 1.6 KB (gzip) off every page.
		const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
		if (shared && typeof shared === 'object') shared.name = false;
		config.output = { ...config.output, hashDigestLength: 10, devtoolFallbackModuleFilenameTemplate: fallbackModuleFilename(__dirname) };
		// The same scripts give the same compilation hash in any folder (src/node/webpack/reproducibleWebpack.ts).
		config.plugins.push(new ContentCompilationHashPlugin());
		// 2.2 KB of Partytown that production never runs (src/lib/partytownUnused.js).
		config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, '@builder.io/partytown/integration': path.resolve(__dirname, 'src/lib/partytownUnused.js') } };
	}
	if (stage === 'develop' && process.env.ES_LAZY_DEMOS !== '0') {
		// The live demos and the component library compile when a page first asks for them, not at
		// start: they are most of the development bundle, and an author editing docs rarely opens one.
		config.experiments = { ...config.experiments, lazyCompilation: { entries: false, imports: true, test: (module: { nameForCondition?: () => string | null }) => /[\\/](?:src[\\/]demos|node_modules[\\/]@eightshift[\\/]ui-components)[\\/]/.test(module.nameForCondition?.() ?? '') } };
	}
	// Dependencies, demos and data compile with esbuild (src/node/webpack/webpackEsbuild.ts); ES_COMPILER=babel puts them back on Babel, for comparisons.
	if (process.env.ES_COMPILER !== 'babel') useEsbuild(config.module.rules, { root: __dirname, develop: stage.startsWith('develop'), loader: path.join(__dirname, 'node_modules/esbuild-loader/dist/index.cjs') });
	for (const rule of config.module?.rules ?? []) {
		if (Array.isArray(rule?.oneOf) && rule.oneOf.some((r: { test?: RegExp }) => String(r?.test).includes('css'))) {
			rule.oneOf.unshift(
				{ resourceQuery: /raw/, type: 'asset/source' },
				{ resourceQuery: /demo-css/, type: 'asset/source', use: [path.resolve(__dirname, 'plugins/demo-css-loader.js')] },
			);
		}
		shareCssModuleNames(rule);
	}
	// Gatsby's "commons" chunk takes any module that as many chunks use as there are page
	// components, and every page loads it; the component library's modules qualify through the
	// demo chunks alone. Keep them out, so they stay in lazy chunks that only demo pages load.
	const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
	if (commons && typeof commons === 'object') {
		commons.test = (module: { nameForCondition?: () => string | null }) => !/[\\/]node_modules[\\/]@eightshift[\\/]ui-components[\\/]/.test(module.nameForCondition?.() ?? '');
	}
	// The library's 741 icons live in one object; ship only those the site shows
	// (plugins/icons-subset-loader.js). Demos that browse them all import the whole object.
	// Its bundled copy of React DOM becomes the site's own (plugins/ui-components-react-dom-loader.js).
	// Real path: webpack resolves symlinks, and node_modules may be one (bench and test copies).
	const iconsDir = fs.realpathSync(path.resolve(__dirname, 'node_modules/@eightshift/ui-components/dist/icons'));
	config.module.rules.push({ test: (file: string) => file === path.join(iconsDir, 'icons.js') || file === path.join(iconsDir, 'index.js'), use: [path.resolve(__dirname, 'plugins/icons-subset-loader.js')] });
	config.module.rules.push({ test: (file: string) => file.startsWith(`${path.dirname(iconsDir)}${path.sep}`) && file.endsWith('.js'), use: [path.resolve(__dirname, 'plugins/ui-components-react-dom-loader.js')] });
	const fullIconDemos = FULL_ICON_DEMOS.map((demo) => path.resolve(__dirname, 'src/demos', demo));
	config.plugins.push(
		plugins.normalModuleReplacement(/^@eightshift\/ui-components\/icons$/, (resolveData: { request: string; contextInfo?: { issuer?: string } }) => {
			if (fullIconDemos.includes(resolveData.contextInfo?.issuer ?? '')) resolveData.request = `${path.join(iconsDir, 'index.js')}?all-icons`;
		}),
	);
	// The library's stylesheet by file path: its package exports refuse a request with a query.
	config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, 'ui-components-stylesheet': path.resolve(__dirname, 'node_modules/@eightshift/ui-components/dist/assets/style.css') } };
	for (const plugin of config.plugins ?? []) {
		if (plugin?.constructor?.name === 'MiniCssExtractPlugin') {
			plugin.options.ignoreOrder = true;
			// Without it, CSS is extracted by child compilers that only run on a cold build, and
			// their hashes change webpack's compilation hash, which every page's HTML embeds: the
			// first rebuild after a clean one would rewrite all of them.
			plugin.options.experimentalUseImportModule = true;
		}
	}
	actions.replaceWebpackConfig(config);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
	actions.createTypes(typeDefs);
	actions.createTypes(/* GraphQL */ `
		"The validated site config the browser may see, and the navigation resolved from it."
		type SiteSettings implements Node @dontInfer {
			config: JSON!
			navigation: JSON!
			"The home page's WebSite JSON-LD, as the text of its script element."
			websiteJsonLd: String!
		}
	`);
};

/** Lines of front matter that decide a document's URL: links to a document resolve through them. */
function routeFrontMatter(): string {
	return markdownFiles(contentDir)
		.map((file) => {
			const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
			return `${path.relative(contentDir, file)}:${head.split('\n').filter((line) => /^(id|slug):/.test(line)).join('|')}`;
		})
		.join('\n');
}

/**
 * One node whose digest covers what a document's HTML depends on besides its own text: the
 * renderer's code, the docs instances, the path prefix, every document's route and which document
 * shows each Forms hook by name (a summary <HookReference> links there). Each html
 * resolver reads it, so Gatsby re-runs a page's query when it changes.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, pathPrefix }) => {
	const hookPages = [...documentsByHook(contentDir)].map(([name, file]) => `${name}:${path.relative(contentDir, file)}`);
	const digest = rendererDigest(__dirname, { pathPrefix, docs: site.docs, routes: routeFrontMatter(), hookPages });
	actions.createNode({ digest, id: createNodeId('DocumentRenderer'), internal: { type: 'DocumentRenderer', contentDigest: digest } });
};

/** `Mdx.html`: the document rendered once in Node, cached by its text and the renderer digest (`Mdx.markdown`, its twin, is plugins/markdown-twins'). */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, cache, pathPrefix }) => {
	createResolvers({
		Mdx: {
			html: {
				type: 'String!',
				description: 'The document as static HTML; islands inside it are marked with data-island.',
				resolve: async (
					source: { internal: { contentFilePath: string } },
					_args: unknown,
					context: { nodeModel: { findOne: (q: { type: string; query: object }) => Promise<{ digest: string } | null> } },
				) => {
					const renderer = await context.nodeModel.findOne({ type: 'DocumentRenderer', query: {} });
					const absolutePath = source.internal.contentFilePath;
					const raw = fs.readFileSync(absolutePath, 'utf8');
					const key = `document-html-${createHash('sha1').update(renderer?.digest ?? '').update(raw).digest('hex')}`;
					const cached = (await cache.get(key)) as string | undefined;
					if (typeof cached === 'string') return cached;
					const html = await renderDocument({ absolutePath, raw, remarkPlugins, pathPrefix, root: __dirname });
					await cache.set(key, html);
					return html;
				},
			},
		},
	});
};

/**
 * `gatsby develop`: an edited shared document is expanded again, and the filesystem source picks
 * up the generated files that changed. An error is reported and the last good pages stay.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ reporter }) => {
	let timer: NodeJS.Timeout | undefined;
	for (const root of sharedRoots(site.docs)) {
		const dir = path.join(contentDir, root, SHARED_DIR);
		if (!fs.existsSync(dir)) continue;
		fs.watch(dir, { recursive: true }, () => {
			clearTimeout(timer);
			timer = setTimeout(() => {
				try {
					writeSharedDocs(__dirname, site.docs);
				} catch (error) {
					reporter.error((error as Error).message);
				}
			}, 100);
		});
	}
};

/** Front matter YAML errors, named by file, before gatsby-plugin-mdx meets them without a name; then the shared pages. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
	const errors = markdownFiles(contentDir)
		.map((file) => frontMatterYamlError(path.relative(__dirname, file), fs.readFileSync(file, 'utf8'), (text) => yaml.load(text)))
		.filter((message): message is string => message !== null);
	if (errors.length > 0) reporter.panic(errors.join('\n'));
	// Shared archived pages become one document per version under generated/, before sourcing.
	try {
		writeSharedDocs(__dirname, site.docs);
	} catch (error) {
		reporter.panic((error as Error).message);
	}
};

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, actions, reporter }) => {
	if (node.internal.type !== 'Mdx') {
		return;
	}
	const absolutePath = (node.internal as { contentFilePath?: string }).contentFilePath ?? '';
	const isGenerated = absolutePath.startsWith(`${generatedDir}${path.sep}`);
	const generated = isGenerated ? { dir: generatedDir, sourcePath: describeSource(__dirname, absolutePath).replace(/^content\//, '') } : undefined;
	try {
		const { fields, warnings } = computeMdxFields(
			{ absolutePath, contentDir, frontmatter: node.frontmatter, body: String(node.body ?? ''), rawSource: fs.readFileSync(absolutePath, 'utf8'), generated },
			{ instances: site.docs, remarkPlugins, authors },
		);
		warnings.forEach((w) => reporter.warn(w));
		for (const [name, value] of Object.entries(fields)) {
			actions.createNodeField({ node, name, value });
		}
	} catch (error) {
		reporter.panicOnBuild((error as Error).message);
	}
};

interface DocsQuery {
	allMdx: {
		nodes: {
			id: string;
			internal: { contentFilePath: string };
			frontmatter: { title: string; sidebar_label: string | null; slug: string | null; description: string | null; keywords: string[] | null };
			fields: { kind: string; path: string; sourcePath: string; instance: string; version: string; docId: string; paginationPrev: string | null; paginationNext: string | null };
		}[];
	};
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, createNodeId, createContentDigest }) => {
	const result = await graphql<DocsQuery>(`
		query DocsForPages {
			allMdx(filter: { fields: { kind: { eq: "doc" } } }, sort: { fields: { path: ASC } }) {
				nodes {
					id
					internal { contentFilePath }
					frontmatter { title sidebar_label slug description keywords }
					fields { kind path sourcePath instance version docId paginationPrev paginationNext }
				}
			}
		}
	`);
	if (result.errors || !result.data) {
		reporter.panicOnBuild('Could not query docs', result.errors);
		return;
	}
	// paginationPrev/Next: '' means front matter turned the link off, null means the sidebar decides.
	const docs: DocRecord[] = result.data.allMdx.nodes.map((n) => ({
		nodeId: n.id,
		contentFilePath: n.internal.contentFilePath,
		sourcePath: n.fields.sourcePath,
		instance: n.fields.instance,
		version: n.fields.version,
		docId: n.fields.docId,
		path: n.fields.path,
		title: n.frontmatter.title,
		sidebarLabel: n.frontmatter.sidebar_label,
		slug: n.frontmatter.slug,
		paginationPrev: n.fields.paginationPrev === '' ? null : (n.fields.paginationPrev ?? undefined),
		paginationNext: n.fields.paginationNext === '' ? null : (n.fields.paginationNext ?? undefined),
	}));

	let plan;
	let navbar;
	try {
		plan = planDocPages(site, docs, sidebars);
		navbar = resolveNavbar(site, docs);
	} catch (error) {
		reporter.panicOnBuild((error as Error).message);
		return;
	}
	plan.warnings.forEach((w) => reporter.warn(w));

	for (const sidebar of plan.sidebars) {
		actions.createNode({
			...sidebar,
			id: createNodeId(`DocSidebar ${sidebar.key}`),
			internal: { type: 'DocSidebar', contentDigest: createContentDigest(sidebar) },
		});
	}
	for (const version of plan.versions) {
		actions.createNode({
			...version,
			id: createNodeId(`DocsVersion ${version.instance}/${version.name}`),
			internal: { type: 'DocsVersion', contentDigest: createContentDigest(version) },
		});
	}
	const versions = site.docs.map((instance) => ({
		instance: instance.id,
		versions: instance.versions.map((v) => ({
			name: v.name,
			label: v.label,
			path: docs.find((d) => d.instance === instance.id && d.version === v.name && d.docId === v.mainDocId)?.path ?? `/${v.path}`,
			base: `/${v.path}`,
		})),
	}));
	const navigation = { navbar, versions };
	const client = clientConfig(site);
	// JSON-LD is written here, in Node, and travels to the pages as text: the builders
	// (src/lib/structuredData.ts) stay out of the browser's bundles.
	const settings = { config: client, navigation, websiteJsonLd: jsonLdText(websiteJsonLd(client)) };
	actions.createNode({
		...settings,
		id: createNodeId('SiteSettings'),
		internal: { type: 'SiteSettings', contentDigest: createContentDigest(settings) },
	});

	const byId = new Map(result.data.allMdx.nodes.map((n) => [n.id, n]));
	for (const page of plan.pages) {
		const { frontmatter, fields } = byId.get(page.context.id)!;
		const { description, keywords, title } = frontmatter;
		const facts = sourceFacts(fields.sourcePath, reporter);
		const jsonLd = docPageJsonLd(client, {
			route: page.path,
			title,
			description,
			keywords,
			dateModified: facts.lastUpdated,
			section: cardSection(page.path, client.docs),
			sectionLink: docSectionLink({ docs: client.docs, navigation }, page.context, page.path),
			breadcrumbs: page.context.breadcrumbs,
		}).map(jsonLdText);
		// The node id stays out: Gatsby derives it from the file's absolute path, and page data built in another folder would differ.
		const { id: _nodeId, ...context } = page.context;
		actions.createPage({
			path: page.path,
			component: docTemplate,
			context: { ...context, jsonLd, ...facts } satisfies DocTemplateContext,
		});
	}

	await createBlogPages({ graphql, actions, reporter }, client);

	// Test-only pages: present when the e2e suite builds the site, absent from production output.
	if (process.env.E2E_FIXTURES === '1') {
		actions.createPage({ path: '/__e2e/crash', component: path.resolve(__dirname, 'src/fixtures/CrashPage.tsx'), context: {} });
		actions.createPage({ path: '/__e2e/blocks', component: path.resolve(__dirname, 'src/fixtures/BlocksPage.tsx'), context: {} });
	}
};

interface PostsQuery {
	allMdx: {
		nodes: {
			id: string;
			internal: { contentFilePath: string };
			frontmatter: { title: string; description: string | null; keywords: string[] | null; toolkit: string | null };
			fields: { path: string; docId: string; sourcePath: string; date: string; tags: { label: string; slug: string }[]; authors: { name: string; url: string | null; type: string | null }[] };
		}[];
	};
}

async function createBlogPages({ graphql, actions, reporter }: Pick<Parameters<NonNullable<GatsbyNode['createPages']>>[0], 'graphql' | 'actions' | 'reporter'>, client: ClientSiteConfig) {
	const result = await graphql<PostsQuery>(`
		query PostsForPages {
			allMdx(filter: { fields: { kind: { eq: "post" } } }) {
				nodes {
					id
					internal { contentFilePath }
					frontmatter { title description keywords toolkit }
					fields { path docId sourcePath date(formatString: "YYYY-MM-DD") tags { label slug } authors { name url type } }
				}
			}
		}
	`);
	if (result.errors || !result.data) {
		reporter.panicOnBuild('Could not query blog posts', result.errors);
		return;
	}
	const posts = result.data.allMdx.nodes.map((n) => ({
		id: n.id,
		slug: n.fields.docId,
		path: n.fields.path,
		title: n.frontmatter.title,
		date: n.fields.date,
		tags: n.fields.tags,
		sourcePath: n.fields.sourcePath,
		contentFilePath: n.internal.contentFilePath,
	}));
	let plans;
	try {
		plans = planBlogPages(posts, site.blog.postsPerPage);
	} catch (error) {
		reporter.panicOnBuild((error as Error).message);
		return;
	}
	const byId = new Map(result.data.allMdx.nodes.map((n) => [n.id, n]));
	for (const plan of plans) {
		const component = blogTemplates[plan.template];
		if (plan.template !== 'post') {
			actions.createPage({ path: plan.path, component, context: plan.context });
			continue;
		}
		const { frontmatter, fields } = byId.get(plan.context.id)!;
		// A revision is a commit after the publication date; the date alone says the rest.
		const { lastUpdated } = sourceFacts(fields.sourcePath, reporter);
		const revised = lastUpdated && lastUpdated > fields.date ? lastUpdated : undefined;
		const post = { route: plan.path, title: frontmatter.title, description: frontmatter.description, keywords: frontmatter.keywords, section: 'Blog', datePublished: fields.date, dateModified: revised, authors: fields.authors, tags: fields.tags.map((t) => t.label) };
		const { id: _nodeId, ...postContext } = plan.context;
		const context = { ...postContext, jsonLd: blogPostJsonLd(client, post).map(jsonLdText), toolkit: frontmatter.toolkit ?? undefined, lastUpdated: revised, revisedLabel: revised ? formatDay(revised) : undefined };
		actions.createPage({ path: plan.path, component, context: context satisfies BlogPostTemplateContext });
	}
}
