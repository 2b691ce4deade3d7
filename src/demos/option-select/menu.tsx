import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { OptionSelect } from '@eightshift/ui-components';

// Menu items can carry a section title, a separator, a subtitle and a shortcut-style hint.
const ratios = [
	{ label: 'Original', value: 'auto', icon: icons.aspectRatioAuto, subtitle: 'Keep the uploaded proportions' },
	{ label: '21:9', value: '21/9', icon: icons.aspectRatioTwentyOneNine, sectionTitle: 'Landscape', separator: 'above', shortcut: 'Cinema' },
	{ label: '16:9', value: '16/9', icon: icons.aspectRatioSixteenNine, shortcut: 'Video' },
	{ label: '3:2', value: '3/2', icon: icons.aspectRatioThreeTwo, shortcut: 'Photo' },
	{ label: '1:1', value: '1/1', icon: icons.aspectRatioSquare, separator: 'above', shortcut: 'Square' },
	{ label: '9:16', value: '9/16', icon: icons.aspectRatioNineSixteen, sectionTitle: 'Portrait', separator: 'above', shortcut: 'Story' },
];

export default function AspectRatioMenuDemo() {
	const [imageAspectRatio, setImageAspectRatio] = useState('16/9');
	const current = ratios.find(({ value }) => value === imageAspectRatio);

	return (
		<>
			<OptionSelect
				icon={icons.aspectRatio}
				label='Aspect ratio'
				type='menu'
				inline
				value={imageAspectRatio}
				onChange={setImageAspectRatio}
				options={ratios}
				// The trigger is otherwise named only by the current value ("16:9").
				wrapperProps={{ triggerProps: { 'aria-label': `Aspect ratio: ${current?.label ?? 'not set'}` } }}
			/>
			<p>
				The image is cropped to <code>aspect-ratio: {imageAspectRatio}</code>.
			</p>
		</>
	);
}
