import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { MatrixAlign } from '@eightshift/ui-components';

export default function BadgeCornerDemo() {
	const [corner, setCorner] = useState('top right');
	const [vertical, horizontal] = corner.split(' ');

	return (
		<>
			<MatrixAlign
				size='2x2'
				icon={icons.tag}
				label='Sale badge corner'
				aria-label='Sale badge corner'
				tooltip='Badge corner'
				value={corner}
				onChange={setCorner}
			/>
			<div style={{ position: 'relative', height: 120, marginTop: 12, borderRadius: 8, background: '#e9ecef' }}>
				<span
					style={{
						position: 'absolute',
						[vertical]: 8,
						[horizontal]: 8,
						padding: '2px 8px',
						borderRadius: 4,
						background: '#ae1a1a',
						color: '#fff',
						fontSize: 13,
						fontWeight: 600,
					}}
				>
					−20%
				</span>
			</div>
			<p>
				Saved attribute: <code>{corner}</code>
			</p>
		</>
	);
}
