import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Menu, MenuItem, MenuSection } from '@eightshift/ui-components';

const alignments = [
	{ value: 'left', label: 'Left' },
	{ value: 'center', label: 'Center' },
	{ value: 'right', label: 'Right' },
];

export default function CardDisplayDemo() {
	const [showImage, setShowImage] = useState(true);
	const [showExcerpt, setShowExcerpt] = useState(false);
	const [align, setAlign] = useState('left');

	return (
		<>
			<Menu triggerLabel='Card display' triggerIcon={icons.visible} keepOpen>
				<MenuSection label='Show'>
					<MenuItem checked={showImage} onClick={() => setShowImage(!showImage)}>
						Featured image
					</MenuItem>
					<MenuItem checked={showExcerpt} onClick={() => setShowExcerpt(!showExcerpt)}>
						Excerpt
					</MenuItem>
				</MenuSection>
				<MenuSection label='Text alignment'>
					{alignments.map(({ value, label }) => (
						<MenuItem key={value} selected={align === value} onClick={() => setAlign(value)}>
							{label}
						</MenuItem>
					))}
				</MenuSection>
			</Menu>
			<p>
				Image: {showImage ? 'shown' : 'hidden'}. Excerpt: {showExcerpt ? 'shown' : 'hidden'}. Alignment: {align}.
			</p>
		</>
	);
}
