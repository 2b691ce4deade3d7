import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ColorSwatch, RSDropdownIndicator, RSOption, RSSingleValue, Select } from '@eightshift/ui-components';

const buttonStyles = [
	{ label: 'Primary', value: 'primary', metadata: { color: '#1c7ed6' } },
	{ label: 'Secondary', value: 'secondary', metadata: { color: '#495057' } },
	{ label: 'Success', value: 'success', metadata: { color: '#2f9e44' } },
	{ label: 'Danger', value: 'danger', metadata: { color: '#e03131' } },
];

// react-select calls these as components, with its own props; `data` is the option object.
// Declare them outside the demo so they keep their identity between renders.
// The swatch is decorative here (the label already names the option), so it is hidden
// from assistive technology instead of adding a generated colour name.
const SwatchOption = (props: any) => (
	<RSOption {...props}>
		<span aria-hidden='true'>
			<ColorSwatch color={props.data.metadata.color} />
		</span>
		{props.data.label}
	</RSOption>
);

const SwatchValue = (props: any) => (
	<RSSingleValue {...props}>
		<span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
			<span aria-hidden='true'>
				<ColorSwatch color={props.data.metadata.color} />
			</span>
			{props.data.label}
		</span>
	</RSSingleValue>
);

const CaretArrow = (props: any) => <RSDropdownIndicator {...props}>{icons.caretDownFill}</RSDropdownIndicator>;

export default function SwatchOptionsDemo() {
	const [buttonStyle, setButtonStyle] = useState<string | undefined>('primary');

	return (
		<>
			<Select
				label='Button style'
				aria-label='Button style'
				options={buttonStyles}
				value={buttonStyle}
				onChange={setButtonStyle}
				simpleValue
				noSearch
				customMenuOption={SwatchOption}
				customValueDisplay={SwatchValue}
				customDropdownArrow={CaretArrow}
				// Keeps the menu inside the docs frame, where the library's styles apply.
				menuPortalTarget={null}
			/>
			<p>
				Saved attribute: <code>{buttonStyle ?? 'undefined'}</code>
			</p>
		</>
	);
}
