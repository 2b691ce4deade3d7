import React, { useState } from 'react';
import { Checkbox } from '@eightshift/ui-components';

const postTypes = [
	{ label: 'Posts', value: 'post' },
	{ label: 'Pages', value: 'page' },
	{ label: 'Events', value: 'event' },
	{ label: 'Job openings', value: 'job' },
];

// The first checkbox is checked when every type is picked, empty when none is,
// and indeterminate (a dash) when only some are.
export default function SearchPostTypesDemo() {
	const [selected, setSelected] = useState<string[]>(['post', 'event']);

	const allSelected = selected.length === postTypes.length;
	const someSelected = selected.length > 0 && !allSelected;

	return (
		<>
			<Checkbox
				label='All content types'
				checked={allSelected}
				indeterminate={someSelected}
				onChange={(checked: boolean) => setSelected(checked ? postTypes.map(({ value }) => value) : [])}
			/>
			<div style={{ paddingInlineStart: '1.75rem', display: 'grid', gap: '0.5rem', marginBlockStart: '0.5rem' }}>
				{postTypes.map(({ label, value }) => (
					<Checkbox
						key={value}
						label={label}
						checked={selected.includes(value)}
						onChange={(checked: boolean) => setSelected(checked ? [...selected, value] : selected.filter((item) => item !== value))}
					/>
				))}
			</div>
			<p>The search block looks in: {selected.length > 0 ? selected.join(', ') : 'nothing yet'}.</p>
		</>
	);
}
