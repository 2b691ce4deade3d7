import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { InputField } from '@eightshift/ui-components';

export default function InputTypesDemo() {
	const [altText, setAltText] = useState('');
	const [email, setEmail] = useState('sales@example.com');
	const [apiKey, setApiKey] = useState('pk_live_51HxQ2');
	const [filter, setFilter] = useState('');

	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<InputField
				type='multiline'
				icon={icons.altText}
				label='Alternative text'
				subtitle='Describe what the image shows'
				rows={3}
				value={altText}
				onChange={setAltText}
			/>
			<InputField type='email' icon={icons.email} label='Notification email' value={email} onChange={setEmail} />
			<InputField type='password' icon={icons.key} label='Maps API key' value={apiKey} onChange={setApiKey} />
			<InputField type='search' icon={icons.search} label='Filter icons' placeholder='Press Escape to clear' value={filter} onChange={setFilter} />
			<p>
				Alt text has {altText.length} characters; filter is <code>{JSON.stringify(filter)}</code>.
			</p>
		</div>
	);
}
