import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { MatrixAlign } from '@eightshift/ui-components';

// 'top left' → align-items: start, justify-content: start, and so on.
const toFlex = { top: 'flex-start', center: 'center', bottom: 'flex-end', left: 'flex-start', right: 'flex-end' };

export default function ContentPositionDemo() {
	const [position, setPosition] = useState('bottom left');
	const [vertical, horizontal] = position.split(' ') as [keyof typeof toFlex, keyof typeof toFlex];

	return (
		<>
			<MatrixAlign
				icon={icons.alignHorizontalVertical}
				label='Content position'
				aria-label='Content position'
				value={position}
				onChange={setPosition}
			/>
			<div
				style={{
					display: 'flex',
					alignItems: toFlex[vertical],
					justifyContent: toFlex[horizontal],
					height: 140,
					marginTop: 12,
					padding: 12,
					borderRadius: 8,
					background: 'linear-gradient(160deg, #364fc7, #15aabf)',
					color: '#fff',
					fontWeight: 600,
				}}
			>
				Spring collection
			</div>
			<p>
				Saved attribute: <code>{position}</code>
			</p>
		</>
	);
}
