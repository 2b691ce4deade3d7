import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, InputField, OptionsPanel, OptionsPanelHeader, OptionsPanelIntro, OptionsPanelSection, Toggle } from '@eightshift/ui-components';

// A small settings screen: a page header with a save button, an intro, and one card of grouped options.
// The headings are one level deeper than on a real admin page (h3 and h4 instead of h2 and h3),
// because the demo sits under an h2 of the docs page.
export default function ThemeSettingsDemo() {
	const [stickyHeader, setStickyHeader] = useState(true);
	const [announcement, setAnnouncement] = useState('Free shipping on orders over 50 EUR');
	const [showAnnouncement, setShowAnnouncement] = useState(false);
	const [savedAt, setSavedAt] = useState('');

	return (
		<>
			<OptionsPanelHeader
				title='Theme settings'
				level={3}
				actions={
					<Button type='selected' onPress={() => setSavedAt(new Date().toLocaleTimeString())}>
						Save
					</Button>
				}
			/>
			<OptionsPanelIntro title='Header' subtitle='Shown at the top of every page.' level={4} border />
			<OptionsPanel icon={icons.layout} title='Site header' help='Changes apply after you save and reload the site.'>
				<OptionsPanelSection>
					<Toggle
						icon={icons.positionVStart}
						label='Sticky header'
						subtitle='Stays visible while scrolling'
						checked={stickyHeader}
						onChange={setStickyHeader}
					/>
				</OptionsPanelSection>
				<OptionsPanelSection>
					<Toggle icon={icons.infoCircle} label='Announcement bar' checked={showAnnouncement} onChange={setShowAnnouncement} />
					<InputField
						label='Announcement text'
						value={announcement}
						onChange={setAnnouncement}
						disabled={!showAnnouncement}
					/>
				</OptionsPanelSection>
			</OptionsPanel>
			<p>{savedAt ? `Saved at ${savedAt}.` : 'Not saved yet.'}</p>
		</>
	);
}
