import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { AsyncMultiSelect } from '@eightshift/ui-components';

type Option = { label: string; value: string; metadata: { type: string } };
type Group = { label: string; options: Option[] };

const content = [
	{ id: 12, title: 'About us', type: 'page' },
	{ id: 25, title: 'Contact', type: 'page' },
	{ id: 31, title: 'Pricing', type: 'page' },
	{ id: 101, title: 'Launching our new design system', type: 'post' },
	{ id: 104, title: 'Writing accessible forms', type: 'post' },
	{ id: 107, title: 'Migrating from classic themes', type: 'post' },
	{ id: 201, title: 'Spring meetup', type: 'event' },
	{ id: 202, title: 'Block editor workshop', type: 'event' },
];

const typeNames: Record<string, string> = { page: 'Pages', post: 'Posts', event: 'Events' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadContent(searchText: string): Promise<Option[]> {
	await wait(600);
	const query = searchText.trim().toLowerCase();

	return content
		.filter(({ title }) => title.toLowerCase().includes(query))
		.map(({ id, title, type }) => ({ label: title, value: String(id), metadata: { type } }));
}

// Runs after every load: turns the flat list into one group per content type.
function groupByType(options: Option[]): Group[] {
	return Object.entries(typeNames)
		.map(([type, label]) => ({ label, options: options.filter((option) => option.metadata.type === type) }))
		.filter((group) => group.options.length > 0);
}

export default function RelatedContentDemo() {
	const [related, setRelated] = useState<Option[]>([]);

	return (
		<>
			<AsyncMultiSelect
				icon={icons.linkNav}
				label='Related content'
				aria-label='Related content'
				placeholder='Search pages, posts and events'
				loadOptions={loadContent}
				processLoadedOptions={groupByType}
				value={related}
				onChange={setRelated}
				keepMenuOpenAfterSelect
				menuPortalTarget={null}
			/>
			<ul>
				{related.map(({ label, value, metadata }) => (
					<li key={value}>
						{label} ({metadata.type})
					</li>
				))}
			</ul>
		</>
	);
}
