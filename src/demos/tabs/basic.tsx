import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { InputField, OptionSelect, Tab, TabList, TabPanel, Tabs, Toggle } from '@eightshift/ui-components';

// A hero block's options split into three tabs.
export default function HeroTabsDemo() {
	const [heading, setHeading] = useState('Build faster with blocks');
	const [showButton, setShowButton] = useState(true);
	const [align, setAlign] = useState('left');
	const [darkOverlay, setDarkOverlay] = useState(false);
	const [anchor, setAnchor] = useState('');

	return (
		<>
			<Tabs>
				<TabList aria-label='Hero options'>
					<Tab>Content</Tab>
					<Tab>Design</Tab>
					<Tab>Advanced</Tab>
				</TabList>
				<TabPanel>
					<InputField icon={icons.heading} label='Heading' value={heading} onChange={setHeading} />
					<Toggle icon={icons.buttonFilled} label='Show button' checked={showButton} onChange={setShowButton} />
				</TabPanel>
				<TabPanel>
					<OptionSelect
						icon={icons.textAlignGeneric}
						label='Text alignment'
						value={align}
						onChange={setAlign}
						options={[
							{ value: 'left', label: 'Left', icon: icons.textAlignLeft },
							{ value: 'center', label: 'Center', icon: icons.textAlignCenter },
						]}
					/>
					<Toggle icon={icons.imageOverlay} label='Darken the background image' checked={darkOverlay} onChange={setDarkOverlay} />
				</TabPanel>
				<TabPanel>
					<InputField icon={icons.globeAnchor} label='HTML anchor' value={anchor} onChange={setAnchor} monospaceFont />
				</TabPanel>
			</Tabs>
			<p>
				Hero: &ldquo;{heading}&rdquo;, {align}-aligned, {showButton ? 'with' : 'without'} a button, {darkOverlay ? 'dark' : 'plain'} background
				{anchor ? `, anchor #${anchor}` : ''}.
			</p>
		</>
	);
}
