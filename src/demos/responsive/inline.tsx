import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { OptionSelect, Responsive } from '@eightshift/ui-components';

const breakpoints = ['mobile', 'tablet', 'desktop', 'large'];
const breakpointData = { mobile: 480, tablet: 768, desktop: 1024, large: 1440 };

const sizes = [
	{ label: 'Small', value: 'sm' },
	{ label: 'Medium', value: 'md' },
	{ label: 'Large', value: 'lg' },
	{ label: 'Extra large', value: 'xl' },
];

// Turns `_default`, `tablet` or `max-tablet` into words for the control's accessible name.
function describe(breakpoint: string) {
	if (breakpoint === '_default') return 'default';
	if (breakpoint.startsWith('max-')) return `below ${breakpoint.slice(4)}`;
	return `from ${breakpoint} up`;
}

// `inline` puts the default value's control next to the label. The other breakpoints
// appear under it once the overrides are opened with the button on the right.
export default function HeadingSizeDemo() {
	const [size, setSize] = useState<Record<string, unknown>>({ _default: 'md', desktop: 'xl' });

	return (
		<>
			<Responsive
				icon={icons.textSize}
				label='Heading size'
				value={size}
				onChange={setSize}
				options={sizes}
				breakpoints={breakpoints}
				breakpointData={breakpointData}
				inline
			>
				{({ breakpoint, currentValue, handleChange, options }: any) => (
					<OptionSelect
						// The trigger's accessible name replaces its visible text, so repeat the value in it.
						aria-label={`Heading size, ${describe(breakpoint)}: ${
							sizes.find(({ value }) => value === currentValue)?.label ?? 'not set'
						}`}
						value={currentValue}
						onChange={handleChange}
						options={options}
						type='menu'
					/>
				)}
			</Responsive>
			<p>
				Saved attribute: <code>{JSON.stringify(size)}</code>
			</p>
		</>
	);
}
