import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button } from '@eightshift/ui-components';

export default function SlideButtonsDemo() {
	const [slides, setSlides] = useState(3);

	return (
		<>
			<div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
				<Button icon={icons.add} onPress={() => setSlides(slides + 1)}>
					Add slide
				</Button>
				<Button icon={icons.copy} aria-label='Duplicate the last slide' tooltip onPress={() => setSlides(slides + 1)} />
				<Button type='dangerGhost' icon={icons.trash} onPress={() => setSlides(slides - 1)} disabled={slides < 2}>
					Remove last slide
				</Button>
			</div>
			<p>The carousel has {slides} {slides === 1 ? 'slide' : 'slides'}.</p>
		</>
	);
}
