/**
 * The `test` of the CSP specs: a worker-wide nginx serving a build with the generated
 * configuration (so pages arrive with the real headers), and `csp.violations()`, every
 * Content-Security-Policy violation any frame reported (`securitypolicyviolation` events) plus
 * console messages about a policy, since the page was opened. Without nginx the tests fail.
 */
import type { Page } from '@playwright/test';
import { startNginx, type NginxServer } from '../nginx/server';
import { expect, test as base } from './fixtures';

export interface CspRecorder {
	violations(): Promise<string[]>;
}

export function cspTest(root: () => string, env: () => NodeJS.ProcessEnv = () => ({})) {
	return base.extend<{ csp: CspRecorder }, { nginx: NginxServer }>({
		nginx: [
			async ({}, use) => {
				const server = await startNginx(root(), env());
				await use(server);
				await server.stop();
			},
			{ scope: 'worker' },
		],
		csp: async ({ page }, use) => {
			const found: string[] = [];
			page.on('console', (message) => {
				if (/content security policy|permissions policy|permissions-policy/i.test(message.text())) found.push(`console ${message.type()}: ${message.text()}`);
			});
			await page.exposeFunction('__esReportCsp', (text: string) => found.push(text));
			await page.addInitScript(() => {
				document.addEventListener(
					'securitypolicyviolation',
					(event) => {
						const report = (window as unknown as { __esReportCsp: (text: string) => void }).__esReportCsp;
						report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.documentURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
					},
					true,
				);
			});
			await use({
				async violations() {
					// Events reach Node through a binding: give the last ones a moment.
					await page.waitForTimeout(100);
					return [...found];
				},
			});
		},
	});
}

/** Scrolls to the bottom in steps so islands and lazy parts below the fold load too, then back. */
export async function scrollThrough(page: Page) {
	const height = await page.evaluate(() => document.documentElement.scrollHeight);
	for (let y = 0; y < height; y += 700) {
		await page.evaluate((top) => window.scrollTo(0, top), y);
		await page.waitForTimeout(30);
	}
	await page.waitForLoadState('networkidle');
	await page.evaluate(() => window.scrollTo(0, 0));
}

/** A stand-in for WordPress Playground, so /playground reaches the state that embeds it. */
export async function stubPlayground(page: Page) {
	await page.route('https://playground.wordpress.net/**', (route) =>
		route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><html lang="en"><title>Playground stub</title><p>WordPress</p></html>' }),
	);
}

export { expect };
