/**
 * Live demos of @eightshift/ui-components. Each file in this folder (`<page>/<demo>.tsx`) default-
 * exports one demo; MDX shows it with `<Demo name="<page>/<demo>" />`, next to the file's source.
 * Webpack makes every demo a chunk of its own, loaded only on the page that shows it.
 */
import type { ComponentType } from 'react';

export function loadDemo(name: string): Promise<{ default: ComponentType }> {
	// No webpackChunkName: webpack's runtime, which every page loads, would carry a name for each
	// of the ~130 demo chunks (about 1.5 KB gzipped) that no page needs; the chunks are numbered.
	return import(`./${name}.tsx`);
}
