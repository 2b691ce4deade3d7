import { docBody } from './docBody';
import { expect, test } from './fixtures';
import { publishedRoutes } from './publishedRoutes';

const routes = publishedRoutes.filter((r) => r.startsWith('/forms/'));

test('every /forms route in the published-routes list is a real page with 150+ words or a reference table', async ({ request }) => {
	expect(routes.length).toBeGreaterThan(150);
	for (const route of routes) {
		const response = await request.get(route);
		expect(response.status(), route).toBe(200);
		const { words, table } = docBody(await response.text());
		expect(words >= 150 || table, `${route}: ${words} words, no table`).toBe(true);
	}
});

test('integrations the plugin ships but the old site lacked have pages too', async ({ request }) => {
	for (const slug of ['nationbuilder', 'pardot', 'talentlyft', 'corvus', 'paycek']) {
		for (const route of [`/forms/integrations/${slug}`, `/forms/php/filters/integrations/${slug}`]) {
			const response = await request.get(route);
			expect(response.status(), route).toBe(200);
			expect(docBody(await response.text()).words, route).toBeGreaterThan(150);
		}
	}
});

test('a filter page shows the composed hook name, its parameters and a highlighted example', async ({ page }) => {
	await page.goto('/forms/php/filters/block/form/redirection-timeout');
	const content = page.locator('[data-doc-content]');
	await expect(content.locator('table').first()).toContainText('es_forms_block_form_redirection_timeout');
	await expect(content.locator('table').first()).toContainText('Filter');
	await expect(page.locator('h2#parameters')).toBeVisible();
	const example = content.locator('[data-language="php"]').first();
	await expect(example).toContainText("add_filter('es_forms_block_form_redirection_timeout'");
	await expect(example.locator('pre span.keyword').first()).toBeVisible();
	// The generated headings reach the table of contents.
	await expect(page.locator('nav[aria-labelledby="toc-title"]')).toContainText('Example');
});

test('an integration filter page lists every hook of that integration with its own section', async ({ page }) => {
	await page.goto('/forms/php/filters/integrations/hubspot');
	const sections = page.locator('[data-doc-content] h2[id^="es_forms_integrations_hubspot_"]');
	expect(await sections.count()).toBeGreaterThanOrEqual(8);
	await expect(page.locator('[data-doc-content] h2#es_forms_integrations_hubspot_submit_success')).toBeVisible();
	// Hook names are long single words: the table of contents wraps them instead of cutting them off.
	const toc = page.locator('nav[aria-labelledby="toc-title"]');
	const tocRight = (await toc.boundingBox())!.x + (await toc.boundingBox())!.width;
	for (const link of await toc.locator('a[href^="#es_forms_"]').all()) {
		const box = (await link.boundingBox())!;
		expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(tocRight + 1);
	}
	// MailerLite hooks share the "mailer" stem but must not leak onto the Mailer page.
	await page.goto('/forms/php/filters/integrations/mailer');
	await expect(page.locator('[data-doc-content] h2[id^="es_forms_integrations_mailerlite_"]')).toHaveCount(0);
});

test('the scripts-dependency page renders without a sidebar', async ({ page }) => {
	await page.goto('/forms/php/filters/general/scripts-dependency');
	await expect(page.locator('h1')).toBeVisible();
	await expect(page.locator('nav[aria-label="Forms sidebar"]')).toHaveCount(0);
	await page.goto('/forms/php/filters/general/locale');
	await expect(page.locator('nav[aria-label="Forms sidebar"]')).toBeVisible();
});
