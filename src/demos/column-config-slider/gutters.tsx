import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ColumnConfigSlider } from '@eightshift/ui-components';

export default function GutterColumnsDemo() {
	// 12 content columns plus one gutter column on each side.
	const [image, setImage] = useState([1, 7]);
	const [sidebar, setSidebar] = useState([9, 13]);

	return (
		<div style={{ display: 'grid', gap: '1.5rem' }}>
			<ColumnConfigSlider icon={icons.image} label='Image' subtitle='Can bleed into the gutters' value={image} onChange={setImage} columns={14} showOuterAsGutter />
			<ColumnConfigSlider
				icon={icons.rightPanel}
				label='Sidebar width'
				subtitle='The start is fixed'
				value={sidebar}
				onChange={setSidebar}
				columns={14}
				showOuterAsGutter
				disableOffset
			/>
			<p>
				<code>{JSON.stringify({ image, sidebar })}</code>
			</p>
		</div>
	);
}
