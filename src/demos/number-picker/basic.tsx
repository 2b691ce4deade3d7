import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { NumberPicker } from '@eightshift/ui-components';

export default function ColumnCountDemo() {
	const [columns, setColumns] = useState(3);

	return (
		<>
			<NumberPicker
				icon={icons.columns}
				label='Columns'
				help='From 1 to 6 cards per row on desktop.'
				value={columns}
				onChange={setColumns}
				min={1}
				max={6}
			/>
			<p>
				The grid shows {columns} {columns === 1 ? 'column' : 'columns'}.
			</p>
		</>
	);
}
