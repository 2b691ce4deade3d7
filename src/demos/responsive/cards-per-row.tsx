import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { OptionSelect, Responsive } from '@eightshift/ui-components';

// In a theme these come from the global manifest (in px, which is what the tooltips print).
const breakpoints = ['mobile', 'tablet', 'desktop', 'large'];
const breakpointData = { mobile: 480, tablet: 768, desktop: 1024, large: 1440 };

const options = [
	{ label: '1', value: '1' },
	{ label: '2', value: '2' },
	{ label: '3', value: '3' },
	{ label: '4', value: '4' },
];

type ResponsiveValue = Record<string, string | boolean | undefined>;

// Which value wins at a given browser width, following the same rules as the generated CSS.
function valueAt(width: number, value: ResponsiveValue) {
	let result = value._default;
	const sorted = Object.entries(breakpointData).sort((a, b) => a[1] - b[1]);

	if (value._desktopFirst) {
		// `max-tablet` applies below 768px; the narrowest matching override wins.
		for (const [name, min] of sorted.toReversed()) {
			if (width < min && value[`max-${name}`] !== undefined) result = value[`max-${name}`];
		}
	} else {
		// `tablet` applies from 768px up; the widest matching override wins.
		for (const [name, min] of sorted) {
			if (width >= min && value[name] !== undefined) result = value[name];
		}
	}

	return result;
}

// Turns `_default`, `tablet` or `max-tablet` into words for the control's accessible name.
function describe(breakpoint: string) {
	if (breakpoint === '_default') return 'default';
	if (breakpoint.startsWith('max-')) return `below ${breakpoint.slice(4)}`;
	return `from ${breakpoint} up`;
}

export default function CardsPerRowDemo() {
	const [cardsPerRow, setCardsPerRow] = useState<ResponsiveValue>({ _default: '1', tablet: '2', desktop: '3' });

	return (
		<>
			<Responsive
				icon={icons.itemsPerRow}
				label='Cards per row'
				value={cardsPerRow}
				onChange={setCardsPerRow}
				options={options}
				breakpoints={breakpoints}
				breakpointData={breakpointData}
			>
				{({ breakpoint, currentValue, handleChange, options: breakpointOptions }: any) => (
					<OptionSelect
						aria-label={`Cards per row, ${describe(breakpoint)}`}
						value={currentValue}
						onChange={handleChange}
						options={breakpointOptions}
					/>
				)}
			</Responsive>
			<p>
				Saved attribute: <code>{JSON.stringify(cardsPerRow)}</code>
			</p>
			<ul>
				{[
					['Phone', 375],
					['Tablet', 820],
					['Laptop', 1280],
					['Large monitor', 1920],
				].map(([device, width]) => (
					<li key={device}>
						{device} ({width}px): {valueAt(width as number, cardsPerRow) ?? 'not set'} per row
					</li>
				))}
			</ul>
		</>
	);
}
