/**
 * The e2e `test`: page.goto also waits until React has hydrated the page (gatsby-browser marks
 * <html data-hydrated>), so a click never lands on server-rendered markup without handlers.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
	page: async ({ page }, use) => {
		const goto = page.goto.bind(page);
		page.goto = async (url, options) => {
			const response = await goto(url, options);
			if (!options?.waitUntil || options.waitUntil === 'load') {
				await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 }).catch(() => undefined);
			}
			return response;
		};
		const reload = page.reload.bind(page);
		page.reload = async (options) => {
			const response = await reload(options);
			await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 }).catch(() => undefined);
			return response;
		};
		await use(page);
	},
});

export { expect };
