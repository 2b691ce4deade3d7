import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { OptionSelect, Responsive, ResponsivePreview } from '@eightshift/ui-components';

const breakpoints = ['mobile', 'tablet', 'desktop', 'large'];
const breakpointData = { mobile: 480, tablet: 768, desktop: 1024, large: 1440 };

const positions = [
	{ label: 'Above', value: 'top', icon: icons.arrowUp },
	{ label: 'Left', value: 'left', icon: icons.arrowLeft },
	{ label: 'Right', value: 'right', icon: icons.arrowRight },
];

// ResponsivePreview reads the value as Responsive stores it, but it does not drop the first
// breakpoint or add the `max-` prefix for you: pass the override keys that can exist.
const overrideBreakpoints = breakpoints.slice(1);
const desktopFirstBreakpoints = overrideBreakpoints.map((name) => `max-${name}`);

// Turns `_default`, `tablet` or `max-tablet` into words for the control's accessible name.
function describe(breakpoint: string) {
	if (breakpoint === '_default') return 'default';
	if (breakpoint.startsWith('max-')) return `below ${breakpoint.slice(4)}`;
	return `from ${breakpoint} up`;
}

export default function ImagePositionPreviewDemo() {
	const [position, setPosition] = useState<Record<string, unknown>>({ _default: 'top', tablet: 'left' });

	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<Responsive
				icon={icons.positionArrows}
				label='Image position'
				value={position}
				onChange={setPosition}
				options={positions}
				breakpoints={breakpoints}
				breakpointData={breakpointData}
			>
				{({ breakpoint, currentValue, handleChange, options }: any) => (
					<OptionSelect
						aria-label={`Image position, ${describe(breakpoint)}`}
						value={currentValue}
						onChange={handleChange}
						options={options}
					/>
				)}
			</Responsive>
			<ResponsivePreview
				value={position}
				breakpoints={overrideBreakpoints}
				desktopFirstBreakpoints={desktopFirstBreakpoints}
				options={positions}
				breakpointData={breakpointData}
			/>
		</div>
	);
}
