import React from 'react';
import { BreakpointPreview } from '@eightshift/ui-components';

// A static summary of a heading size that grows with the screen. Nothing is active,
// so every breakpoint label gets the same dark pill; the outer dots say the line goes on.
export default function TimelineDemo() {
	return (
		// Four blocks need about 500px, so the wrapper scrolls on narrow screens.
		<div style={{ fontSize: '0.875rem', overflowX: 'auto' }}>
			<BreakpointPreview
				dotsStart
				dotsEnd
				blocks={[
					{ breakpoint: 'mobile', value: '32px' },
					{ breakpoint: 'tablet', value: '40px', width: 768 },
					{ breakpoint: 'desktop', value: '48px', width: 1024 },
					{ breakpoint: 'large', value: '56px', width: 1440 },
				]}
			/>
		</div>
	);
}
