import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ContainerPanel, InputField, Toggle } from '@eightshift/ui-components';

// A panel with a switch in its header: the button's options only show while the button is used.
export default function ButtonPanelDemo() {
	const [buttonUse, setButtonUse] = useState(true);
	const [buttonLabel, setButtonLabel] = useState('Book a call');
	const [buttonUrl, setButtonUrl] = useState('https://example.com/contact');
	const [newTab, setNewTab] = useState(false);

	return (
		<>
			<div style={{ maxWidth: '20rem' }}>
				<ContainerPanel icon={icons.buttonFilled} title='Button' use={buttonUse} onUseChange={setButtonUse}>
					<InputField label='Label' value={buttonLabel} onChange={setButtonLabel} />
					<InputField icon={icons.link} label='URL' type='url' value={buttonUrl} onChange={setButtonUrl} />
					<Toggle label='Open in a new tab' checked={newTab} onChange={setNewTab} />
				</ContainerPanel>
			</div>
			<p>
				{buttonUse ? `The block renders a "${buttonLabel}" button linking to ${buttonUrl}${newTab ? ' (new tab)' : ''}.` : 'The block renders no button; its settings are kept.'}
			</p>
		</>
	);
}
