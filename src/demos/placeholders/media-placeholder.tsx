import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, FilePlaceholder, MediaPlaceholder } from '@eightshift/ui-components';

// The empty state of a video block. "Upload" stands in for the media library:
// it picks a file name, which the block then shows with FilePlaceholder.
export default function VideoEmptyStateDemo() {
	const [fileName, setFileName] = useState('');

	if (fileName) {
		return (
			<div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem' }}>
				<FilePlaceholder icon={icons.videoFile} fileName={fileName} />
				<Button icon={icons.trash} type='dangerGhost' onPress={() => setFileName('')} aria-label='Remove video' tooltip='Remove video' />
			</div>
		);
	}

	return (
		<MediaPlaceholder icon={icons.video} size='video' style='simple' helpText='MP4 or WebM, up to 50 MB'>
			<Button icon={icons.upload} onPress={() => setFileName('product-launch-2025.mp4')}>
				Upload
			</Button>
			<Button type='ghost' onPress={() => setFileName('office-tour.webm')}>
				Use an existing video
			</Button>
		</MediaPlaceholder>
	);
}
