import React from 'react';
import { ResponsivePreview } from '@eightshift/ui-components';

const overrideBreakpoints = ['tablet', 'desktop', 'large'];
const breakpointData = { mobile: 480, tablet: 768, desktop: 1024, large: 1440 };

const sizes = [
	{ label: 'Small', value: 'sm' },
	{ label: 'Medium', value: 'md' },
	{ label: 'Large', value: 'lg' },
];

// `breakpointUiData` renames breakpoints in the preview (and picks their icons in Responsive).
const breakpointUiData = {
	tablet: { label: 'Tablet' },
	desktop: { label: 'Laptop' },
	large: { label: 'Wide screen' },
};

// Two saved values of the same "Section padding" attribute, one per breakpoint mode.
export default function BothModesDemo() {
	return (
		<div style={{ display: 'grid', gap: '1.5rem', overflowX: 'auto' }}>
			<ResponsivePreview
				value={{ _default: 'sm', desktop: 'md', large: 'lg' }}
				breakpoints={overrideBreakpoints}
				options={sizes}
				breakpointData={breakpointData}
				breakpointUiData={breakpointUiData}
			/>
			<ResponsivePreview
				value={{ _default: 'lg', _desktopFirst: true, 'max-tablet': 'sm' }}
				breakpoints={overrideBreakpoints}
				desktopFirstBreakpoints={overrideBreakpoints.map((name) => `max-${name}`)}
				options={sizes}
				breakpointData={breakpointData}
				breakpointUiData={breakpointUiData}
			/>
		</div>
	);
}
