import React, { useDeferredValue, useMemo, useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, InputField } from '@eightshift/ui-components';

const PAGE_SIZE = 96;
const allNames = Object.keys(icons).sort((a, b) => a.localeCompare(b));
// "arrow left", "arrow-left" and "ArrowLeft" all find arrowLeft.
const normalise = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

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

export default function IconBrowserDemo() {
	const [query, setQuery] = useState('');
	const [showAll, setShowAll] = useState(false);
	const [picked, setPicked] = useState('paragraph');
	// Typing stays responsive: the grid re-renders with the deferred value.
	const deferredQuery = useDeferredValue(query);

	const matches = useMemo(() => {
		const needle = normalise(deferredQuery);
		return needle ? allNames.filter((name) => name.toLowerCase().includes(needle)) : allNames;
	}, [deferredQuery]);

	const shown = showAll ? matches : matches.slice(0, PAGE_SIZE);

	return (
		<>
			<InputField
				type='search'
				icon={icons.search}
				label='Find an icon'
				placeholder='For example: arrow, heading, spacing'
				value={query}
				onChange={(value: string) => {
					setQuery(value);
					setShowAll(false);
				}}
			/>

			<p role='status'>
				{matches.length === 0
					? `No icon name contains "${deferredQuery}".`
					: `${matches.length} of ${allNames.length} icons match, ${shown.length} shown.`}
			</p>

			<ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
				{shown.map((name) => (
					<li key={name}>
						<button
							type='button'
							aria-pressed={picked === name}
							onClick={() => setPicked(name)}
							style={{ ...cellStyle, borderColor: picked === name ? '#3858e9' : '#e4e4e7' }}
						>
							<span aria-hidden='true' style={{ lineHeight: 0 }}>
								{icons[name]}
							</span>
							<code style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{name}</code>
						</button>
					</li>
				))}
			</ul>

			{!showAll && matches.length > PAGE_SIZE && (
				<div style={{ marginTop: 12 }}>
					<Button onPress={() => setShowAll(true)}>{`Show all ${matches.length} matches`}</Button>
				</div>
			)}

			<div style={{ display: 'flex', alignItems: 'center', gap: 16, marginTop: 16, flexWrap: 'wrap' }}>
				<span aria-hidden='true' style={{ lineHeight: 0, color: '#3858e9' }}>
					{/* style, not width/height: genericColorSwatch is a component that only reads style. */}
					{React.cloneElement(icons[picked], { style: { width: 40, height: 40 } })}
				</span>
				<Button icon={icons[picked]}>As a button icon</Button>
				<code>{`icon={icons.${picked}}`}</code>
			</div>
		</>
	);
}
