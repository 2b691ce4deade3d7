/**
 * State of a client-side page change, shared by the navigation wrapper (gatsby-browser) and the
 * RouteProgress component: nothing shows for fast changes; after 200 ms a spinner and a
 * progress bar; if the page's code fails to load, the error text and a Retry action.
 */

/** SPEC: the loader and the progress bar appear only after this delay. */
export const PENDING_DELAY_MS = 200;

export type RouteLoadingState =
	| { phase: 'idle' }
	| { phase: 'pending'; path: string }
	| { phase: 'slow'; path: string }
	| { phase: 'error'; path: string; message: string; retry: () => void };

let state: RouteLoadingState = { phase: 'idle' };
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<(s: RouteLoadingState) => void>();

function set(next: RouteLoadingState) {
	state = next;
	listeners.forEach((listener) => listener(state));
}

export const routeLoading = {
	get: () => state,
	subscribe(listener: (s: RouteLoadingState) => void) {
		listeners.add(listener);
		return () => {
			listeners.delete(listener);
		};
	},
	start(path: string) {
		clearTimeout(timer);
		set({ phase: 'pending', path });
		timer = setTimeout(() => {
			if (state.phase === 'pending' && state.path === path) set({ phase: 'slow', path });
		}, PENDING_DELAY_MS);
	},
	fail(path: string, message: string, retry: () => void) {
		clearTimeout(timer);
		set({ phase: 'error', path, message, retry });
	},
	done() {
		clearTimeout(timer);
		if (state.phase !== 'idle') set({ phase: 'idle' });
	},
};
