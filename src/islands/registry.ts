/**
 * The components a rendered document may bring to life in the browser, by name. Each loads as
 * its own chunk, and only on pages whose HTML contains its marker (see hydrateIslands).
 */
import type { ComponentType } from 'react';

type IslandModule = { default: ComponentType<never> };

export const islandLoaders = {
	CopyButton: () => import(/* webpackChunkName: "island-copy-button" */ './CopyButton'),
	Demo: () => import(/* webpackChunkName: "island-demo" */ './Demo'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
	return Object.prototype.hasOwnProperty.call(islandLoaders, name);
}
