import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ComponentToggle, InputField } from '@eightshift/ui-components';

// With noExpandButton the options sit right under the header while the component is on.
export default function SectionIntroDemo() {
	const [introUse, setIntroUse] = useState(true);
	const [introText, setIntroText] = useState('Three plans, no hidden fees.');

	return (
		<>
			<ComponentToggle
				icon={icons.textAbove}
				label='Intro'
				subtitle='Short paragraph above the pricing table'
				useComponent={introUse}
				onChange={setIntroUse}
				noExpandButton
				switchAriaLabel='Show intro paragraph'
			>
				<InputField label='Intro text' type='multiline' value={introText} onChange={setIntroText} />
			</ComponentToggle>
			<p>{introUse ? `The section opens with: "${introText}"` : 'The section has no intro paragraph.'}</p>
		</>
	);
}
