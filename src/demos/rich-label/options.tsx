import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { RichLabel, Toggle } from '@eightshift/ui-components';

// One label, with the props that change its layout switched on and off below it.
export default function RichLabelOptionsDemo() {
	const [inlineSubtitle, setInlineSubtitle] = useState(false);
	const [fullSizeSubtitle, setFullSizeSubtitle] = useState(false);
	const [noColor, setNoColor] = useState(false);

	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<div style={{ padding: '0.75rem', border: '1px dashed #c3c4c7', borderRadius: '0.5rem', color: '#3858e9' }}>
				<RichLabel
					icon={icons.backgroundImage}
					label='Background image'
					subtitle='Covers the whole section'
					inlineSubtitle={inlineSubtitle}
					fullSizeSubtitle={fullSizeSubtitle}
					noColor={noColor}
				/>
			</div>
			<Toggle label='Subtitle on the same line' subtitle='inlineSubtitle' checked={inlineSubtitle} onChange={setInlineSubtitle} />
			<Toggle label='Subtitle as large as the label' subtitle='fullSizeSubtitle' checked={fullSizeSubtitle} onChange={setFullSizeSubtitle} />
			<Toggle label='Inherit the text colour (blue here)' subtitle='noColor' checked={noColor} onChange={setNoColor} />
		</div>
	);
}
