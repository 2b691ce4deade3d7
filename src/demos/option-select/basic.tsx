import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { OptionSelect } from '@eightshift/ui-components';

const variants = [
	{ label: 'Filled', value: 'primary', icon: 'buttonFilled' },
	{ label: 'Outline', value: 'secondary', icon: 'buttonOutline' },
	{ label: 'Ghost', value: 'ghost', icon: 'buttonGhost' },
];

// The default type (toggle buttons). Icons can be given by name, like in a manifest's options.
// wrapperProps names the button group; in 5.6.1 the visible label is not linked to it.
export default function ButtonVariantDemo() {
	const [buttonVariant, setButtonVariant] = useState('primary');

	return (
		<>
			<OptionSelect
				icon={icons.buttonFilled}
				label='Variant'
				value={buttonVariant}
				onChange={setButtonVariant}
				options={variants}
				wrapperProps={{ 'aria-label': 'Button variant' }}
			/>
			<p>
				Saved attribute: <code>buttonVariant: &quot;{buttonVariant}&quot;</code>
			</p>
		</>
	);
}
