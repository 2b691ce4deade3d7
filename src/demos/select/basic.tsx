import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Select } from '@eightshift/ui-components';

const categories = [
	{ label: 'News', value: 'news' },
	{ label: 'Events', value: 'events' },
	{ label: 'Case studies', value: 'case-studies' },
	{ label: 'Product updates', value: 'product-updates' },
	{ label: 'Interviews', value: 'interviews' },
	{ label: 'Tutorials', value: 'tutorials' },
];

export default function CategorySelectDemo() {
	const [category, setCategory] = useState<string | undefined>('events');

	return (
		<>
			<Select
				icon={icons.tag}
				label='Category'
				aria-label='Category'
				placeholder='All categories'
				options={categories}
				value={category}
				onChange={setCategory}
				simpleValue
				clearable
				// The docs frame scopes the library's styles; keep the menu inside it.
				// In the block editor, leave this out (the menu goes to document.body).
				menuPortalTarget={null}
			/>
			<p>
				Saved attribute: <code>{category ?? 'undefined'}</code>
			</p>
		</>
	);
}
