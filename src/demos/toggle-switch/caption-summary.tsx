import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Toggle } from '@eightshift/ui-components';

const slides = ['Opening slide', 'Product shot', 'Closing slide'];

// One switch summarises three others: on when all are on, off when none are,
// and drawn half-way (isIndeterminate) when only some captions are shown.
export default function CaptionSummaryDemo() {
	const [captions, setCaptions] = useState([true, false, true]);

	const shownCount = captions.filter(Boolean).length;
	const allShown = shownCount === captions.length;
	const someShown = shownCount > 0 && !allShown;

	return (
		<>
			<Toggle
				icon={icons.closedCaptions}
				label='Captions on every slide'
				subtitle={someShown ? `Shown on ${shownCount} of ${captions.length} slides` : undefined}
				checked={allShown}
				isIndeterminate={someShown}
				onChange={(value: boolean) => setCaptions(captions.map(() => value))}
			/>
			{slides.map((slide, index) => (
				<Toggle
					key={slide}
					icon={icons.imageCaption}
					label={slide}
					checked={captions[index]}
					onChange={(value: boolean) => setCaptions(captions.map((current, i) => (i === index ? value : current)))}
				/>
			))}
			<p>Captions are shown on {shownCount === 0 ? 'no slides' : allShown ? 'every slide' : `${shownCount} of ${captions.length} slides`}.</p>
		</>
	);
}
