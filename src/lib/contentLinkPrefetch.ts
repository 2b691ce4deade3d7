/**
 * Local links in rendered documents are plain anchors. gatsby-plugin-catch-links turns their
 * clicks into client-side navigations; this gives them the rest of what Gatsby's Link does:
 * page resources are prefetched when a link scrolls into view and preloaded on hover or focus.
 * Gatsby's loader skips viewport prefetches on slow connections and with data saver, and the
 * navigation guard does the same for hovers.
 */
interface Loader {
	enqueue: (path: string) => unknown;
	hovering: (path: string) => void;
}

/** The path the loader wants for a local page link, or null for anything else. */
export function localPagePath(anchor: HTMLAnchorElement, location: Location): string | null {
	if (anchor.origin !== location.origin || anchor.hasAttribute('download')) return null;
	if (anchor.target && anchor.target !== '_self') return null;
	// Files (feeds, archives, images) are not pages.
	if (/\.[a-z0-9]+$/i.test(anchor.pathname)) return null;
	if (anchor.pathname === location.pathname) return null;
	return anchor.pathname + anchor.search;
}

export function prefetchContentLinks(container: HTMLElement): () => void {
	const loader = (window as unknown as { ___loader?: Loader }).___loader;
	if (!loader) return () => undefined;

	const observer =
		'IntersectionObserver' in window
			? new IntersectionObserver((entries) => {
					for (const entry of entries) {
						if (!entry.isIntersecting) continue;
						observer?.unobserve(entry.target);
						const path = localPagePath(entry.target as HTMLAnchorElement, window.location);
						if (path) loader.enqueue(path);
					}
				})
			: null;
	container.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((anchor) => {
		if (localPagePath(anchor, window.location)) observer?.observe(anchor);
	});

	const preload = (event: Event) => {
		const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
		if (!anchor || !container.contains(anchor)) return;
		const path = localPagePath(anchor, window.location);
		if (path) loader.hovering(path);
	};
	container.addEventListener('mouseover', preload);
	container.addEventListener('focusin', preload);
	return () => {
		observer?.disconnect();
		container.removeEventListener('mouseover', preload);
		container.removeEventListener('focusin', preload);
	};
}
