import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { RadioButton, RadioButtonGroup } from '@eightshift/ui-components';

const sourceHints: Record<string, string> = {
	upload: 'a file from the media library',
	youtube: 'a YouTube link',
	vimeo: 'a Vimeo link',
};

// In 5.6.1 a RadioButton shows its icon only together with alignEnd,
// which also moves the circle to the end of the row.
export default function VideoSourceDemo() {
	const [videoSource, setVideoSource] = useState('upload');

	return (
		<>
			<RadioButtonGroup icon={icons.video} label='Video source' value={videoSource} onChange={setVideoSource}>
				<RadioButton value='upload' icon={icons.videoFile} label='Media library' subtitle='MP4 or WebM file' alignEnd />
				<RadioButton value='youtube' icon={icons.webVideo} label='YouTube' subtitle='Paste a video link' alignEnd />
				<RadioButton value='vimeo' icon={icons.webVideo} label='Vimeo' subtitle='Paste a video link' alignEnd />
			</RadioButtonGroup>
			<p>The block will ask for {sourceHints[videoSource]}.</p>
		</>
	);
}
