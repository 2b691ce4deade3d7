import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Slider } from '@eightshift/ui-components';

const spacingLabels = { 0: 'None', 1: 'S', 2: 'M', 3: 'L', 4: 'XL' };
const spacingNames = ['none', 'small', 'medium', 'large', 'extra-large'];

export default function MarkersDemo() {
	const [weight, setWeight] = useState(400);
	const [spacing, setSpacing] = useState(2);
	const [columns, setColumns] = useState(3);

	return (
		<div style={{ display: 'grid', gap: '1.5rem' }}>
			<Slider icon={icons.textSize} label='Font weight' value={weight} onChange={setWeight} min={100} max={900} step={100} markers />
			<Slider
				icon={icons.spacingBottom}
				label='Space below'
				value={spacing}
				onChange={setSpacing}
				min={0}
				max={4}
				markers={spacingLabels}
			/>
			<Slider icon={icons.columns} label='Columns on desktop' value={columns} onChange={setColumns} min={1} max={6} markers='dots' />
			<p>
				<code>{JSON.stringify({ weight, spacing: spacingNames[spacing], columns })}</code>
			</p>
		</div>
	);
}
