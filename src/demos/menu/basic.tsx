import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Menu, MenuItem, MenuSeparator } from '@eightshift/ui-components';

export default function BlockActionsDemo() {
	const [lastAction, setLastAction] = useState('none yet');

	return (
		<>
			<Menu aria-label='Card actions' tooltip='Card actions' triggerProps={{ 'aria-label': 'Card actions' }}>
				<MenuItem icon={icons.copy} shortcut='⇧⌘D' onClick={() => setLastAction('Duplicate')}>
					Duplicate
				</MenuItem>
				<MenuItem icon={icons.paste} onClick={() => setLastAction('Paste styles')}>
					Paste styles
				</MenuItem>
				<MenuItem icon={icons.reset} subtitle='Back to the manifest defaults' onClick={() => setLastAction('Reset options')}>
					Reset options
				</MenuItem>
				<MenuItem icon={icons.lock} disabled>
					Lock layout
				</MenuItem>
				<MenuSeparator />
				<MenuItem icon={icons.trash} danger onClick={() => setLastAction('Remove card')}>
					Remove card
				</MenuItem>
			</Menu>
			<p>Last action: {lastAction}</p>
		</>
	);
}
