import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { AsyncSelect } from '@eightshift/ui-components';

type Option = { label: string; value: string };

const authors = [
	'Ana Horvat',
	'Ivan Kovač',
	'Marta Novak',
	'Luka Babić',
	'Petra Jurić',
	'Tomislav Marić',
	'Ivana Knežević',
	'Josip Vuković',
	'Nina Pavlović',
	'Filip Božić',
].map((name) => ({ label: name, value: name.toLowerCase().replace(/\s+/g, '-') }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function searchAuthors(searchText: string): Promise<Option[]> {
	await wait(500);
	const query = searchText.trim().toLowerCase();
	return authors.filter(({ label }) => label.toLowerCase().includes(query));
}

export default function AuthorSearchDemo() {
	const [author, setAuthor] = useState<Option | null>(null);
	const [requests, setRequests] = useState(0);

	const loadOptions = (searchText: string) => {
		setRequests((count) => count + 1);
		return searchAuthors(searchText);
	};

	return (
		<>
			<AsyncSelect
				icon={icons.person}
				label='Quote author'
				aria-label='Quote author'
				placeholder='Type a name to search'
				loadOptions={loadOptions}
				preloadOptions={false}
				value={author}
				onChange={setAuthor}
				clearable
				menuPortalTarget={null}
			/>
			<p>
				Requests so far: {requests}. Saved attribute: <code>{JSON.stringify(author)}</code>
			</p>
		</>
	);
}
