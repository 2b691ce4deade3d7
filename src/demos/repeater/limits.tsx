import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { InputField, MenuItem, Repeater, RepeaterItem } from '@eightshift/ui-components';

interface Profile {
	id: string;
	network: string;
	url: string;
}

export default function SocialProfilesDemo() {
	const [profiles, setProfiles] = useState<Profile[]>([
		{ id: 'linkedin', network: 'LinkedIn', url: 'https://www.linkedin.com/company/infinum' },
		{ id: 'instagram', network: 'Instagram', url: '' },
	]);

	// A fresh id for the next new item: `addDefaultItem` is spread over the id the Repeater makes up.
	const [nextId, setNextId] = useState(3);

	return (
		<>
			<Repeater
				icon={icons.share}
				label='Social profiles'
				help='At least one profile, at most four. Drag-to-remove and duplicating are off.'
				items={profiles}
				onChange={setProfiles}
				minItems={1}
				maxItems={4}
				noDuplicateButton
				noDragToRemove
				addDefaultItem={{ id: `profile-${nextId}`, network: 'New profile', url: '' }}
				onAfterItemAdd={() => setNextId(nextId + 1)}
				moreOptions={
					<MenuItem icon={icons.reset} onClick={() => setProfiles(profiles.map((profile) => ({ ...profile, url: '' })))}>
						Clear every URL
					</MenuItem>
				}
			>
				{({ network, url, updateData }: Profile & { updateData: (data: Partial<Profile>) => void }) => (
					<RepeaterItem
						icon={icons.globe}
						label={network}
						subtitle={url ? url.replace(/^https?:\/\/(www\.)?/, '') : 'No URL yet'}
						menuOptions={
							<MenuItem icon={icons.linkRemove} disabled={!url} onClick={() => updateData({ url: '' })}>
								Clear URL
							</MenuItem>
						}
					>
						<InputField label='Network name' value={network} onChange={(value: string) => updateData({ network: value })} />
						<InputField label='Profile URL' type='url' value={url} onChange={(value: string) => updateData({ url: value })} />
					</RepeaterItem>
				)}
			</Repeater>

			<p>
				{profiles.length} of 4 profiles: {profiles.map((profile) => `${profile.network}${profile.url ? '' : ' (no URL)'}`).join(', ')}.
			</p>
		</>
	);
}
