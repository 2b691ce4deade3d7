import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { BaseControl, OptionSelect, Switch } from '@eightshift/ui-components';

const strengths = [
	{ label: 'Light', value: 'light' },
	{ label: 'Medium', value: 'medium' },
	{ label: 'Strong', value: 'strong' },
];

// The bare Switch has no text of its own, so it gets an aria-label.
export default function SwitchInHeaderDemo() {
	const [overlayUse, setOverlayUse] = useState(true);
	const [overlayStrength, setOverlayStrength] = useState('medium');

	return (
		<>
			<BaseControl
				icon={icons.imageOverlay}
				label='Image overlay'
				subtitle='Darkens the image behind the heading'
				actions={<Switch aria-label='Use image overlay' checked={overlayUse} onChange={setOverlayUse} />}
			>
				<OptionSelect
					label='Strength'
					value={overlayStrength}
					onChange={setOverlayStrength}
					options={strengths}
					disabled={!overlayUse}
					wrapperProps={{ 'aria-label': 'Overlay strength' }}
				/>
			</BaseControl>
			<p>{overlayUse ? `The hero image has a ${overlayStrength} overlay.` : 'The hero image has no overlay.'}</p>
		</>
	);
}
