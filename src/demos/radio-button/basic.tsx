import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { RadioButton, RadioButtonGroup } from '@eightshift/ui-components';

export default function PaginationDemo() {
	const [pagination, setPagination] = useState('numbers');

	return (
		<>
			<RadioButtonGroup
				icon={icons.itemsPerPage}
				label='Pagination'
				help='Applies to the post list below the featured posts.'
				value={pagination}
				onChange={setPagination}
			>
				<RadioButton value='numbers' label='Page numbers' subtitle='Classic links to page 1, 2, 3 and so on' />
				<RadioButton value='load-more' label='"Load more" button' subtitle='Appends the next page when clicked' />
				<RadioButton value='infinite' label='Infinite scroll' subtitle='Loads the next page near the end of the list' />
			</RadioButtonGroup>
			<p>
				Saved attribute: <code>postsPagination: &quot;{pagination}&quot;</code>
			</p>
		</>
	);
}
