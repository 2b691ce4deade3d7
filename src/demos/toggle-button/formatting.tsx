import React, { useId, useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ButtonGroup, ToggleButton } from '@eightshift/ui-components';

// In 5.6.1 ToggleButton does not forward aria-label, so each icon-only button is
// named through aria-labelledby, pointing at a hidden element with the text.
export default function HeadingFormattingDemo() {
	const id = useId();
	const [bold, setBold] = useState(true);
	const [italic, setItalic] = useState(false);
	const [uppercase, setUppercase] = useState(false);

	const buttons = [
		{ key: 'bold', label: 'Bold', icon: icons.bold, selected: bold, onChange: setBold },
		{ key: 'italic', label: 'Italic', icon: icons.italic, selected: italic, onChange: setItalic },
		{ key: 'uppercase', label: 'Uppercase', icon: icons.textUppercase, selected: uppercase, onChange: setUppercase },
	];

	return (
		<>
			<ButtonGroup aria-label='Heading text style'>
				{buttons.map(({ key, label, icon, selected, onChange }) => (
					<ToggleButton key={key} icon={icon} tooltip={label} selected={selected} onChange={onChange} aria-labelledby={`${id}-${key}`} />
				))}
			</ButtonGroup>
			{buttons.map(({ key, label }) => (
				<span key={key} id={`${id}-${key}`} hidden>
					{label}
				</span>
			))}
			<p
				style={{
					fontWeight: bold ? 700 : 400,
					fontStyle: italic ? 'italic' : 'normal',
					textTransform: uppercase ? 'uppercase' : 'none',
				}}
			>
				Spring sale starts Monday
			</p>
		</>
	);
}
