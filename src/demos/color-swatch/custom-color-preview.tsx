import React, { useState } from 'react';
import { ColorSwatch, InputField } from '@eightshift/ui-components';

export default function CustomColorPreviewDemo() {
	const [borderColor, setBorderColor] = useState('#7048e8');

	return (
		<>
			<InputField
				label='Custom border color'
				help='Hex, rgb() or hsl() with commas, e.g. rgb(112, 72, 232).'
				value={borderColor}
				onChange={setBorderColor}
				monospaceFont
			/>
			<div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }}>
				<ColorSwatch color={borderColor} />
				<span>Preview of the value typed above</span>
			</div>
		</>
	);
}
