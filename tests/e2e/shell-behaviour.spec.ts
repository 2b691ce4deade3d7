import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('skip link', () => {
	test('is the first focusable element and moves focus to the main content', async ({ page }) => {
		await page.goto('/docs/theme');
		await page.keyboard.press('Tab');
		const focused = page.locator(':focus');
		await expect(focused).toHaveText('Skip to main content');
		await expect(focused).toBeVisible();
		await page.keyboard.press('Enter');
		await expect(page.locator('main#main-content')).toBeFocused();
	});
});

test.describe('navbar slots', () => {
	test('has language and version switchers, no colour toggle while the switch is disabled', async ({ page }) => {
		await page.emulateMedia({ colorScheme: 'dark' });
		await page.goto('/docs/theme');
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
		await expect(page.getByRole('button', { name: /Switch to (dark|light) mode/ })).toHaveCount(0);
		const language = page.getByRole('button', { name: 'Language: English' });
		await language.click();
		const english = page.locator('a[lang="en"]');
		await expect(english).toHaveText('English');
		await expect(english).toHaveAttribute('href', '/docs/theme');
		await expect(page.locator('[data-navbar-slot="search"]')).toHaveCount(1);
	});

	test('does not hide on scroll unless configured', async ({ page }) => {
		await page.goto('/docs/theme');
		await page.mouse.wheel(0, 1500);
		await page.waitForTimeout(300);
		await expect(page.locator('header[data-navbar-hidden]')).toHaveAttribute('data-navbar-hidden', 'false');
	});
});

test.describe('version switcher', () => {
	test('lists Next and the archived versions on /docs, only Next on /forms', async ({ page }) => {
		await page.goto('/docs/theme');
		const switcher = page.getByRole('button', { name: 'Docs version: Next' });
		await switcher.click();
		const menu = page.locator(`[id="${await switcher.getAttribute('aria-controls')}"]`);
		await expect(menu.locator('a')).toHaveText(['Next', '8.x', '7.x', '6.x', '5.x', '4.x']);
		await expect(menu.locator('a[aria-current="true"]')).toHaveText('Next');
		const hrefs = await menu.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
		expect(hrefs).toEqual(['/docs/welcome', '/docs/legacy/v8/versions', '/docs/legacy/v7/versions', '/docs/legacy/v6/versions', '/docs/legacy/v5/versions', '/docs/legacy/v4/versions']);
		await page.goto('/forms/welcome');
		const formsSwitcher = page.getByRole('button', { name: 'Docs version: Next' });
		await formsSwitcher.click();
		await expect(page.locator(`[id="${await formsSwitcher.getAttribute('aria-controls')}"] a`)).toHaveText(['Next']);
	});

	test('remembers the picked version and the navbar docs link follows it', async ({ page }) => {
		await page.goto('/docs/theme');
		await page.getByRole('button', { name: 'Docs version: Next' }).click();
		await page.getByRole('link', { name: '8.x' }).click();
		await expect(page).toHaveURL(/\/docs\/legacy\/v8\/versions$/);
		expect(await page.evaluate(() => localStorage.getItem('es-docs-preferred-version-docs'))).toBe('v8');
		await page.goto('/blog');
		await expect(mainNav(page).getByRole('link', { name: 'docs' })).toHaveAttribute('href', '/docs/legacy/v8/versions');
		await page.goto('/docs/legacy/v8/versions');
		await page.getByRole('button', { name: 'Docs version: 8.x' }).click();
		await page.getByRole('link', { name: 'Next', exact: true }).click();
		// The current docs have a versions page too, so the switch keeps the reader on it.
		await expect(page).toHaveURL(/\/docs\/versions$/);
		await expect(mainNav(page).getByRole('link', { name: 'docs' })).toHaveAttribute('href', '/docs/welcome');
	});
});

test.describe('scroll on navigation', () => {
	test('a new page starts at the top; a hash scrolls to its anchor', async ({ page }) => {
		await page.goto('/docs/theme');
		await page.mouse.wheel(0, 2500);
		await page.waitForFunction(() => window.scrollY > 1000);
		await page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]').click();
		await expect(page).toHaveURL(/\/docs\/plugin$/);
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

		await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/docs/theme#troubleshooting'));
		await expect(page).toHaveURL(/\/docs\/theme#troubleshooting$/);
		await expect(page.locator('#troubleshooting')).toBeInViewport();

		await page.goBack();
		await expect(page).toHaveURL(/\/docs\/plugin$/);
		await page.goForward();
		await expect(page.locator('#troubleshooting')).toBeInViewport();
	});

	test('the hash is honoured on first load', async ({ page }) => {
		await page.goto('/docs/theme#troubleshooting');
		await expect(page.locator('#troubleshooting')).toBeInViewport();
		expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
	});
});

