import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, NumberPicker } from '@eightshift/ui-components';

export default function UnitsDemo() {
	const [maxWidth, setMaxWidth] = useState(1200);
	const [overlay, setOverlay] = useState(40);
	const [gap, setGap] = useState(1.5);

	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<NumberPicker icon={icons.limitWidth} label='Maximum width' value={maxWidth} onChange={setMaxWidth} min={320} max={1920} step={20} suffix='px' />
			<NumberPicker
				icon={icons.imageOverlay}
				label='Overlay opacity'
				value={overlay}
				onChange={setOverlay}
				max={100}
				step={5}
				suffix='%'
			>
				<Button size='small' type='ghost' icon={icons.resetToZero} aria-label='Remove the overlay' tooltip onPress={() => setOverlay(0)} />
			</NumberPicker>
			<NumberPicker
				icon={icons.gutter}
				label='Gap between cards'
				value={gap}
				onChange={setGap}
				max={4}
				step={0.25}
				fixedWidth={4}
				suffix='rem'
			/>
			<p>
				<code>{JSON.stringify({ maxWidth, overlay, gap })}</code>
			</p>
		</div>
	);
}
