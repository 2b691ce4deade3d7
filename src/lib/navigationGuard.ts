/**
 * Wraps Gatsby's client navigation so a page change can show a loader after 200 ms and, when
 * the page's code fails to load, an error with Retry instead of a silent reload. A failure of
 * the page data itself (the route preload) still falls back to Gatsby's full page load, except
 * when the browser is offline: a full load would only swap the site for the browser's own error
 * page, so the reader stays on the page they have, with the error and a Retry.
 */
import { routeLoading } from './routeLoading';

type Navigate = (to: string | number, options?: unknown) => void;

interface PageResources {
	status?: string;
	error?: unknown;
}

interface GatsbyWindow {
	___navigate?: Navigate;
	___loader?: { loadPage: (path: string) => Promise<PageResources | null | undefined>; hovering: (path: string) => void };
	___navigationGuard?: boolean;
}

interface NetworkInformation {
	effectiveType?: string;
	saveData?: boolean;
}

/** Prefetching is skipped on 2g-class connections and when the reader asked to save data. */
export function connectionAllowsPrefetch(connection: NetworkInformation | undefined): boolean {
	if (!connection) return true;
	return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

export function describeLoadError(error: unknown): string {
	if (error instanceof Error) return error.message;
	return typeof error === 'string' ? error : 'The page’s resources did not load.';
}

export const OFFLINE_MESSAGE = 'You seem to be offline. Check your connection, then retry.';

export function installNavigationGuard(): void {
	const w = window as unknown as GatsbyWindow;
	const original = w.___navigate;
	const loader = w.___loader;
	if (!original || !loader || w.___navigationGuard) return;
	w.___navigationGuard = true;

	// Gatsby checks the connection before viewport prefetches but not before hover preloads.
	const hovering = loader.hovering.bind(loader);
	loader.hovering = (path) => {
		if (connectionAllowsPrefetch((navigator as Navigator & { connection?: NetworkInformation }).connection)) hovering(path);
	};

	w.___navigate = (to, options) => {
		if (typeof to !== 'string') {
			original(to, options);
			return;
		}
		const url = new URL(to, window.location.href);
		if (url.pathname === window.location.pathname) {
			original(to, options);
			return;
		}
		routeLoading.start(url.pathname);
		// Gatsby keeps a failed load in its cache, so Retry loads the page afresh.
		const retry = () => window.location.assign(to);
		const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
		loader.loadPage(url.pathname + url.search).then((resources) => {
			if (resources && resources.status === 'error' && resources.error) {
				// The page data arrived but its code did not: say so and let the reader retry.
				routeLoading.fail(url.pathname, offline() ? OFFLINE_MESSAGE : describeLoadError(resources.error), retry);
				return;
			}
			if ((!resources || resources.status === 'error') && offline()) {
				routeLoading.fail(url.pathname, OFFLINE_MESSAGE, retry);
				return;
			}
			// Success (resources are cached, so Gatsby renders at once) or a failed page-data
			// preload, for which Gatsby falls back to a full page load.
			original(to, options);
		}, (error: unknown) => routeLoading.fail(url.pathname, offline() ? OFFLINE_MESSAGE : describeLoadError(error), retry));
	};
}
