import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, ImagePlaceholder, OptionSelect } from '@eightshift/ui-components';

// A sample photo drawn as an inline SVG, so the demo works without a media library.
const samplePhoto = `data:image/svg+xml,${encodeURIComponent(
	'<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">' +
		'<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9b16e"/><stop offset="1" stop-color="#fde4c3"/></linearGradient></defs>' +
		'<rect width="600" height="400" fill="url(#sky)"/><circle cx="420" cy="150" r="50" fill="#fff4d6"/>' +
		'<path d="M0 300 L140 190 L260 280 L380 170 L600 320 V400 H0 Z" fill="#6b8f71"/>' +
		'<path d="M0 340 L180 270 L340 350 L470 290 L600 340 V400 H0 Z" fill="#3e5c48"/></svg>',
)}`;

export default function ImagePlaceholderDemo() {
	const [url, setUrl] = useState('');
	const [size, setSize] = useState('large');
	const [style, setStyle] = useState('default');

	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<OptionSelect
				label='Size'
				value={size}
				onChange={setSize}
				options={[
					{ label: 'Default', value: 'default' },
					{ label: 'Large', value: 'large' },
					{ label: 'Video', value: 'video' },
				]}
			/>
			<OptionSelect
				label='Style'
				value={style}
				onChange={setStyle}
				options={[
					{ label: 'Default', value: 'default' },
					{ label: 'Simple', value: 'simple' },
				]}
			/>
			<ImagePlaceholder url={url} alt='Mountains at sunset' size={size} style={style} />
			{/* One button that changes its text, so keyboard focus stays put after pressing it. */}
			<div>
				<Button icon={url ? icons.trash : icons.image} onPress={() => setUrl(url ? '' : samplePhoto)}>
					{url ? 'Remove photo' : 'Use sample photo'}
				</Button>
			</div>
		</div>
	);
}
