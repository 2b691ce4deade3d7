import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Slider } from '@eightshift/ui-components';

export default function YearRangeDemo() {
	const [years, setYears] = useState([2019, 2023]);

	return (
		<>
			<Slider
				icon={icons.calendar}
				label='Published between'
				value={years}
				onChange={setYears}
				min={2015}
				max={2025}
				markers='dots'
				thumbLabels={['First year', 'Last year']}
				formatOptions={{ useGrouping: false }}
			/>
			<p>
				The block lists posts from {years[0]} to {years[1]}.
			</p>
		</>
	);
}
