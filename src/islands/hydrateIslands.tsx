import React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { isIslandName, islandLoaders, type IslandName } from './registry';

/**
 * Islands that wait until they come near the viewport: a live demo brings the component library
 * (about 170 KB) and its own chunk, which a reader who never scrolls to it should not pay for,
 * and which would otherwise compete with the page's first paint.
 */
const ON_VISIBLE: ReadonlySet<IslandName> = new Set(['Demo']);
/** How close to the viewport a deferred island starts loading, so it is usually ready when seen. */
const VISIBLE_MARGIN = '200px 0px';

/**
 * Hydrates every island marker under `container`, each from its own lazily loaded chunk, and
 * returns a function that unmounts them. Content around the islands is never hydrated.
 */
export function hydrateIslands(container: HTMLElement): () => void {
	let active = true;
	const roots: Root[] = [];
	const hydrate = (node: HTMLElement, name: IslandName) => {
		const props = JSON.parse(node.dataset.islandProps || '{}') as Record<string, unknown>;
		islandLoaders[name]().then(
			({ default: Component }) => {
				if (!active) return;
				const Loaded = Component as unknown as React.ComponentType<Record<string, unknown>>;
				roots.push(hydrateRoot(node, <Loaded {...props} />));
				node.setAttribute('data-island-hydrated', 'true');
			},
			(error: unknown) => console.error(`Island "${name}" did not load`, error),
		);
	};
	// The marker has `display: contents` (no box, so never intersecting): the observer watches
	// its first child, the component's own server-rendered element.
	const waiting = new Map<Element, { node: HTMLElement; name: IslandName }>();
	const observer =
		typeof IntersectionObserver === 'function'
			? new IntersectionObserver(
					(entries) => {
						for (const entry of entries) {
							const island = waiting.get(entry.target);
							if (!entry.isIntersecting || !island) continue;
							waiting.delete(entry.target);
							observer?.unobserve(entry.target);
							hydrate(island.node, island.name);
						}
					},
					{ rootMargin: VISIBLE_MARGIN },
				)
			: null;
	container.querySelectorAll<HTMLElement>('[data-island]').forEach((node) => {
		const name = node.dataset.island ?? '';
		if (!isIslandName(name)) {
			console.error(`Unknown island "${name}": add it to src/islands/registry.ts`);
			return;
		}
		const box = node.firstElementChild;
		if (observer && box && ON_VISIBLE.has(name)) {
			waiting.set(box, { node, name });
			observer.observe(box);
		} else {
			hydrate(node, name);
		}
	});
	return () => {
		active = false;
		observer?.disconnect();
		// Unmounting while React commits the next page would warn; do it just after.
		const done = roots.splice(0);
		setTimeout(() => done.forEach((root) => root.unmount()), 0);
	};
}
