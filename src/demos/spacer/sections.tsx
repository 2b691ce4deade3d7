import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ContainerPanel, InputField, NumberPicker, Spacer, Toggle } from '@eightshift/ui-components';

// Labelled dividers split one panel of options into groups. The wrapper is about as wide as the block sidebar.
export default function SectionedOptionsDemo() {
	const [eyebrow, setEyebrow] = useState('New');
	const [uppercase, setUppercase] = useState(true);
	const [paddingTop, setPaddingTop] = useState(6);

	return (
		<>
			<div style={{ maxWidth: '20rem' }}>
				<ContainerPanel>
					<Spacer icon={icons.typography} text='Typography' border />
					<InputField label='Eyebrow text' value={eyebrow} onChange={setEyebrow} />
					<Toggle icon={icons.textUppercase} label='Uppercase eyebrow' checked={uppercase} onChange={setUppercase} />
					<Spacer size='m' />
					<Spacer icon={icons.spacingTop} text='Spacing' subtitle='In spacing scale steps' border />
					<NumberPicker label='Padding above' value={paddingTop} onChange={setPaddingTop} min={0} max={12} />
				</ContainerPanel>
			</div>
			<p>
				Eyebrow &ldquo;{uppercase ? eyebrow.toUpperCase() : eyebrow}&rdquo;, padding step {paddingTop}.
			</p>
		</>
	);
}
