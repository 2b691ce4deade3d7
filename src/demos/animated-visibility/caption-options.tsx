import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { AnimatedVisibility, InputField, OptionSelect, Toggle } from '@eightshift/ui-components';

// Options that only make sense while the caption is on slide in under the switch.
export default function CaptionOptionsDemo() {
	const [showCaption, setShowCaption] = useState(false);
	const [caption, setCaption] = useState('Our team at the 2025 summer meetup');
	const [position, setPosition] = useState('below');

	return (
		<div style={{ display: 'grid', gap: '0.75rem' }}>
			<Toggle icon={icons.imageCaption} label='Show caption' checked={showCaption} onChange={setShowCaption} />
			<AnimatedVisibility visible={showCaption} style={{ display: 'grid', gap: '0.75rem' }}>
				<InputField label='Caption text' value={caption} onChange={setCaption} />
				<OptionSelect
					label='Position'
					value={position}
					onChange={setPosition}
					options={[
						{ label: 'Below the image', value: 'below' },
						{ label: 'Over the image', value: 'overlay' },
					]}
				/>
			</AnimatedVisibility>
		</div>
	);
}
