/**
 * Pages the browser specs visit instead of all 650: one page per template, and routes spread
 * evenly over each section of data/published-routes.txt (the same ones on every run). Every page
 * is checked at build time instead for what it needs to load (plugins/site-checks/pageAssets.ts).
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { pendingRoutes, publishedRoutes } from './publishedRoutes';

/** One page per template, with what to wait for before checking. */
export const TEMPLATES: { name: string; route: string; ready?: (page: Page) => Promise<void> }[] = [
	{ name: 'home', route: '/' },
	{ name: 'showcase', route: '/showcase' },
	{ name: 'showcase-infinum', route: '/showcase-infinum' },
	{ name: 'playground (Playground unreachable)', route: '/playground', ready: (page) => expect(page.locator('[data-playground-state="unreachable"]')).toBeVisible() },
	{ name: 'docs page', route: '/docs/theme' },
	{ name: 'docs page with the version-less layout', route: '/docs/versions' },
	{ name: 'forms page (nested categories of the same name)', route: '/forms/integrations/hubspot' },
	{ name: 'forms welcome', route: '/forms/welcome' },
	{ name: 'components page with live demos', route: '/components/es-ui-components/toggle-switch', ready: demosReady },
	{ name: 'components page with a react-select demo', route: '/components/es-ui-components/select', ready: demosReady },
	{ name: 'frontend-libs-tailwind components page', route: '/components/fe-libs-tailwind/file-picker' },
	{ name: 'icon gallery', route: '/components/icon-gallery' },
	{ name: 'archived legacy page (v8)', route: '/docs/legacy/v8/basics/autowiring' },
	{ name: 'archived legacy page (v4)', route: '/docs/legacy/v4/versions' },
	{ name: 'blog list', route: '/blog' },
	{ name: 'blog list, page 2', route: '/blog/page/2' },
	{ name: 'blog post', route: '/blog/working-with-custom-queries' },
	{ name: 'blog tag page', route: '/blog/tags/boilerplate' },
	{ name: 'blog tags index', route: '/blog/tags' },
	{ name: 'blog archive', route: '/blog/archive' },
	{ name: 'search with a query', route: '/search?q=cache', ready: (page) => expect(page.locator('[data-search-count]')).toBeVisible({ timeout: 15_000 }) },
	{ name: 'search without a query', route: '/search' },
	// Inside a section, so the shell (navbar section, sidebar) would differ from the 404 page's own path.
	{ name: '404', route: '/docs/this-page-does-not-exist' },
];

export async function demosReady(page: Page) {
	const demos = page.locator('[data-demo]');
	const count = await demos.count();
	expect(count).toBeGreaterThan(0);
	for (let i = 0; i < count; i += 1) {
		await demos.nth(i).scrollIntoViewIfNeeded();
		await expect(demos.nth(i)).toHaveAttribute('data-demo-ready', 'true', { timeout: 15_000 });
	}
	await page.evaluate(() => window.scrollTo(0, 0));
}

/** The section a published route belongs to, for spreading the sample. */
export function sectionOf(route: string): string {
	if (route.startsWith('/docs/legacy/')) return 'legacy';
	if (route.startsWith('/blog/tags/') || route.startsWith('/blog/page/')) return 'blog-lists';
	const first = route.split('/')[1] || 'home';
	return ['docs', 'forms', 'components', 'blog'].includes(first) ? first : 'other';
}

/** How many sampled pages each section gets: 30 in all, roughly by size. */
export const SAMPLE_SIZES: Record<string, number> = { docs: 7, legacy: 6, forms: 7, components: 5, blog: 3, 'blog-lists': 2 };

/**
 * Evenly spaced routes of each section, skipping the template pages: the same ones on every run.
 * `phase` (0 to 1) says where in each stretch of routes the pick falls, so two samples can differ.
 */
export function sampleRoutes(sizes: Record<string, number> = SAMPLE_SIZES, phase = 0.5): string[] {
	const templates = new Set(TEMPLATES.map((t) => t.route));
	const bySection = new Map<string, string[]>();
	for (const route of publishedRoutes) {
		if (pendingRoutes.includes(route) || templates.has(route)) continue;
		const section = sectionOf(route);
		bySection.set(section, [...(bySection.get(section) ?? []), route]);
	}
	return Object.entries(sizes).flatMap(([section, size]) => {
		const routes = bySection.get(section) ?? [];
		return Array.from({ length: Math.min(size, routes.length) }, (_, i) => routes[Math.floor(((i + phase) * routes.length) / size)]);
	});
}
