/**
 * Markdown twins and the llms.txt files of the production build, read from public/ and fetched from
 * the served site. The pages they must cover are taken from the built HTML (plugins/site-checks/links
 * readBuiltSite), not from the code that wrote them: every current doc page and blog post appears in
 * /llms.txt exactly once, every archived page in /docs/legacy/llms.txt, every link answers 200 as
 * text/markdown, and every twin is plain Markdown (no JSX, no raw HTML).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { readBuiltSite } from '../../src/node/output/builtSite';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { expect, test } from './fixtures';

const publicDir = path.resolve(__dirname, '../../public');
/** The config the build read (SITE_URL and PATH_PREFIX included): twin links start with its URL. */
const siteConfig = loadSiteConfig();
const SITE = `${siteConfig.url}${siteConfig.pathPrefix}`;
const MARKDOWN = 'text/markdown; charset=utf-8';

/** The built pages a twin must exist for: current and archived doc pages, and blog posts. */
function builtPages() {
	const pages = readBuiltSite(publicDir, new Map()).pages;
	const versions = siteConfig.docs.flatMap((instance) => instance.versions.map((version, index) => ({ base: `/${version.path}`, archived: index > 0 })));
	// The longest matching version path decides (`/docs/legacy/v8/x` is v8, not the current `/docs`).
	const versionOf = (route: string) =>
		versions.filter((v) => route.startsWith(`${v.base}/`)).sort((a, b) => b.base.length - a.base.length)[0];
	const current: string[] = [];
	const archived: string[] = [];
	const posts: string[] = [];
	for (const page of pages) {
		if (page.html.includes('property="article:published_time"')) posts.push(page.route);
		else if (versionOf(page.route)?.archived) archived.push(page.route);
		else if (versionOf(page.route)) current.push(page.route);
	}
	return { current, archived, posts };
}

/** `- [Title](url): description` lines of an llms file, as routes. */
function listedRoutes(text: string): string[] {
	return [...text.matchAll(/^- \[[^\n]*?\]\((\S+?)\)(?::|$)/gm)].map((m) => m[1]).filter((url) => url.endsWith('.md')).map((url) => url.slice(SITE.length).replace(/\.md$/, ''));
}

const local = (url: string) => (url.startsWith(SITE) ? url.slice(SITE.length) || '/' : url);

/** GETs every URL (8 at a time) and returns the failures. */
async function fetchAll(request: APIRequestContext, urls: string[], type: string): Promise<string[]> {
	const failures: string[] = [];
	for (let i = 0; i < urls.length; i += 8) {
		await Promise.all(
			urls.slice(i, i + 8).map(async (url) => {
				const response = await request.get(local(url), { maxRedirects: 0 });
				const contentType = response.headers()['content-type'];
				if (response.status() !== 200 || contentType !== type) failures.push(`${url}: ${response.status()} ${contentType}`);
			}),
		);
	}
	return failures;
}

function walk(dir: string, out: string[] = []): string[] {
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) walk(full, out);
		else if (entry.name.endsWith('.md')) out.push(full);
	}
	return out;
}

const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

