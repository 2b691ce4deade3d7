import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { NumberPicker } from '@eightshift/ui-components';

export default function InlinePickersDemo() {
	const [postsPerPage, setPostsPerPage] = useState(9);
	const [headingLevel, setHeadingLevel] = useState(2);
	const [rotation, setRotation] = useState(-5);

	return (
		<div style={{ display: 'grid', gap: '0.75rem', maxWidth: '22rem' }}>
			<NumberPicker inline icon={icons.itemsPerPage} label='Posts per page' value={postsPerPage} onChange={setPostsPerPage} min={1} max={48} />
			<NumberPicker
				inline
				size='small'
				icon={icons.headingLevel}
				label='Heading level'
				subtitle='Scroll is off here'
				value={headingLevel}
				onChange={setHeadingLevel}
				min={1}
				max={6}
				noScrollToChange
			/>
			<NumberPicker inline size='compact' icon={icons.rotateRight} label='Rotation' value={rotation} onChange={setRotation} min={-45} max={45} suffix='°' />
			<p>
				<code>{JSON.stringify({ postsPerPage, headingLevel, rotation })}</code>
			</p>
		</div>
	);
}
