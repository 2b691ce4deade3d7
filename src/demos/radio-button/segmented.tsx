import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { RadioButton, RadioButtonGroup } from '@eightshift/ui-components';

// The same two props (design and orientation) in both directions.
export default function CardLayoutDemo() {
	const [imagePosition, setImagePosition] = useState('left');
	const [cardStyle, setCardStyle] = useState('outlined');

	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<RadioButtonGroup
				icon={icons.twoCardsLeft}
				label='Image position'
				design='segmented'
				orientation='horizontal'
				value={imagePosition}
				onChange={setImagePosition}
			>
				<RadioButton value='left' label='Left' />
				<RadioButton value='top' label='Top' />
				<RadioButton value='right' label='Right' />
			</RadioButtonGroup>

			<RadioButtonGroup icon={icons.cardFeatured} label='Card style' design='segmented' value={cardStyle} onChange={setCardStyle}>
				<RadioButton value='flat' label='Flat' subtitle='No border, no shadow' />
				<RadioButton value='outlined' label='Outlined' subtitle='Thin border in the accent colour' />
				<RadioButton value='raised' label='Raised' subtitle='Soft shadow, lifts on hover' />
			</RadioButtonGroup>

			<p>
				The card is {cardStyle}, with the image on the {imagePosition}.
			</p>
		</div>
	);
}
