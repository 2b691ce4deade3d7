import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Notice, Toggle } from '@eightshift/ui-components';

const notices = [
	{ type: 'default', label: 'Changes apply to every page that uses this pattern' },
	{ type: 'info', label: 'Posts update automatically', subtitle: 'The block always shows the 6 newest posts from the selected category, so there is nothing to refresh by hand.' },
	{ type: 'success', label: 'Form connected to Mailchimp', subtitle: 'Audience: Newsletter subscribers' },
	{ type: 'warning', label: 'Video is larger than 50 MB', subtitle: 'Visitors on mobile data may wait several seconds before it starts. Consider an embed instead.' },
	{ type: 'error', label: 'The selected form was deleted', subtitle: 'Pick another form, or remove this block.' },
	{ type: 'placeholder', label: 'No menu selected', subtitle: 'Choose a menu in the block options to show navigation here.' },
];

export default function NoticeTypesDemo() {
	const [alignToTitle, setAlignToTitle] = useState(false);

	return (
		<div style={{ display: 'grid', gap: '0.75rem' }}>
			<Toggle
				icon={icons.verticalAlignTop}
				label='Align icon to title'
				subtitle='Only visible on notices with a long subtitle'
				checked={alignToTitle}
				onChange={setAlignToTitle}
			/>
			{notices.map(({ type, label, subtitle }) => (
				<Notice key={type} type={type} label={label} subtitle={subtitle} alignIconToTitle={alignToTitle} />
			))}
			<Notice icon={icons.lock} label='This block is locked by the theme' subtitle='A custom icon on a default notice.' />
		</div>
	);
}
