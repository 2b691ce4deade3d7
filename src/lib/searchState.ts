/**
 * Whether the search modal is open, kept for the whole visit rather than in one navbar.
 * The navbar mounts again with every page; a shortcut pressed between the URL change and the
 * new page's render would otherwise open the modal in the navbar that is about to go away.
 * The keyboard listener (Ctrl/Cmd+K toggles, "/" outside text fields opens, Escape closes) is
 * installed once for the same reason.
 */
export type SearchShortcut = 'toggle' | 'open' | 'close';

let open = false;
const listeners = new Set<() => void>();
let installed = false;

function set(next: boolean): void {
	if (next === open) return;
	open = next;
	for (const listener of listeners) listener();
}

/** An external store for `useSyncExternalStore`: is the modal open? */
export const searchState = {
	get: (): boolean => open,
	server: (): boolean => false,
	subscribe(listener: () => void): () => void {
		listeners.add(listener);
		return () => listeners.delete(listener);
	},
	open: () => set(true),
	close: () => set(false),
	toggle: () => set(!open),
	/** For unit tests. */
	reset: () => {
		open = false;
		listeners.clear();
	},
};

export function isEditable(target: EventTarget | null): boolean {
	const element = target as HTMLElement | null;
	if (!element || typeof element.tagName !== 'string') return false;
	return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

interface KeyLike {
	key: string;
	metaKey: boolean;
	ctrlKey: boolean;
	altKey: boolean;
	target: EventTarget | null;
}

/** Which shortcut a key press is, if any. */
export function shortcutFor(event: KeyLike): SearchShortcut | null {
	if (event.key === 'Escape') return open ? 'close' : null;
	if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) return 'toggle';
	if (event.key === '/' && !isEditable(event.target) && !event.metaKey && !event.ctrlKey && !event.altKey) return 'open';
	return null;
}

/** Installs the window listener once; later calls do nothing. */
export function installSearchShortcuts(): void {
	if (installed || typeof window === 'undefined') return;
	installed = true;
	window.addEventListener('keydown', (event) => {
		const shortcut = shortcutFor(event);
		if (!shortcut) return;
		if (shortcut !== 'close') event.preventDefault();
		searchState[shortcut]();
	});
}
