import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { AsyncSelect } from '@eightshift/ui-components';

type Option = { label: string; value: string; metadata?: { type: string } };

// Stands in for the REST API: an in-memory list and a short delay.
const pages = [
	{ id: 12, title: 'About us', type: 'page' },
	{ id: 18, title: 'Careers', type: 'page' },
	{ id: 25, title: 'Contact', type: 'page' },
	{ id: 31, title: 'Pricing', type: 'page' },
	{ id: 44, title: 'Privacy policy', type: 'page' },
	{ id: 52, title: 'Annual report 2024', type: 'post' },
	{ id: 57, title: 'Accessibility statement', type: 'page' },
	{ id: 63, title: 'Customer stories', type: 'page' },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadPages(searchText: string): Promise<Option[]> {
	await wait(700);
	const query = searchText.trim().toLowerCase();

	return pages
		.filter(({ title }) => title.toLowerCase().includes(query))
		.map(({ id, title, type }) => ({ label: title, value: String(id), metadata: { type } }));
}

export default function CtaTargetDemo() {
	const [target, setTarget] = useState<Option | null>(null);

	return (
		<>
			<AsyncSelect
				icon={icons.link}
				label='Button links to'
				aria-label='Button links to'
				placeholder='Choose a page'
				loadOptions={loadPages}
				value={target}
				onChange={setTarget}
				clearable
				menuPortalTarget={null}
			/>
			<p>
				Saved attribute: <code>{JSON.stringify(target)}</code>
			</p>
		</>
	);
}
