import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, ButtonGroup, Tooltip } from '@eightshift/ui-components';

const alignments = [
	{ value: 'left', label: 'Align left', icon: icons.textAlignLeft },
	{ value: 'center', label: 'Align center', icon: icons.textAlignCenter },
	{ value: 'right', label: 'Align right', icon: icons.textAlignRight },
];

export default function ToolbarTooltipsDemo() {
	const [align, setAlign] = useState('left');
	const [copied, setCopied] = useState(false);

	return (
		<>
			<ButtonGroup aria-label='Text alignment'>
				{alignments.map(({ value, label, icon }) => (
					<Button
						key={value}
						icon={icon}
						aria-label={label}
						tooltip
						type={align === value ? 'selected' : 'default'}
						onPress={() => setAlign(value)}
					/>
				))}
			</ButtonGroup>
			<p>Text alignment: {align}</p>

			<Tooltip text='Puts the block ID on the clipboard, for anchor links' theme='light' placement='right' openDelay={400} arrow>
				<Button icon={icons.clipboard} onPress={() => setCopied(true)}>
					Copy block ID
				</Button>
			</Tooltip>
			<p>{copied ? 'Block ID copied.' : 'Nothing copied yet.'}</p>
		</>
	);
}
