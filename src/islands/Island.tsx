import React from 'react';
import type { IslandName } from './registry';

interface Props<P extends object> {
	name: IslandName;
	/** The same component the registry loads in the browser, rendered here for the HTML. */
	component: React.ComponentType<P>;
	/** Serialised into the marker (left out when empty), so they must be JSON. */
	props: P;
}

/**
 * Renders an island's markup inside a marker element. In Node this becomes plain HTML in the
 * document; in the browser hydrateIslands finds the marker and hydrates the same component.
 */
export function Island<P extends object>({ name, component: Component, props }: Props<P>) {
	return (
		<div data-island={name} data-island-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}>
			<Component {...props} />
		</div>
	);
}
