import React, { useEffect, useRef, useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button } from '@eightshift/ui-components';

export default function SyncButtonDemo() {
	const [syncing, setSyncing] = useState(false);
	const [lastSync, setLastSync] = useState<string | null>(null);
	const timer = useRef<number>();

	useEffect(() => () => window.clearTimeout(timer.current), []);

	const sync = () => {
		setSyncing(true);
		// Stands in for a REST request, such as re-fetching the latest posts for a block.
		timer.current = window.setTimeout(() => {
			setSyncing(false);
			setLastSync(new Date().toLocaleTimeString());
		}, 2500);
	};

	return (
		<>
			<Button icon={icons.reset} pending={syncing} pendingAriaLabel='Fetching the latest posts' onPress={sync}>
				Refresh posts
			</Button>
			<p role='status'>{syncing ? 'Fetching the latest posts…' : lastSync ? `Posts refreshed at ${lastSync}.` : 'Posts have not been refreshed yet.'}</p>
		</>
	);
}
