import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { BaseControl, Button, HStack, ToggleButton } from '@eightshift/ui-components';

const styles = [
	{ value: 'filled', label: 'Filled', icon: icons.buttonFilled },
	{ value: 'outline', label: 'Outline', icon: icons.buttonOutline },
	{ value: 'ghost', label: 'Ghost', icon: icons.buttonGhost },
];

// Three toggle buttons have no shared label of their own, so BaseControl gives the group one.
export default function ButtonStyleDemo() {
	const [buttonStyle, setButtonStyle] = useState('filled');

	return (
		<>
			<BaseControl
				icon={icons.buttonFilled}
				label='Button style'
				subtitle='Applies to the primary button'
				help='Ghost buttons need a contrasting background to stay readable.'
				actions={
					<Button size='small' type='ghost' onPress={() => setButtonStyle('filled')} disabled={buttonStyle === 'filled'}>
						Reset
					</Button>
				}
			>
				<HStack>
					{styles.map(({ value, label, icon }) => (
						<ToggleButton key={value} icon={icon} size='small' selected={buttonStyle === value} onChange={() => setButtonStyle(value)}>
							{label}
						</ToggleButton>
					))}
				</HStack>
			</BaseControl>
			<p>
				Saved attribute: <code>buttonStyle: &quot;{buttonStyle}&quot;</code>
			</p>
		</>
	);
}
