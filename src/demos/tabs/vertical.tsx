import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { InputField, NumberPicker, Tab, TabList, TabPanel, Tabs, Toggle } from '@eightshift/ui-components';

// Vertical tabs: the list becomes a column on the left, the active panel fills the rest.
export default function SettingsSectionsDemo() {
	const [siteTitle, setSiteTitle] = useState('Harbour Coffee');
	const [stickyHeader, setStickyHeader] = useState(true);
	const [postsPerPage, setPostsPerPage] = useState(9);
	const [cookieNotice, setCookieNotice] = useState(true);

	return (
		<>
			<Tabs vertical>
				<TabList aria-label='Settings sections'>
					<Tab icon={icons.options} subtitle='Title, header'>
						General
					</Tab>
					<Tab icon={icons.layoutAlt} subtitle='Listings'>
						Archive
					</Tab>
					<Tab icon={icons.cookie} badge='New'>
						Privacy
					</Tab>
				</TabList>
				<TabPanel>
					<InputField label='Site title' value={siteTitle} onChange={setSiteTitle} />
					<Toggle label='Sticky header' checked={stickyHeader} onChange={setStickyHeader} />
				</TabPanel>
				<TabPanel>
					<NumberPicker label='Posts per page' value={postsPerPage} onChange={setPostsPerPage} min={3} max={24} step={3} />
				</TabPanel>
				<TabPanel>
					<Toggle label='Show the cookie notice' subtitle='Required in the EU' checked={cookieNotice} onChange={setCookieNotice} />
				</TabPanel>
			</Tabs>
			<p>
				{siteTitle}: {stickyHeader ? 'sticky' : 'static'} header, {postsPerPage} posts per page, cookie notice {cookieNotice ? 'on' : 'off'}.
			</p>
		</>
	);
}
