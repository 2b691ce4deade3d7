import React, { useState } from 'react';
import { Checkbox } from '@eightshift/ui-components';

const networks = [
	{ label: 'Facebook', value: 'facebook' },
	{ label: 'LinkedIn', value: 'linkedin' },
	{ label: 'X (Twitter)', value: 'x' },
	{ label: 'Email', value: 'email' },
];

// Each checkbox adds or removes one network from an array, the way a block would store it.
export default function ShareNetworksDemo() {
	const [shareNetworks, setShareNetworks] = useState<string[]>(['linkedin', 'email']);

	const toggleNetwork = (network: string, checked: boolean) => {
		setShareNetworks(checked ? [...shareNetworks, network] : shareNetworks.filter((item) => item !== network));
	};

	return (
		<>
			{networks.map(({ label, value }) => (
				<Checkbox
					key={value}
					label={label}
					checked={shareNetworks.includes(value)}
					onChange={(checked: boolean) => toggleNetwork(value, checked)}
				/>
			))}
			<p>
				Share buttons: <code>{JSON.stringify(shareNetworks)}</code>
			</p>
		</>
	);
}
