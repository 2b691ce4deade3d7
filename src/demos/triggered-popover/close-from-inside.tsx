import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, InputField, TriggeredPopover } from '@eightshift/ui-components';

export default function AnchorPopoverDemo() {
	const [anchor, setAnchor] = useState('');
	const [draft, setDraft] = useState('');

	return (
		<>
			<TriggeredPopover
				triggerButtonIcon={icons.anchor}
				triggerButtonLabel={anchor ? `#${anchor}` : 'Add anchor'}
				onOpenChange={(isOpen: boolean) => isOpen && setDraft(anchor)}
				aria-label='Section anchor'
				className='es:p-3 es:space-y-2'
			>
				{({ close }: { close: () => void }) => (
					<>
						<InputField label='Anchor' help='Letters, numbers and dashes.' value={draft} onChange={setDraft} />
						<Button
							type='selected'
							onPress={() => {
								setAnchor(draft.trim().toLowerCase().replace(/[^a-z0-9-]+/g, '-'));
								close();
							}}
						>
							Save anchor
						</Button>
					</>
				)}
			</TriggeredPopover>
			<p>Saved attribute: {anchor ? <code>{anchor}</code> : 'no anchor'}</p>
		</>
	);
}
