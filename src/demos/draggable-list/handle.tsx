import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { DraggableList, DraggableListItemHandle, InputField } from '@eightshift/ui-components';

interface FooterLink {
	id: string;
	text: string;
}

export default function FooterLinksDemo() {
	const [links, setLinks] = useState<FooterLink[]>([
		{ id: 'privacy', text: 'Privacy policy' },
		{ id: 'cookies', text: 'Cookie settings' },
		{ id: 'careers', text: 'Careers' },
	]);

	return (
		<>
			<DraggableList icon={icons.linkNav} label='Footer links' subtitle='Drag by the grip; the text field stays editable' items={links} onChange={setLinks}>
				{({ text, itemIndex, updateData }: FooterLink & { itemIndex: number; updateData: (data: Partial<FooterLink>) => void }) => (
					<div style={{ display: 'flex', alignItems: 'flex-end', gap: '0.5rem', width: '100%', padding: '0.25rem 0' }}>
						<DraggableListItemHandle aria-label={`Move “${text}”`} style={{ marginBottom: '0.5rem' }} />
						<div style={{ flexGrow: 1 }}>
							<InputField label={`Link ${itemIndex + 1}`} value={text} onChange={(value: string) => updateData({ text: value })} />
						</div>
					</div>
				)}
			</DraggableList>

			<p>Footer order: {links.map((link) => link.text || 'empty link').join(' | ')}.</p>
		</>
	);
}
