import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { OptionSelect } from '@eightshift/ui-components';

const positions = [
	{ label: 'Left', value: 'left', icon: icons.positionLeft, subtitle: 'Text wraps on the right' },
	{ label: 'Right', value: 'right', icon: icons.positionRight, subtitle: 'Text wraps on the left' },
	{ label: 'Above', value: 'top', icon: icons.textBelow, subtitle: 'Full width, text below' },
];

// Four OptionSelects share one value; only `type` (and `vertical`) differ.
export default function ImagePositionTypesDemo() {
	const [imagePosition, setImagePosition] = useState('left');

	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<OptionSelect
				label='Split toggle buttons'
				type='toggleButtonsSplit'
				value={imagePosition}
				onChange={setImagePosition}
				options={positions.map(({ subtitle, ...option }) => option)}
			/>
			<OptionSelect label='Radios' type='radios' value={imagePosition} onChange={setImagePosition} options={positions.map(({ icon, subtitle, ...option }) => option)} />
			<OptionSelect label='Segmented radios, vertical' type='radiosSegmented' vertical value={imagePosition} onChange={setImagePosition} options={positions.map(({ icon, ...option }) => option)} />
			<OptionSelect label='Menu' type='menu' inline value={imagePosition} onChange={setImagePosition} options={positions} />
			<p>
				All four store <code>imagePosition: &quot;{imagePosition}&quot;</code>.
			</p>
		</div>
	);
}
