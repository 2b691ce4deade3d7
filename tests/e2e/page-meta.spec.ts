/**
 * "Edit this page" and "Last updated" on a docs page, the toolkit versions and last revision of a
 * post, and the same date in the page's JSON-LD (dateModified) and the sitemap (<lastmod>). The
 * date comes from git; a shallow clone has none, and then the page must show none either.
 */
import path from 'node:path';
import { gitDates } from '../../src/node/sources/gitDates';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { expect, test } from './fixtures';

const root = path.resolve(__dirname, '../..');
const site = loadSiteConfig();
const dates = gitDates(root);

test.describe('page metadata from the source file', () => {
	test('a docs page links to its file for editing and shows the date of its last commit, also in JSON-LD and the sitemap', async ({ page, request }) => {
		await page.goto('/docs/theme');
		const meta = page.locator('[data-page-meta]');
		await expect(meta.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', `${site.editUrl}content/docs/theme.mdx`);
		const date = dates.of('content/docs/theme.mdx');
		const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
		const article = ld.find((item) => item['@type'] === 'TechArticle')!;
		const sitemap = await (await request.get('/sitemap-0.xml')).text();
		const entry = new RegExp(`<loc>${site.url}${site.pathPrefix}/docs/theme</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? '';
		if (date === null) {
			// A shallow clone: no date anywhere, rather than a wrong one.
			await expect(meta.locator('[data-last-updated]')).toHaveCount(0);
			expect(article.dateModified).toBeUndefined();
			expect(entry).not.toContain('<lastmod>');
			return;
		}
		await expect(meta.locator('[data-last-updated] time')).toHaveAttribute('datetime', date);
		await expect(meta.locator('[data-last-updated]')).toHaveText(/^Last updated on \d{1,2} [A-Z][a-z]+ \d{4}$/);
		expect(article.dateModified).toBe(date);
		expect(entry).toContain(`<lastmod>${date}`);
	});

	test('an archived page shared by several versions links to the shared file', async ({ page }) => {
		await page.goto('/docs/legacy/v8/basics/blocks-variations');
		await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', `${site.editUrl}content/docs/legacy/shared/basics/blocks-variations.mdx`);
	});

	test('a post says which toolkit versions it was written for', async ({ page }) => {
		await page.goto('/blog/initial-setup');
		await expect(page.locator('[data-post-toolkit]')).toHaveText(/^Written for .*boilerplate \d+/);
		const published = await page.locator('meta[property="article:published_time"]').getAttribute('content');
		const revised = page.locator('[data-post-revised] time');
		// Shown only when a commit changed the post after its publication date.
		if ((await revised.count()) > 0) expect((await revised.getAttribute('datetime'))! > published!.slice(0, 10)).toBe(true);
	});
});
