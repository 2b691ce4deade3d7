import React, { useState } from 'react';
import { ColorSwatch, SolidColorPicker } from '@eightshift/ui-components';

export default function CustomColorDemo() {
	const [buttonColor, setButtonColor] = useState('#d9480f');

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
						color: '#fff',
						fontWeight: 600,
					}}
				>
					Reserve a seat
				</span>
			</div>
		</div>
	);
}
