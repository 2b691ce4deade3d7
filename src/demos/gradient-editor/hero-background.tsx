import React, { useState } from 'react';
import { GradientEditor } from '@eightshift/ui-components';

export default function HeroBackgroundDemo() {
	// GradientEditor needs a valid CSS gradient to start from; an empty value throws.
	const [gradient, setGradient] = useState('linear-gradient(135deg, #0b7285 0%, #66d9e8 100%)');

	return (
		<>
			<GradientEditor value={gradient} onChange={setGradient} />
			<p>
				Saved attribute: <code>{gradient}</code>
			</p>
		</>
	);
}
