import React from 'react';

/** The Eightshift mark, drawn for this site: two stacked rings shifted off-axis. */
export function Logo({ size = 32 }: { size?: number }) {
	return (
		<svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
			<rect width="32" height="32" rx="8" fill="currentColor" />
			<circle cx="14.5" cy="11" r="5" fill="none" stroke="#fff" strokeWidth="2.6" />
			<circle cx="17.5" cy="21" r="5.8" fill="none" stroke="#fff" strokeWidth="2.6" />
		</svg>
	);
}
