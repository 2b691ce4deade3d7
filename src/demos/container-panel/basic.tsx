import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ContainerPanel, InputField, Toggle } from '@eightshift/ui-components';

// The sidebar of a card block: one titled panel with a text field and a switch.
export default function CardPanelDemo() {
	const [heading, setHeading] = useState('Our services');
	const [showImage, setShowImage] = useState(true);

	return (
		<>
			<div style={{ maxWidth: '20rem' }}>
				<ContainerPanel icon={icons.layoutAlt} title='Card'>
					<InputField icon={icons.heading} label='Heading' value={heading} onChange={setHeading} />
					<Toggle icon={icons.image} label='Show image' checked={showImage} onChange={setShowImage} />
				</ContainerPanel>
			</div>
			<p>
				The card shows &ldquo;{heading}&rdquo; {showImage ? 'with' : 'without'} an image.
			</p>
		</>
	);
}