test.describe('page loading', () => {
	const blogListChunk = '**/component---src-templates-blog-list-page-tsx-*.js';
	const blogLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^blog$/i });

	/*
	 * Every docs page shares the DocPage code, so these tests leave a docs page for the blog,
	 * whose list template is a chunk of its own. Gatsby prefetches a visible link's page data and
	 * code as soon as the browser is idle. A prefetch that wins the race against page.route() leaves the chunk in
	 * the cache and the click never meets the slow or failing network. Data saver turns prefetching
	 * off (the behaviour the prefetch tests below check), so the click is the first request.
	 */
	const emulateConnection = (page: Page, connection: { effectiveType: string; saveData: boolean }) =>
		page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
	const openThemeWithoutPrefetch = async (page: Page) => {
		await emulateConnection(page, { effectiveType: '4g', saveData: true });
		await page.goto('/docs/theme');
	};

	test('a slow page shows the spinner and progress bar after 200 ms, not before', async ({ page }) => {
		await page.route(blogListChunk, async (route) => {
			await new Promise((r) => setTimeout(r, 1500));
			await route.continue();
		});
		await openThemeWithoutPrefetch(page);
		// Times are taken in the page, so a busy test runner cannot blur "after 200 ms, not before".
		await page.evaluate(() => {
			const w = window as unknown as { clickedAt?: number; spinnerAt?: number; progressAt?: number };
			document.addEventListener('click', () => (w.clickedAt ??= performance.now()), { capture: true });
			new MutationObserver(() => {
				if (document.querySelector('[data-route-spinner]')) w.spinnerAt ??= performance.now();
				if (document.querySelector('[data-route-progress]')) w.progressAt ??= performance.now();
			}).observe(document.body, { childList: true, subtree: true });
		});
		await blogLink(page).click();
		await expect(page.locator('[data-route-spinner]')).toBeVisible();
		await expect(page.locator('[data-route-progress]')).toBeVisible();
		const { clickedAt, spinnerAt, progressAt } = await page.evaluate(() => {
			const w = window as unknown as { clickedAt: number; spinnerAt: number; progressAt: number };
			return { clickedAt: w.clickedAt, spinnerAt: w.spinnerAt, progressAt: w.progressAt };
		});
		expect(spinnerAt - clickedAt).toBeGreaterThanOrEqual(195);
		expect(progressAt - clickedAt).toBeGreaterThanOrEqual(195);
		expect(spinnerAt - clickedAt).toBeLessThan(1500);
		await expect(page).toHaveURL(/\/blog$/);
		await expect(page.locator('[data-route-spinner]')).toHaveCount(0);
	});

	test('a fast page change shows no loader at all', async ({ page }) => {
		await page.goto('/docs/theme');
		// "Fast" means the resources are already in memory, whatever the load on the test machine.
		await page.evaluate(() => (window as unknown as { ___loader: { loadPage: (p: string) => Promise<unknown> } }).___loader.loadPage('/docs/requirements'));
		await page.evaluate(() => {
			(window as unknown as { sawLoader: boolean }).sawLoader = false;
			new MutationObserver(() => {
				if (document.querySelector('[data-route-spinner]')) (window as unknown as { sawLoader: boolean }).sawLoader = true;
			}).observe(document.body, { childList: true, subtree: true });
		});
		await page.getByRole('navigation', { name: 'DevKit sidebar' }).getByRole('link', { name: 'Requirements' }).click();
		await expect(page).toHaveURL(/\/docs\/requirements$/);
		expect(await page.evaluate(() => (window as unknown as { sawLoader: boolean }).sawLoader)).toBe(false);
	});

	test('a page whose code fails to load shows the error and a Retry that recovers', async ({ page }) => {
		await page.route(blogListChunk, (route) => route.abort());
		await openThemeWithoutPrefetch(page);
		await blogLink(page).click();
		const error = page.locator('[data-route-error]');
		await expect(error).toBeVisible();
		await expect(error).toContainText('This page could not be loaded.');
		await expect(error).toContainText(/chunk|load/i);
		await expect(page).toHaveURL(/\/docs\/theme$/);
		await page.unroute(blogListChunk);
		await error.getByRole('button', { name: 'Retry' }).click();
		await expect(page).toHaveURL(/\/blog$/);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	});

	test('a failed page-data preload falls back to a full page load', async ({ page }) => {
		await page.route('**/page-data/docs/versions/page-data.json', (route) => route.fulfill({ status: 500, body: 'down' }));
		await openThemeWithoutPrefetch(page);
		await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
		const documentRequest = page.waitForRequest((r) => r.resourceType() === 'document' && r.url().endsWith('/docs/versions'));
		await page.getByRole('navigation', { name: 'DevKit sidebar' }).getByRole('link', { name: 'Versions' }).click();
		await documentRequest;
		await expect(page).toHaveURL(/\/docs\/versions$/);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
	});

	for (const [name, connection] of [
		['slow-2g', { effectiveType: 'slow-2g', saveData: false }],
		['data saver', { effectiveType: '4g', saveData: true }],
	] as const) {
		test(`links are not prefetched on ${name}`, async ({ page }) => {
			await emulateConnection(page, connection);
			const fetched: string[] = [];
			page.on('request', (r) => {
				if (r.url().includes('/page-data/docs/')) fetched.push(r.url());
			});
			await page.goto('/docs/theme');
			await page.getByRole('navigation', { name: 'DevKit sidebar' }).getByRole('link', { name: 'Versions' }).hover();
			await page.waitForTimeout(800);
			expect(fetched.filter((u) => u.includes('/docs/versions/'))).toEqual([]);
		});
	}

	test('links are prefetched on a normal connection', async ({ page }) => {
		const fetched = page.waitForRequest((r) => r.url().includes('/page-data/docs/versions/page-data.json'));
		await page.goto('/docs/theme');
		await page.getByRole('navigation', { name: 'DevKit sidebar' }).getByRole('link', { name: 'Versions' }).hover();
		await fetched;
	});
});

