/**
 * Whether the search modal is open, kept for the whole visit rather than in one navbar.
 * The navbar mounts again with every page; a shortcut pressed between the URL change and the
 * new page's render would otherwise open the modal in the navbar that is about to go away.
 * The keyboard listener (Ctrl/Cmd+K toggles, "/" outside text fields opens, Escape closes) is
 * installed once for the same reason.
 */
export interface SearchState {
	open: boolean;
	/** Text to start the modal with, if any. */
	query?: string;
}

export type SearchShortcut = 'toggle' | 'open' | 'close';

const CLOSED: SearchState = { open: false };
let state: SearchState = CLOSED;
const listeners = new Set<() => void>();
let installed = false;

function set(next: SearchState): void {
	if (next.open === state.open && next.query === state.query) return;
	state = next;
	for (const listener of listeners) listener();
}

export const searchState = {
	get: (): SearchState => state,
	server: (): SearchState => CLOSED,
	subscribe(listener: () => void): () => void {
		listeners.add(listener);
		return () => listeners.delete(listener);
	},
	open: (query?: string) => set({ open: true, query }),
	close: () => set(CLOSED),
	toggle: () => set(state.open ? CLOSED : { open: true }),
	/** For unit tests. */
	reset: () => {
		state = CLOSED;
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
	if (event.key === 'Escape') return state.open ? 'close' : null;
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
