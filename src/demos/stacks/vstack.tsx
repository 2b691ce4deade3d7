import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Checkbox, RichLabel, VStack } from '@eightshift/ui-components';

const breakpoints = [
	{ value: 'mobile', label: 'Mobile', icon: icons.screenMobile },
	{ value: 'tablet', label: 'Tablet', icon: icons.screenTablet },
	{ value: 'desktop', label: 'Desktop', icon: icons.screenDesktop },
];

// Checkboxes stacked in a column. Rendered as a fieldset, so the legend names the whole group.
export default function VisibilityListDemo() {
	const [visibleOn, setVisibleOn] = useState(['tablet', 'desktop']);

	const toggle = (value: string, checked: boolean) =>
		setVisibleOn((current) => (checked ? [...current, value] : current.filter((item) => item !== value)));

	return (
		<>
			<VStack as='fieldset'>
				<RichLabel as='legend' icon={icons.visibility} label='Show the banner on' />
				{breakpoints.map(({ value, label, icon }) => (
					<Checkbox key={value} icon={icon} label={label} checked={visibleOn.includes(value)} onChange={(checked: boolean) => toggle(value, checked)} />
				))}
			</VStack>
			<p>Visible on: {visibleOn.length > 0 ? visibleOn.join(', ') : 'no screen size'}.</p>
		</>
	);
}
