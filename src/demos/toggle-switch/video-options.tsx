import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Toggle } from '@eightshift/ui-components';

// Browsers only autoplay muted video, so "Muted" is forced on while "Autoplay" is on.
export default function VideoOptionsDemo() {
	const [autoplay, setAutoplay] = useState(false);
	const [muted, setMuted] = useState(false);
	const [loop, setLoop] = useState(true);

	const settings = { autoplay, muted: autoplay || muted, loop };

	return (
		<>
			<Toggle icon={icons.autoplay} label='Autoplay' checked={autoplay} onChange={setAutoplay} />
			<Toggle
				icon={icons.mute}
				label='Muted'
				subtitle={autoplay ? 'Required while autoplay is on' : undefined}
				checked={settings.muted}
				onChange={setMuted}
				disabled={autoplay}
			/>
			<Toggle icon={icons.loopMode} label='Loop' checked={loop} onChange={setLoop} />
			<p>
				Saved attributes: <code>{JSON.stringify(settings)}</code>
			</p>
		</>
	);
}
