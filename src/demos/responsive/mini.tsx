import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { MiniResponsive, OptionSelect } from '@eightshift/ui-components';

const breakpoints = ['mobile', 'tablet', 'desktop', 'large'];
const breakpointData = { mobile: 480, tablet: 768, desktop: 1024, large: 1440 };

const alignments = [
	{ label: 'Left', value: 'left', icon: icons.textAlignLeft },
	{ label: 'Centre', value: 'center', icon: icons.textAlignCenter },
	{ label: 'Right', value: 'right', icon: icons.textAlignRight },
];

// Turns `_default`, `tablet` or `max-tablet` into words for the control's accessible name.
function describe(breakpoint: string) {
	if (breakpoint === '_default') return 'default';
	if (breakpoint.startsWith('max-')) return `below ${breakpoint.slice(4)}`;
	return `from ${breakpoint} up`;
}

// MiniResponsive keeps everything on one row: the default value's control, then a
// button that opens the per-breakpoint overrides in a popover.
export default function TextAlignDemo() {
	const [align, setAlign] = useState<Record<string, unknown>>({ _default: 'center', tablet: 'left' });

	return (
		<>
			<MiniResponsive
				icon={icons.textAlignGeneric}
				label='Text alignment'
				value={align}
				onChange={setAlign}
				options={alignments}
				breakpoints={breakpoints}
				breakpointData={breakpointData}
			>
				{({ breakpoint, currentValue, handleChange, options }: any) => (
					<OptionSelect
						aria-label={`Text alignment, ${describe(breakpoint)}: ${
							alignments.find(({ value }) => value === currentValue)?.label ?? 'not set'
						}`}
						value={currentValue}
						onChange={handleChange}
						options={options}
						type='menu'
						noTriggerLabel
					/>
				)}
			</MiniResponsive>
			<p>
				Saved attribute: <code>{JSON.stringify(align)}</code>
			</p>
		</>
	);
}
