import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { BaseControl, Button, ToggleButton, VStack } from '@eightshift/ui-components';

// Inline layout: the label on the left, the control on the right, in one row.
export default function InlineBaseControlDemo() {
	const [textAlign, setTextAlign] = useState('left');
	const [uppercase, setUppercase] = useState(false);

	const alignments = [
		{ value: 'left', label: 'Align left', icon: icons.textAlignLeft },
		{ value: 'center', label: 'Align center', icon: icons.textAlignCenter },
		{ value: 'right', label: 'Align right', icon: icons.textAlignRight },
	];

	return (
		<VStack>
			<BaseControl icon={icons.textAlignGeneric} label='Alignment' inline>
				{alignments.map(({ value, label, icon }) => (
					<Button
						key={value}
						icon={icon}
						aria-label={label}
						aria-pressed={textAlign === value}
						tooltip
						size='small'
						type={textAlign === value ? 'selected' : 'default'}
						onPress={() => setTextAlign(value)}
					/>
				))}
			</BaseControl>
			<BaseControl icon={icons.textUppercase} label='Letter case' inline>
				<ToggleButton size='small' selected={uppercase} onChange={setUppercase}>
					Uppercase
				</ToggleButton>
			</BaseControl>
			<p>
				Heading: aligned {textAlign}, {uppercase ? 'uppercase' : 'as typed'}.
			</p>
		</VStack>
	);
}
