import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ToggleButton } from '@eightshift/ui-components';

// Buttons with visible text: the text is the accessible name.
export default function HeaderBehaviourDemo() {
	const [sticky, setSticky] = useState(true);
	const [transparent, setTransparent] = useState(false);
	const [search, setSearch] = useState(true);

	return (
		<>
			<div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
				<ToggleButton size='small' icon={icons.header} selected={sticky} onChange={setSticky}>
					Sticky
				</ToggleButton>
				<ToggleButton icon={icons.imageOpacity} selected={transparent} onChange={setTransparent}>
					Transparent on top
				</ToggleButton>
				<ToggleButton size='large' type='ghost' icon={icons.search} selected={search} onChange={setSearch}>
					Search
				</ToggleButton>
			</div>
			<p>
				Header settings: <code>{JSON.stringify({ sticky, transparent, search })}</code>
			</p>
		</>
	);
}