test.describe('crash boundary', () => {
	test('a crashing component shows "This page crashed." and Try again renders again; the shell keeps working', async ({ page }) => {
		await page.goto('/__e2e/crash');
		await page.getByRole('button', { name: 'Break this page' }).click();
		const crashed = page.getByRole('heading', { name: 'This page crashed.' });
		await expect(crashed).toBeVisible();
		await expect(page.getByRole('alert')).toContainText('Fixture component failed while rendering');
		await expect(mainNav(page)).toBeVisible();
		// Still broken: Try again renders again and crashes again.
		await page.getByRole('button', { name: 'Try again' }).click();
		await expect(crashed).toBeVisible();
		// The fault clears: Try again now shows the page.
		await page.evaluate(() => ((window as unknown as { __fixtureBroken: boolean }).__fixtureBroken = false));
		await page.getByRole('button', { name: 'Try again' }).click();
		await expect(page.locator('[data-fixture-ok]')).toBeVisible();
		// Crash again, then leave through the navbar: the shell still navigates.
		await page.evaluate(() => ((window as unknown as { __fixtureBroken: boolean }).__fixtureBroken = true));
		await page.getByRole('button', { name: 'Break this page' }).click();
		await expect(crashed).toBeVisible();
		await mainNav(page).getByRole('link', { name: 'forms' }).click();
		await expect(page).toHaveURL(/\/forms\/welcome$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eightshift Forms');
	});
});

test.describe('announcement bar', () => {
	test('can be dismissed, stays dismissed, and returns when its id changes', async ({ page }) => {
		await page.goto('/docs/welcome');
		const bar = page.getByRole('region', { name: 'Announcement' });
		await expect(bar).toBeVisible();
		await expect(bar).toContainText('Eightshift Forms 10');
		const id = await bar.getAttribute('data-announcement-id');
		await bar.getByRole('button', { name: 'Close announcement' }).click();
		await expect(bar).toHaveCount(0);
		expect(await page.evaluate(() => localStorage.getItem('es-announcement-dismissed'))).toBe(id);

		await page.goto('/docs/theme', { waitUntil: 'commit' });
		await page.waitForSelector('header');
		await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();

		await page.evaluate(() => localStorage.setItem('es-announcement-dismissed', 'an-older-announcement'));
		await page.reload();
		await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
	});
});

test.describe('sidebar collapse animation', () => {
	test('takes longer for taller categories and 1 ms under reduced motion', async ({ page }) => {
		await page.goto('/docs/welcome');
		const sidebar = page.getByRole('navigation', { name: 'DevKit sidebar' });
		await sidebar.getByRole('button', { name: 'Expand Libraries' }).click();
		const libraries = sidebar.locator('#sidebar-libraries');
		const duration = Number(await libraries.getAttribute('data-collapse-duration'));
		const height = Number(await libraries.getAttribute('data-collapse-height'));
		expect(Math.abs(height - (await libraries.evaluate((el) => el.scrollHeight)))).toBeLessThanOrEqual(2);
		expect(duration).toBe(Math.round((4 + 15 * (height / 36) ** 0.25 + height / 36 / 5) * 10));
		expect(duration).toBeGreaterThan(100);

		await page.emulateMedia({ reducedMotion: 'reduce' });
		await sidebar.getByRole('button', { name: 'Collapse Libraries' }).click();
		await expect(libraries).toHaveAttribute('data-collapse-duration', '1');
	});
});
