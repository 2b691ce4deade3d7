import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button } from '@eightshift/ui-components';

export default function RegenerateExcerptDemo() {
	const [pending, setPending] = useState(false);
	const [runs, setRuns] = useState(0);

	const regenerate = () => {
		setPending(true);
		// Stands in for a request to the server.
		window.setTimeout(() => {
			setPending(false);
			setRuns((count) => count + 1);
		}, 2000);
	};

	return (
		<>
			<Button icon={icons.magic} pending={pending} pendingAriaLabel='Generating the excerpt' onPress={regenerate}>
				Generate excerpt
			</Button>
			<p>{pending ? 'Waiting for the server…' : `Excerpt generated ${runs} ${runs === 1 ? 'time' : 'times'}.`}</p>
		</>
	);
}
