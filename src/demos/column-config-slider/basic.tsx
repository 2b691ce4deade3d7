import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ColumnConfigSlider } from '@eightshift/ui-components';

export default function CardPlacementDemo() {
	const [span, setSpan] = useState([3, 10]);
	const [start, end] = span;
	const width = end - start + 1;

	return (
		<>
			<ColumnConfigSlider icon={icons.gridWidth} label='Card position' value={span} onChange={setSpan} columns={12} />
			<p>
				Starts in column {start}, ends in column {end}, so it is {width} {width === 1 ? 'column' : 'columns'} wide.
			</p>
		</>
	);
}
