/**
 * A keyboard-only walk of the shell: navbar, mobile menu, docs sidebar, search modal and table of
 * contents, driven with keyboard.press alone (no clicks). Each step asserts which element has
 * focus (document.activeElement) and that its focus is visible.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Focused {
	tag: string;
	/** Accessible name, roughly: aria-label, else the text without aria-hidden parts. */
	name: string;
	href: string | null;
	/** Names of the labelled landmarks and dialogs around it, innermost first. */
	within: string[];
	visible: boolean;
	indicator: boolean;
}

/** What has focus now: its name, its link target and where it sits. */
function focused(page: Page): Promise<Focused> {
	return page.evaluate(() => {
		const el = document.activeElement as HTMLElement | null;
		if (!el || el === document.body) return { tag: 'body', name: '', href: null, within: [], visible: false, indicator: false };
		const text = (node: Element) => {
			const copy = node.cloneNode(true) as Element;
			copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
			return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
		};
		const labelOf = (node: Element) => node.getAttribute('aria-label') ?? (node.getAttribute('aria-labelledby') ? text(document.getElementById(node.getAttribute('aria-labelledby')!)!) : null);
		const within: string[] = [];
		for (let up = el.parentElement; up; up = up.parentElement) {
			if (up.matches('nav, aside, [role="dialog"], [role="region"], [role="navigation"]')) {
				const label = labelOf(up);
				if (label) within.push(label);
			}
		}
		const rect = el.getBoundingClientRect();
		const style = getComputedStyle(el);
		return {
			tag: el.tagName.toLowerCase(),
			name: labelOf(el) ?? text(el),
			href: el.getAttribute('href'),
			within,
			// On screen and not clipped away like a visually-hidden element.
			visible: rect.width > 2 && rect.height > 2 && rect.bottom > 0 && rect.top < window.innerHeight && style.visibility !== 'hidden',
			// The browser would draw a focus ring: :focus-visible with an outline or a shadow.
			indicator: el.matches(':focus-visible') && ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'),
		};
	});
}

/** Presses Tab until `match` holds for the focused element; returns every element passed on the way. */
async function tabUntil(page: Page, match: (f: Focused) => boolean, { max = 80, key = 'Tab' } = {}): Promise<Focused[]> {
	const walked: Focused[] = [];
	for (let i = 0; i < max; i += 1) {
		await page.keyboard.press(key);
		const now = await focused(page);
		walked.push(now);
		if (match(now)) return walked;
	}
	throw new Error(`focus never matched after ${max} × ${key}; walked: ${walked.map((f) => `${f.tag} "${f.name}"`).join(', ')}`);
}

/** Every element reached by Tab shows where focus is. */
function expectVisibleFocus(walked: Focused[]) {
	const hidden = walked.filter((f) => f.tag !== 'body' && (!f.visible || !f.indicator)).map((f) => `${f.tag} "${f.name}" (on screen: ${f.visible}, focus ring: ${f.indicator})`);
	expect(hidden, 'focused elements without a visible focus').toEqual([]);
}

