import { expect, test } from './fixtures';

/** Every sidebar entry of every docs section and archived version leads to a real page, and no page is listed twice. */
for (const [name, section, start] of [
	['DevKit', 'DevKit', '/docs/welcome'],
	['Forms', 'Forms', '/forms/welcome'],
	['Components', 'Components', '/components/welcome'],
	...['v8', 'v7', 'v6', 'v5', 'v4'].map((v) => [`DevKit ${v} (archived)`, 'DevKit', `/docs/legacy/${v}/versions`] as const),
] as const) {
	test(`the ${name} sidebar has no dead entry and lists each page once`, async ({ page, request }) => {
		await page.goto(start);
		const sidebar = page.getByRole('navigation', { name: `${section} sidebar` });
		const hrefs = await sidebar.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
		expect(hrefs.length).toBeGreaterThan(0);
		expect(new Set(hrefs).size).toBe(hrefs.length);
		for (const href of hrefs) {
			const response = await request.get(href);
			expect(response.status(), href).toBe(200);
			const html = await response.text();
			const main = html.slice(html.indexOf('data-doc-content'), html.indexOf('aria-label="Docs pages"') > 0 ? html.indexOf('aria-label="Docs pages"') : undefined);
			const words = main.replace(/<[^>]+>/g, ' ').split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;
			expect(words >= 150 || main.includes('<table'), `${href} has ${words} words and no table`).toBe(true);
		}
	});
}
