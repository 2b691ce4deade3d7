import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { MultiSelect } from '@eightshift/ui-components';

const categories = [
	{ label: 'News', value: 'news' },
	{ label: 'Events', value: 'events' },
	{ label: 'Case studies', value: 'case-studies' },
	{ label: 'Product updates', value: 'product-updates' },
	{ label: 'Interviews', value: 'interviews' },
	{ label: 'Tutorials', value: 'tutorials' },
	{ label: 'Company culture', value: 'company-culture' },
];

export default function CategoryFilterDemo() {
	const [selected, setSelected] = useState<string[]>(['events', 'tutorials']);

	return (
		<>
			<MultiSelect
				icon={icons.tag}
				label='Show posts from'
				aria-label='Show posts from'
				placeholder='All categories'
				options={categories}
				value={selected}
				onChange={setSelected}
				simpleValue
				clearable
				// Keeps the menu inside the docs frame, where the library's styles apply.
				// Leave this out in the block editor.
				menuPortalTarget={null}
			/>
			<p>
				Saved attribute: <code>{JSON.stringify(selected)}</code>
			</p>
		</>
	);
}
