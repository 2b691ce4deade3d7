import React, { useState } from 'react';
import { SolidColorPicker } from '@eightshift/ui-components';

export default function OverlayTransparencyDemo() {
	const [overlay, setOverlay] = useState('rgba(15, 23, 42, 0.55)');

	return (
		<div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
			<SolidColorPicker value={overlay} onChange={setOverlay} allowTransparency outputFormat='rgba' />
			<div style={{ flex: '1 1 12rem' }}>
				<div
					style={{
						position: 'relative',
						height: 140,
						borderRadius: 8,
						overflow: 'hidden',
						background: 'linear-gradient(135deg, #f59f00 0%, #e03131 50%, #5f3dc4 100%)',
					}}
				>
					<div style={{ position: 'absolute', inset: 0, background: overlay }} />
					<p style={{ position: 'relative', margin: 0, padding: 16, color: '#fff', fontWeight: 600 }}>Summer festival</p>
				</div>
				<p>
					Overlay attribute: <code>{overlay}</code>
				</p>
			</div>
		</div>
	);
}
