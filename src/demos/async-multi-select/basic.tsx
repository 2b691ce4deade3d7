import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { AsyncMultiSelect } from '@eightshift/ui-components';

type Option = { label: string; value: string };

// Stands in for a REST endpoint: an in-memory list of posts and a short delay.
const posts = [
	{ id: 101, title: 'Launching our new design system' },
	{ id: 102, title: 'How we test blocks before release' },
	{ id: 103, title: 'A year of open source' },
	{ id: 104, title: 'Writing accessible forms' },
	{ id: 105, title: 'Performance budgets in practice' },
	{ id: 106, title: 'Meet the team: backend' },
	{ id: 107, title: 'Migrating from classic themes' },
	{ id: 108, title: 'Conference recap: WordCamp Europe' },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadPosts(searchText: string): Promise<Option[]> {
	await wait(700);
	const query = searchText.trim().toLowerCase();

	return posts
		.filter(({ title }) => title.toLowerCase().includes(query))
		.map(({ id, title }) => ({ label: title, value: String(id) }));
}

export default function FeaturedPostsDemo() {
	const [featured, setFeatured] = useState<Option[]>([]);

	return (
		<>
			<AsyncMultiSelect
				icon={icons.star}
				label='Featured posts'
				aria-label='Featured posts'
				help='Shown in this order. Drag a chip to move it.'
				placeholder='Search posts'
				loadOptions={loadPosts}
				value={featured}
				onChange={setFeatured}
				clearable
				menuPortalTarget={null}
			/>
			<p>
				Saved post IDs, in order: <code>{JSON.stringify(featured.map(({ value }) => Number(value)))}</code>
			</p>
		</>
	);
}
