import React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { isIslandName, islandLoaders } from './registry';

/**
 * Hydrates every island marker under `container`, each from its own lazily loaded chunk, and
 * returns a function that unmounts them. Content around the islands is never hydrated.
 */
export function hydrateIslands(container: HTMLElement): () => void {
	let active = true;
	const roots: Root[] = [];
	container.querySelectorAll<HTMLElement>('[data-island]').forEach((node) => {
		const name = node.dataset.island ?? '';
		if (!isIslandName(name)) {
			console.error(`Unknown island "${name}": add it to src/islands/registry.ts`);
			return;
		}
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
	});
	return () => {
		active = false;
		// Unmounting while React commits the next page would warn; do it just after.
		const done = roots.splice(0);
		setTimeout(() => done.forEach((root) => root.unmount()), 0);
	};
}
