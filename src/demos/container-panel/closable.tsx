import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ContainerPanel, InputField, Toggle } from '@eightshift/ui-components';

// Rarely used settings in a panel that starts collapsed.
export default function AdvancedPanelDemo() {
	const [anchor, setAnchor] = useState('');
	const [hideOnMobile, setHideOnMobile] = useState(false);

	return (
		<>
			<div style={{ maxWidth: '20rem' }}>
				<ContainerPanel icon={icons.gears} title='Advanced' subtitle='Anchor and visibility' closable>
					<InputField
						icon={icons.globeAnchor}
						label='HTML anchor'
						help='Letters, numbers and dashes, without the leading #.'
						value={anchor}
						onChange={setAnchor}
						monospaceFont
					/>
					<Toggle icon={icons.visibility} label='Hide on mobile' checked={hideOnMobile} onChange={setHideOnMobile} />
				</ContainerPanel>
			</div>
			<p>
				Anchor: <code>{anchor ? `#${anchor}` : 'none'}</code>, {hideOnMobile ? 'hidden' : 'shown'} on mobile.
			</p>
		</>
	);
}
