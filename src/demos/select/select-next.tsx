import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { SelectNext } from '@eightshift/ui-components';

const layouts = [
	{ label: 'Grid', value: 'grid', icon: 'layoutAlt', subtitle: 'Equal cards in columns' },
	{ label: 'List', value: 'list', icon: 'layoutAlt2', subtitle: 'One post per row' },
	{ label: 'Masonry', value: 'masonry', icon: 'layoutMasonry', subtitle: 'Cards keep their height' },
	{ label: 'Bento box', value: 'bento', icon: 'layoutBentoBox', subtitle: 'Featured post takes two cells' },
];

export default function PostLayoutDemo() {
	const [layout, setLayout] = useState<string | null>('grid');

	return (
		<>
			<SelectNext
				icon={icons.layout}
				label='Post layout'
				options={layouts}
				value={layout}
				onChange={setLayout}
				simpleValue
				clearable
				searchable
			/>
			<p>
				Saved attribute: <code>{layout ?? 'null'}</code>
			</p>
		</>
	);
}
