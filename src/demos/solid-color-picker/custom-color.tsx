import React, { useState } from 'react';
import { ColorSwatch, SolidColorPicker } from '@eightshift/ui-components';

/** Dark or light text, whichever reads better on the picked colour (WCAG relative luminance). */
function textColorOn(hex: string) {
	const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
	const luminance = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
	return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#111111' : '#ffffff';
}

export default function CustomColorDemo() {
	const [buttonColor, setButtonColor] = useState('#9e340b');

	return (
		<div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
			<SolidColorPicker value={buttonColor} onChange={setButtonColor} />
			<div>
				<div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
					<ColorSwatch color={buttonColor} />
					<code>{buttonColor}</code>
				</div>
				<span
					style={{
						display: 'inline-block',
						padding: '8px 16px',
						borderRadius: 6,
						background: buttonColor,
						color: textColorOn(buttonColor),
						fontWeight: 600,
					}}
				>
					Reserve a seat
				</span>
			</div>
		</div>
	);
}
