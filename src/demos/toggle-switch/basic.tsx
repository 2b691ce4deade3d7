import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Toggle } from '@eightshift/ui-components';

export default function ToggleSwitchDemo() {
	const [showCaption, setShowCaption] = useState(true);

	return (
		<>
			<Toggle icon={icons.imageCaption} label='Show caption' subtitle='Displayed below the image' checked={showCaption} onChange={setShowCaption} />
			<p>The caption is {showCaption ? 'visible' : 'hidden'}.</p>
		</>
	);
}
