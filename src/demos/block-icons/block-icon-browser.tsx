import React, { useMemo, useState } from 'react';
import { InputField, OptionSelect } from '@eightshift/ui-components';
import { BlockIcon, blockIcons, icons } from '@eightshift/ui-components/icons';

const allNames = Object.keys(blockIcons);

const sets = [
	{ value: 'all', label: 'All' },
	{ value: 'es-', label: 'Blocks (es-)' },
	{ value: 'esf-', label: 'Forms (esf-)' },
];

const cellStyle: React.CSSProperties = {
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	gap: 6,
	width: '100%',
	padding: '10px 4px',
	border: '1px solid #e4e4e7',
	borderRadius: 8,
	background: '#fff',
	color: '#27272a',
	cursor: 'pointer',
	font: 'inherit',
};

export default function BlockIconBrowserDemo() {
	const [set, setSet] = useState('all');
	const [query, setQuery] = useState('');
	const [picked, setPicked] = useState('es-card');

	const matches = useMemo(() => {
		const needle = query.trim().toLowerCase().replace(/\s+/g, '-');
		return allNames.filter((name) => (set === 'all' || name.startsWith(set)) && name.includes(needle));
	}, [set, query]);

	return (
		<>
			<OptionSelect label='Icon set' value={set} onChange={setSet} options={sets} />
			<InputField type='search' icon={icons.search} label='Find a block icon' placeholder='For example: card, carousel, input' value={query} onChange={setQuery} />

			<p role='status'>{matches.length === 0 ? 'No block icon matches.' : `${matches.length} of ${allNames.length} block icons.`}</p>

			<ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: 8, listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflowY: 'auto' }}>
				{matches.map((name) => (
					<li key={name}>
						<button
							type='button'
							aria-pressed={picked === name}
							onClick={() => setPicked(name)}
							style={{ ...cellStyle, borderColor: picked === name ? '#3858e9' : '#e4e4e7' }}
						>
							<span aria-hidden='true'>
								<BlockIcon iconName={name} />
							</span>
							<code style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{name}</code>
						</button>
					</li>
				))}
			</ul>

			<p style={{ marginTop: 16 }}>
				In the block&apos;s <code>manifest.json</code>: <code>{`"icon": { "src": "${picked}" }`}</code>
			</p>
		</>
	);
}
