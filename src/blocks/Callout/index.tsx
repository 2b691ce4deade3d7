/**
 * The callout box as a block for pages and MDX. It is the same component the `:::type`
 * admonitions render, so both look and behave alike.
 */
import React from 'react';
import type { AdmonitionType } from '../../node/mdx/admonitionTypes';
import { Admonition, HIDE_TITLE_MARKER } from '../../theme/Admonition';

export interface CalloutProps {
	type: AdmonitionType;
	/** Custom title; the type's label when absent; HIDE_TITLE_MARKER hides the title bar. */
	title?: string;
	children: React.ReactNode;
}

export function Callout(props: CalloutProps) {
	return <Admonition {...props} />;
}

export { HIDE_TITLE_MARKER };
