import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { BreakpointPreview, OptionSelect } from '@eightshift/ui-components';

const breakpointData: Record<string, number> = { tablet: 768, desktop: 1024, large: 1440 };

// A hand-built preview for a "Show from" setting: hidden below the chosen breakpoint,
// visible from it up. BreakpointPreview only draws; the numbers and names are yours.
export default function VisibleFromDemo() {
	const [showFrom, setShowFrom] = useState('desktop');
	const [color, setColor] = useState('default');

	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<OptionSelect
				icon={icons.visible}
				label='Show the sidebar from'
				value={showFrom}
				onChange={setShowFrom}
				options={[
					{ label: 'Tablet', value: 'tablet' },
					{ label: 'Desktop', value: 'desktop' },
					{ label: 'Large', value: 'large' },
				]}
			/>
			<OptionSelect
				icon={icons.color}
				label='Highlight colour'
				value={color}
				onChange={setColor}
				options={[
					{ label: 'Default', value: 'default' },
					{ label: 'Black', value: 'black' },
					{ label: 'Indigo', value: 'indigo' },
				]}
			/>
			{/* BreakpointPreview has no className and inherits the font size: the wrapper sets both. */}
			<div style={{ fontSize: '0.875rem', overflowX: 'auto' }}>
				<BreakpointPreview
					blocks={[
						{ breakpoint: 'Default', value: 'Hidden', widthEnd: breakpointData[showFrom] - 1, dotsStart: true, alignEnd: true },
						{ breakpoint: showFrom, value: 'Visible', width: breakpointData[showFrom], active: true, color, dotsEnd: true },
					]}
				/>
			</div>
			<p>
				The sidebar appears when the browser is at least {breakpointData[showFrom]}px wide.
			</p>
		</div>
	);
}
