/**
 * What "Copy page" does once it is used, kept out of the page's JavaScript: ./index.tsx loads this
 * module with import() on the first click or key press. It fetches the Markdown twin, finishes the
 * clipboard write the click started (or falls back to writeText), words every failure for the
 * live region, and drives the open menu from the keyboard and pointer (the menu button pattern of
 * the WAI-ARIA Authoring Practices: arrows, Home, End, Escape, Tab and a click outside).
 */
import { flushSync } from 'react-dom';

export type CopyResult = { ok: true } | { ok: false; message: string };

/** A failure whose message is already a reader-facing reason. */
class CopyError extends Error {}

/** The twin's text; rejects with a CopyError naming what went wrong. */
export async function fetchTwin(href: string): Promise<string> {
	let response: Response;
	try {
		response = await fetch(href, { headers: { Accept: 'text/markdown, text/plain;q=0.9' } });
	} catch (error) {
		throw new CopyError(typeof navigator !== 'undefined' && navigator.onLine === false ? 'you seem to be offline' : `the Markdown version did not load (${errorText(error)})`);
	}
	if (!response.ok) {
		throw new CopyError(`the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''} for the Markdown version`);
	}
	// A host that answers a missing file with a web page would otherwise put HTML on the clipboard.
	if (/text\/html/i.test(response.headers.get('Content-Type') ?? '')) {
		throw new CopyError('the server sent a web page instead of Markdown');
	}
	return response.text();
}

/** The sentence the live region announces for a failure. */
export function failureMessage(reason: string): string {
	return `Could not copy the page: ${reason}.`;
}

export const SUCCESS_MESSAGE = 'Page copied as Markdown';

function errorText(error: unknown): string {
	if (error instanceof Error && error.message) return error.message;
	return typeof error === 'string' && error ? error : 'unknown error';
}

/** Why the clipboard refused, in words. */
export function clipboardReason(error: unknown): string {
	if (error instanceof DOMException && error.name === 'NotAllowedError') return 'the browser did not allow access to the clipboard';
	return `the clipboard refused the text (${errorText(error)})`;
}

/**
 * Waits for the twin and for the clipboard write the click started (`written`, a ClipboardItem
 * holding the promised text, undefined where the browser has no ClipboardItem). If that write
 * failed for any reason other than the twin itself, the text is written again with writeText.
 */
export async function finishCopy(text: Promise<string>, written: Promise<void> | undefined): Promise<CopyResult> {
	let markdown: string;
	try {
		markdown = await text;
	} catch (error) {
		return { ok: false, message: failureMessage(error instanceof CopyError ? error.message : errorText(error)) };
	}
	if (written) {
		try {
			await written;
			return { ok: true };
		} catch {
			// Some browsers refuse a promised ClipboardItem; writeText below gets a second chance.
		}
	}
	if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
		return { ok: false, message: failureMessage('this browser does not let the page use the clipboard here (it needs a secure, https connection)') };
	}
	try {
		await navigator.clipboard.writeText(markdown);
		return { ok: true };
	} catch (error) {
		return { ok: false, message: failureMessage(clipboardReason(error)) };
	}
}

/** The index a menu key moves focus to, or null when the key is not a menu movement. */
export function menuKeyTarget(key: string, index: number, count: number): number | null {
	if (count === 0) return null;
	switch (key) {
		case 'ArrowDown':
			return index < 0 ? 0 : (index + 1) % count;
		case 'ArrowUp':
			return index < 0 ? count - 1 : (index - 1 + count) % count;
		case 'Home':
		case 'PageUp':
			return 0;
		case 'End':
		case 'PageDown':
			return count - 1;
		default:
			return null;
	}
}

export interface MenuParts {
	/** The control around the buttons and the menu. */
	root: HTMLElement;
	button: HTMLElement;
	menu: HTMLElement;
	/** React state of the shell: renders aria-expanded and the menu's `hidden`. */
	setOpen: (open: boolean) => void;
}

/**
 * Opens the menu, focuses its first (or last) item and handles it until it closes; returns the
 * close function (true: focus goes back to the menu button). Closing causes: Escape, choosing an
 * item, Tab or Shift+Tab out, a press anywhere outside, the menu button pressed again.
 */
export function openMenu({ root, button, menu, setOpen }: MenuParts, start: 'first' | 'last'): (returnFocus: boolean) => void {
	flushSync(() => setOpen(true));
	const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
	items[start === 'first' ? 0 : items.length - 1]?.focus();

	let closed = false;
	const close = (returnFocus: boolean) => {
		if (closed) return;
		closed = true;
		root.removeEventListener('keydown', onKey);
		menu.removeEventListener('click', onChoose);
		menu.removeEventListener('focusout', onFocusOut);
		document.removeEventListener('mousedown', onPress, true);
		setOpen(false);
		if (returnFocus) button.focus();
	};
	const onKey = (event: KeyboardEvent) => {
		if (event.key === 'Escape') {
			event.preventDefault();
			event.stopPropagation();
			close(true);
			return;
		}
		const index = items.indexOf(document.activeElement as HTMLElement);
		if (index < 0) return;
		const next = menuKeyTarget(event.key, index, items.length);
		if (next !== null) {
			event.preventDefault();
			items[next].focus();
		} else if (event.key === ' ') {
			// Space chooses a link too, as it does a menu item; for a button it replaces the native press.
			event.preventDefault();
			items[index].click();
		}
	};
	const onChoose = (event: MouseEvent) => {
		if ((event.target as Element).closest('[role="menuitem"]')) close(true);
	};
	// Tab and Shift+Tab: focus leaves the menu, which closes where focus went.
	const onFocusOut = (event: FocusEvent) => {
		if (!menu.contains(event.relatedTarget as Node | null)) close(false);
	};
	const onPress = (event: MouseEvent) => {
		const target = event.target as Node;
		// Inside the menu or on its button, keep focus where it is: the click that follows chooses or closes.
		if (menu.contains(target) || button.contains(target)) event.preventDefault();
		else close(false);
	};
	root.addEventListener('keydown', onKey);
	menu.addEventListener('click', onChoose);
	menu.addEventListener('focusout', onFocusOut);
	document.addEventListener('mousedown', onPress, true);
	return close;
}
