import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, InputField } from '@eightshift/ui-components';

const heading = 'Pricing for teams & agencies';

const toAnchor = (text: string) =>
	text
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '');

export default function AnchorIdDemo() {
	const [anchor, setAnchor] = useState('');

	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<InputField
				icon={icons.anchor}
				label='Anchor ID'
				help={`Heading: "${heading}"`}
				monospaceFont
				value={anchor}
				onChange={(value: string) => setAnchor(value.replace(/\s+/g, '-'))}
				actions={
					<Button size='small' type='ghost' icon={icons.magic} aria-label='Generate from the heading' tooltip onPress={() => setAnchor(toAnchor(heading))} />
				}
			/>
			<InputField icon={icons.link} label='Link to this section' readOnly monospaceFont value={anchor ? `#${anchor}` : ''} placeholder='Set an anchor ID first' />
		</div>
	);
}
