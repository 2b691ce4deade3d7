import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, FilePickerShell } from '@eightshift/ui-components';

// Same sample photo as the ImagePlaceholder demo, drawn inline.
const samplePhoto = `data:image/svg+xml,${encodeURIComponent(
	'<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">' +
		'<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9b16e"/><stop offset="1" stop-color="#fde4c3"/></linearGradient></defs>' +
		'<rect width="600" height="400" fill="url(#sky)"/><circle cx="420" cy="150" r="50" fill="#fff4d6"/>' +
		'<path d="M0 300 L140 190 L260 280 L380 170 L600 320 V400 H0 Z" fill="#6b8f71"/>' +
		'<path d="M0 340 L180 270 L340 350 L470 290 L600 340 V400 H0 Z" fill="#3e5c48"/></svg>',
)}`;

// In image mode the buttons sit over the photo and slide in on hover or keyboard focus.
export default function HeroImageDemo() {
	const [url, setUrl] = useState(samplePhoto);

	return (
		<FilePickerShell
			type='image'
			url={url}
			alt='Mountains at sunset'
			noUrlContent={
				<Button size='large' icon={icons.image} onPress={() => setUrl(samplePhoto)}>
					Select a hero image
				</Button>
			}
		>
			<Button type='glass' icon={icons.swap} onPress={() => setUrl(samplePhoto)}>
				Replace
			</Button>
			<Button type='dangerGlass' icon={icons.trash} onPress={() => setUrl('')}>
				Remove
			</Button>
		</FilePickerShell>
	);
}
