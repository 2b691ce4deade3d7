import { docBody } from './docBody';
import { expect, test } from './fixtures';
import { publishedRoutes } from './publishedRoutes';

const routes = publishedRoutes.filter((r) => r.startsWith('/docs/') && !r.startsWith('/docs/legacy/'));

test('every current /docs route in the published-routes list is a real page with 150+ words or a reference table', async ({ request }) => {
	// 76 from the original list, plus the four pages the current eightshift.com added (issue 15).
	expect(routes.length).toBe(80);
	for (const route of routes) {
		const response = await request.get(route);
		expect(response.status(), route).toBe(200);
		const html = await response.text();
		expect(html.indexOf('data-doc-content'), `${route} has doc content`).toBeGreaterThan(0);
		const { words, table } = docBody(html);
		expect(words >= 150 || table, `${route}: ${words} words, no table`).toBe(true);
	}
});
