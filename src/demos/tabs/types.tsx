import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { OptionSelect, Spacer, Tab, TabList, TabPanel, Tabs } from '@eightshift/ui-components';

const types = ['underline', 'pill', 'pillInverse', 'pillOutline', 'pillCompact', 'pillCompactInverse', 'pillCompactOutline'].map((value) => ({
	value,
	label: value,
}));

// The same three tabs in each of the seven designs.
export default function TabTypesDemo() {
	const [type, setType] = useState('pill');

	return (
		<>
			<OptionSelect label='Tab design' options={types} value={type} onChange={setType} />
			<Spacer size='m' />
			<Tabs type={type}>
				<TabList aria-label='Image source'>
					<Tab icon={icons.image}>Media library</Tab>
					<Tab icon={icons.link}>From URL</Tab>
					<Tab icon={icons.videoFile} disabled>
						Video
					</Tab>
				</TabList>
				<TabPanel>
					<p>Choose an image that is already uploaded.</p>
				</TabPanel>
				<TabPanel>
					<p>Paste the address of an image hosted elsewhere.</p>
				</TabPanel>
				<TabPanel>
					<p>Video sources are not available for this block.</p>
				</TabPanel>
			</Tabs>
		</>
	);
}