test.describe('llms.txt and Markdown twins', () => {
	test.describe.configure({ timeout: 180_000 });

	test('llms.txt lists every current doc page and blog post exactly once, and nothing archived', async ({ request }) => {
		const { current, posts } = builtPages();
		expect(current.length).toBeGreaterThan(300);
		expect(posts.length).toBeGreaterThan(10);
		const response = await request.get('/llms.txt');
		expect(response.status()).toBe(200);
		expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
		const text = await response.text();
		expect(text).toBe(read('llms.txt'));
		expect(text.split('\n')[0]).toBe(`# ${siteConfig.title}`);
		expect(text).toMatch(/^# .+\n\n> .+\n/);
		expect(text.match(/^## .+$/gm)).toEqual(['## DevKit', '## Forms', '## Components', '## Blog', '## Optional']);
		const listed = listedRoutes(text);
		const duplicates = listed.filter((route, index) => listed.indexOf(route) !== index);
		expect(duplicates).toEqual([]);
		expect([...listed].sort()).toEqual([...current, ...posts].sort());
		// Sections hold their own pages: DevKit lines are /docs pages, Blog lines posts, newest first.
		const section = (title: string) => listedRoutes(text.split(`\n## ${title}\n`)[1].split('\n## ')[0]);
		expect(section('DevKit').every((r) => r.startsWith('/docs/'))).toBe(true);
		expect(section('Forms').every((r) => r.startsWith('/forms/'))).toBe(true);
		expect(section('Components').every((r) => r.startsWith('/components/'))).toBe(true);
		expect([...section('Blog')].sort()).toEqual([...posts].sort());
		const dates = section('Blog').map((route) => /^date: "?(\d{4}-\d{2}-\d{2})/m.exec(read(`${route.slice(1)}.md`))?.[1] ?? '');
		expect(dates).toEqual([...dates].sort().reverse());
		// Every line has a description, and the docs start with each section's welcome page.
		expect(text.match(/^- \[.*\]\(\S+\.md\)$/gm)).toBeNull();
		expect(section('DevKit')[0]).toBe('/docs/welcome');
		expect(text).toContain(`(${SITE}/docs/legacy/llms.txt)`);
		expect(text).toContain(`(${SITE}/llms-full.txt)`);
	});

	test('every link in llms.txt and /docs/legacy/llms.txt answers 200 with its content type', async ({ request }) => {
		const links = (text: string) => [...text.matchAll(/^- \[[^\n]*?\]\((\S+?)\)/gm)].map((m) => m[1]);
		const all = [...links(read('llms.txt')), ...links(read('docs/legacy/llms.txt'))];
		expect(all.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
		const failures = [
			...(await fetchAll(request, all.filter((u) => u.endsWith('.md')), MARKDOWN)),
			...(await fetchAll(request, all.filter((u) => u.endsWith('.txt')), 'text/plain; charset=utf-8')),
		];
		expect(failures).toEqual([]);
		expect(all.filter((u) => !u.endsWith('.md') && !u.endsWith('.txt'))).toEqual([]);
	});

	test('/docs/legacy/llms.txt lists every archived page once, one section per version', async ({ request }) => {
		const { archived } = builtPages();
		expect(archived.length).toBeGreaterThan(100);
		const response = await request.get('/docs/legacy/llms.txt');
		expect(response.status()).toBe(200);
		const text = await response.text();
		const listed = listedRoutes(text);
		expect(listed.length).toBe(new Set(listed).size);
		expect([...listed].sort()).toEqual([...archived].sort());
		const archivedVersions = siteConfig.docs.flatMap((instance) => instance.versions.slice(1).map((v) => `## ${instance.label} ${v.label}`));
		expect(text.match(/^## .+$/gm)).toEqual(archivedVersions);
	});

	test('llms-full.txt holds the twin of every page llms.txt lists, in the same order, and each answers as Markdown', async ({ request }) => {
		const response = await request.get('/llms-full.txt');
		expect(response.status()).toBe(200);
		expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
		const full = await response.text();
		const pages = full.split(/\n\n={80}\n\n/).slice(1);
		const urls = pages.map((page) => /^url: (\S+)$/m.exec(page)?.[1] ?? '');
		expect(urls.map((url) => url.slice(SITE.length).replace(/\.md$/, ''))).toEqual(listedRoutes(read('llms.txt')));
		// Current pages may link the archive; no archived page is in the file.
		expect(urls.filter((url) => url.includes('/docs/legacy/'))).toEqual([]);
		// The page in llms-full.txt is the served twin, byte for byte.
		for (const [index, page] of pages.entries()) {
			expect(`${page.replace(/\n$/, '')}\n`, urls[index]).toBe(read(`${urls[index].slice(SITE.length + 1)}`));
		}
		expect(await fetchAll(request, urls, MARKDOWN)).toEqual([]);
	});

	test('every doc page and post has a twin, and every twin is plain Markdown: no JSX, expression or raw HTML node', async () => {
		const { current, archived, posts } = builtPages();
		const twins = walk(publicDir).map((file) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`.replace(/\.md$/, ''));
		expect(twins.sort()).toEqual([...current, ...archived, ...posts].sort());
		// remark is ESM-only; Playwright loads specs as CommonJS, so it comes in through import().
		const { unified } = await import('unified');
		const remarkParse = (await import('remark-parse')).default;
		const remarkGfm = (await import('remark-gfm')).default;
		const { visit } = await import('unist-util-visit');
		const parser = unified().use(remarkParse).use(remarkGfm);
		const problems: string[] = [];
		for (const route of twins) {
			const text = read(`${route.slice(1)}.md`);
			if (!/^---\ntitle: .+\ndescription: .+\ncanonical: \S+\nurl: \S+\n/.test(text)) problems.push(`${route}: front matter`);
			if (!text.includes(`\ncanonical: ${SITE}${route}\n`)) problems.push(`${route}: canonical`);
			visit(parser.parse(text), (node) => {
				if (node.type === 'html' || node.type.startsWith('mdx')) problems.push(`${route}.md:${node.position?.start.line}: ${node.type}`);
			});
		}
		expect(problems).toEqual([]);
	});

	test('the twins of a docs page, a forms filter, a components page and a blog post carry their callouts, tables and code', async ({ request }) => {
		const get = async (route: string) => {
			const response = await request.get(route, { maxRedirects: 0 });
			expect(response.status(), route).toBe(200);
			expect(response.headers()['content-type'], route).toBe(MARKDOWN);
			return response.text();
		};
		const theme = await get('/docs/theme.md');
		expect(theme).toMatch(/^---\ntitle: [^\n]+\n[\s\S]*?---\n\n# [^\n]+\n/);
		expect(theme).toContain(`\ncanonical: ${SITE}/docs/theme\n`);
		expect(theme).toMatch(/\n> \*\*Note:\*\* \S[^\n]*\n>\n> \S/);
		expect(theme).toMatch(/\n```bash\ncomposer install\n```\n/);
		expect(theme).toContain(`](${SITE}/docs/requirements)`);

		const filter = await get('/forms/php/filters/general/http-request-timeout.md');
		expect(filter).toContain('| Hook | Value |\n| --- | --- |\n| Name | `es_forms_general_http_request_timeout` |');
		expect(filter).toMatch(/\n## Parameters\n\n\| Parameter \| Type \| Description \|\n\| --- \| --- \| --- \|\n\| `\$timeout` \| `int` \|/);
		expect(filter).toMatch(/\n```php title="theme\/functions\.php"\n[\s\S]*?add_filter\('es_forms_general_http_request_timeout'/);

		const toggle = await get('/components/es-ui-components/toggle-switch.md');
		expect(toggle).toMatch(/\n\| Prop \| Type \| Default \| Description \|\n\| --- \| --- \| --- \| --- \|\n\| `checked` \| `boolean` \| \*\*required\*\* \|/);
		expect(toggle).toMatch(/\n\*\*Live demo:\*\* Toggle switch that shows or hides an image caption \(interactive on the \[HTML page\]\([^)]+\)\)\.\n\n```tsx title="basic\.tsx"\nimport React/);
		expect(toggle).toContain(fs.readFileSync(path.resolve(__dirname, '../../src/demos/toggle-switch/basic.tsx'), 'utf8').trimEnd());

		const post = await get('/blog/using-inner-blocks.md');
		expect(post).toMatch(/\nsection: Blog\ndate: "?2022-09-27"?\nauthors:\n {2}- \S/);
		expect(post).toMatch(/\n> \*\*Tip:\*\* Grid preview in the editor\n>\n> `InnerBlocks` wraps/);
		expect(post).toMatch(/\n```json title="src\/Blocks\/custom\/highlights\/manifest\.json"\n\{/);
		expect(post).toContain(`[components and blocks](${SITE}/blog/components-and-blocks)`);

		const archived = await get('/docs/legacy/v8/basics/autowiring.md');
		expect(archived).toMatch(/\nsection: DevKit\nversion: 8\.x\n/);
	});

	test('the page itself is still HTML, and a twin is neither redirected nor cached for long', async ({ request }) => {
		const page = await request.get('/docs/theme', { maxRedirects: 0 });
		expect(page.status()).toBe(200);
		expect(page.headers()['content-type']).toMatch(/^text\/html/);
		const twin = await request.get('/docs/theme.md', { maxRedirects: 0 });
		expect(twin.status()).toBe(200);
		expect(twin.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
		expect((await request.get('/docs/no-such-page.md', { maxRedirects: 0 })).status()).toBe(404);
	});
});