test.describe('keyboard only', () => {
	test('navbar: Tab reaches the logo, each item, the version and language menus and search; Enter follows a link', async ({ page }) => {
		await page.goto('/docs/theme');
		const start = await tabUntil(page, (f) => f.within[0] === 'Main' && /home$/.test(f.name));
		const rest = await tabUntil(page, (f) => f.name === 'Search');
		expectVisibleFocus([...start, ...rest]);
		expect(rest.map((f) => f.name)).toEqual(['docs', 'Academy', 'forms', 'components', 'blog', 'Docs version: Next', 'Language: English', 'Search']);

		// The version menu opens with Enter, its links are next in Tab order, and Escape closes it onto its button.
		await tabUntil(page, (f) => f.name === 'Docs version: Next', { key: 'Shift+Tab' });
		await page.keyboard.press('Enter');
		const versionButton = page.getByRole('button', { name: 'Docs version: Next' });
		await expect(versionButton).toHaveAttribute('aria-expanded', 'true');
		await page.keyboard.press('Tab');
		expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Next' });
		await page.keyboard.press('Escape');
		await expect(versionButton).toHaveAttribute('aria-expanded', 'false');
		await expect(versionButton).toBeFocused();

		// Back to "forms" and Enter: a client-side navigation to the Forms docs.
		await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
		await tabUntil(page, (f) => f.name === 'forms', { key: 'Shift+Tab' });
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/forms\/welcome$/);
		expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
	});

	test('docs sidebar: Enter and Space expand a category, Tab enters it, Enter opens a page', async ({ page }) => {
		await page.goto('/docs/welcome');
		const walked = await tabUntil(page, (f) => f.within[0] === 'DevKit sidebar' && f.name === 'Expand Libraries');
		expectVisibleFocus(walked);
		const caret = page.getByRole('navigation', { name: 'DevKit sidebar' }).getByRole('button', { name: /^(Expand|Collapse) Libraries$/ });
		await expect(caret).toHaveAttribute('aria-expanded', 'false');
		await page.keyboard.press('Enter');
		await expect(caret).toHaveAttribute('aria-expanded', 'true');
		await expect(caret).toBeFocused();
		// Space toggles too: closed, then open again.
		await page.keyboard.press('Space');
		await expect(caret).toHaveAttribute('aria-expanded', 'false');
		await page.keyboard.press('Space');
		await expect(caret).toHaveAttribute('aria-expanded', 'true');

		const list = page.locator(`#${await caret.getAttribute('aria-controls')}`);
		const firstLink = list.getByRole('link').first();
		const href = await firstLink.getAttribute('href');
		await page.keyboard.press('Tab');
		expect((await focused(page)).href).toBe(href);
		expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(true);
		expectVisibleFocus([await focused(page)]);
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(new RegExp(`${href}$`));
		await expect(page.getByRole('navigation', { name: 'DevKit sidebar' }).locator('[aria-current="page"]')).toHaveAttribute('href', href!);
	});

	test('search: Tab to the button and Enter opens the modal; typing, ArrowDown and Enter open a hit; Escape returns focus', async ({ page }) => {
		await page.goto('/docs/welcome');
		await tabUntil(page, (f) => f.name === 'Search');
		const button = page.locator('[data-search-button]');
		await page.keyboard.press('Enter');
		const input = page.locator('.DocSearch-Input');
		await expect(input).toBeFocused();
		await page.keyboard.press('Escape');
		await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
		await expect(button).toBeFocused();

		await page.keyboard.press('Control+k');
		await expect(input).toBeFocused();
		await page.keyboard.type('requirements', { delay: 20 });
		const hits = page.locator('.DocSearch-Hit');
		await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
		await expect.poll(() => hits.count()).toBeGreaterThan(1);
		await page.keyboard.press('ArrowDown');
		await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
		// The input keeps focus and points at the selected hit, as a combobox does.
		await expect(input).toBeFocused();
		await expect(input).toHaveAttribute('aria-activedescendant', (await hits.nth(1).getAttribute('id'))!);
		const href = (await hits.nth(1).locator('a').getAttribute('href'))!;
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
		await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
	});

	test('table of contents: Tab reaches a TOC link, Enter moves to its heading and updates the hash', async ({ page }) => {
		await page.goto('/docs/theme');
		const toc = page.getByRole('navigation', { name: 'On this page' });
		const second = toc.getByRole('link').nth(1);
		const target = (await second.getAttribute('href'))!;
		const walked = await tabUntil(page, (f) => f.within[0] === 'On this page' && f.href === target, { max: 150 });
		expectVisibleFocus(walked.slice(-1));
		expect(await toc.evaluate((el) => el.contains(document.activeElement))).toBe(true);
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(new RegExp(`/docs/theme${target}$`));
		const heading = page.locator(target);
		await expect(heading).toBeInViewport();
		// Not under the sticky navbar.
		const navbarBottom = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().bottom);
		expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(navbarBottom - 1);
		// The next Tab continues from the heading, not from the table of contents.
		await page.keyboard.press('Tab');
		const next = await page.evaluate((id) => {
			const heading = document.getElementById(id.slice(1))!;
			return Boolean(heading.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING) && !document.activeElement!.closest('nav[aria-labelledby="toc-title"]');
		}, target);
		expect(next).toBe(true);
	});
});

test.describe('keyboard only, phone width @mobile', () => {
	test.use({ viewport: { width: 375, height: 740 } });

	test('mobile menu: opens with Enter, focus moves in, Tab and Shift+Tab cycle inside, Escape closes onto the toggle', async ({ page }) => {
		await page.goto('/docs/theme');
		const walked = await tabUntil(page, (f) => f.name === 'Open the menu');
		expectVisibleFocus(walked);
		await page.keyboard.press('Enter');
		const dialog = page.getByRole('dialog', { name: 'Site menu' });
		await expect(dialog).toBeVisible();
		await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
		// The dialog takes focus first and hands it to the panel's first control a frame later.
		await expect.poll(async () => (await focused(page)).name).toBe('← Back to main menu');

		// Forward: every stop is inside, and focus wraps to where it started.
		const first = await focused(page);
		const stops = await tabUntil(page, (f) => f.name === first.name && f.href === first.href, { max: 120 });
		expect(stops.length).toBeGreaterThan(3);
		expect(stops.filter((f) => !f.within.includes('Site menu'))).toEqual([]);
		expectVisibleFocus(stops.filter((f) => f.visible));
		// Backward wraps too: from the first stop Shift+Tab lands on the last.
		await page.keyboard.press('Shift+Tab');
		expect(await focused(page)).toEqual(stops[stops.length - 2]);

		// The main panel: Enter on "Back to main menu", then a link followed with Enter closes the menu.
		await tabUntil(page, (f) => f.name === '← Back to main menu');
		await page.keyboard.press('Enter');
		await expect(dialog.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
		await expect.poll(async () => (await focused(page)).within).toContain('Site menu');

		await page.keyboard.press('Escape');
		await expect(dialog).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(dialog).toBeVisible();
		// It opens on the docs panel again, focus on "Back to main menu".
		await expect.poll(async () => (await focused(page)).name).toBe('← Back to main menu');
		await page.keyboard.press('Enter');
		await tabUntil(page, (f) => f.name === 'blog');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/blog$/);
		await expect(dialog).toHaveCount(0);
	});
});
