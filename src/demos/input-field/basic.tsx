import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { InputField } from '@eightshift/ui-components';

export default function ButtonLabelDemo() {
	const [buttonLabel, setButtonLabel] = useState('Book a demo');

	return (
		<>
			<InputField
				icon={icons.buttonFilled}
				label='Button label'
				help='Keep it short: two to four words read best.'
				placeholder='For example, Get in touch'
				value={buttonLabel}
				onChange={setButtonLabel}
			/>
			<p>
				Saved attribute: <code>{JSON.stringify(buttonLabel)}</code>
			</p>
		</>
	);
}
