import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Slider } from '@eightshift/ui-components';

export default function OverlayOpacityDemo() {
	const [opacity, setOpacity] = useState(40);
	const [saved, setSaved] = useState(40);

	return (
		<>
			<Slider
				icon={icons.imageOverlay}
				label='Overlay opacity'
				help='How much the colour overlay darkens the background image.'
				value={opacity}
				onChange={setOpacity}
				onChangeEnd={setSaved}
				min={0}
				max={100}
				step={5}
			/>
			<p>
				While dragging: {opacity}. Saved when released: {saved}.
			</p>
		</>
	);
}
