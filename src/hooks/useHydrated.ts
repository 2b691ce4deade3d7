import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while React hydrates its HTML, true from the render after
 * that (and at once on a client-side navigation). What only the browser knows (the query string,
 * the address of a missing page) must wait for it: reading it during hydration makes React throw
 * away the server's HTML and render the whole page again (errors 418, 423 and 425).
 */
export function useHydrated(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => true,
		() => false,
	);
}
