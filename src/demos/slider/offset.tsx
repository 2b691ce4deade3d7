import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Slider } from '@eightshift/ui-components';

export default function OffsetDemo() {
	const [shift, setShift] = useState(-8);
	const [lineHeight, setLineHeight] = useState(1.5);
	const [zoom, setZoom] = useState(110);

	return (
		<div style={{ display: 'grid', gap: '1.5rem' }}>
			<Slider icon={icons.positionArrowsV} label='Vertical shift' value={shift} onChange={setShift} min={-40} max={40} step={2} inputField />
			<Slider
				icon={icons.textSize}
				label='Line height'
				value={lineHeight}
				onChange={setLineHeight}
				min={1}
				max={2}
				step={0.05}
				startPoint={1.5}
				markers
				markerStep={0.25}
			/>
			<Slider
				label='Zoom on hover'
				value={zoom}
				onChange={setZoom}
				min={100}
				max={150}
				step={5}
				before={icons.shrink}
				after={icons.expand}
			/>
			<p>
				<code>{JSON.stringify({ shift, lineHeight, zoom })}</code>
			</p>
		</div>
	);
}
