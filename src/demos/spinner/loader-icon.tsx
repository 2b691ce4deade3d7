import React, { cloneElement, useEffect, useRef, useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button } from '@eightshift/ui-components';

export default function PreviewLoadingDemo() {
	const [loading, setLoading] = useState(true);
	const timer = useRef<number>();

	const loadPreview = () => {
		setLoading(true);
		window.clearTimeout(timer.current);
		// Stands in for a server-side render of the block.
		timer.current = window.setTimeout(() => setLoading(false), 2000);
	};

	useEffect(() => {
		loadPreview();
		return () => window.clearTimeout(timer.current);
	}, []);

	return (
		<>
			{/* The status region stays in the page, so screen readers announce each change of its text. */}
			<div role='status' style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: '2.5rem' }}>
				{loading ? (
					<>
						{cloneElement(icons.loader, { className: 'es:animate-spin es:size-8 es:text-accent-600', 'aria-hidden': true })}
						<span className='es:sr-only'>Loading the block preview</span>
					</>
				) : (
					<span>Preview loaded: 3 latest posts.</span>
				)}
			</div>
			<Button icon={icons.reset} onPress={loadPreview}>
				Reload preview
			</Button>
		</>
	);
}
