import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { MultiSelect } from '@eightshift/ui-components';

type Network = { label: string; value: string };

const networks: Network[] = [
	{ label: 'LinkedIn', value: 'linkedin' },
	{ label: 'Facebook', value: 'facebook' },
	{ label: 'Bluesky', value: 'bluesky' },
	{ label: 'Mastodon', value: 'mastodon' },
	{ label: 'WhatsApp', value: 'whatsapp' },
	{ label: 'Email', value: 'email' },
];

export default function ShareButtonsDemo() {
	const [shareOn, setShareOn] = useState<Network[]>([networks[0], networks[2], networks[5]]);

	return (
		<>
			<MultiSelect
				icon={icons.share}
				label='Share buttons'
				aria-label='Share buttons'
				help='Drag a chip to change where its button appears.'
				options={networks}
				value={shareOn}
				onChange={setShareOn}
				keepMenuOpenAfterSelect
				noSearch
				menuPortalTarget={null}
			/>
			<p>Buttons, left to right:</p>
			<ol>
				{shareOn.map((network) => (
					<li key={network.value}>{network.label}</li>
				))}
			</ol>
		</>
	);
}
