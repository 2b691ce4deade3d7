import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, Expandable, InputField, Toggle } from '@eightshift/ui-components';

type OpenButtonArgs = { open: boolean; toggleOpen: () => void; tooltip: string; disabled?: boolean };

// An expandable with its own open button, so the trigger has a real accessible name
// (the built-in one is announced as "Menu item"). slot='trigger' connects it to the panel.
export default function NamedTriggerDemo() {
	const [isOpen, setIsOpen] = useState(false);
	const [seoTitle, setSeoTitle] = useState('Pricing plans for small teams');
	const [noIndex, setNoIndex] = useState(false);

	return (
		<>
			<div style={{ maxWidth: '20rem' }}>
				<Expandable
					icon={icons.search}
					label='Search appearance'
					subtitle='Title, indexing'
					onOpenChange={setIsOpen}
					customOpenButton={({ open, toggleOpen, tooltip, disabled }: OpenButtonArgs) => (
						<Button
							slot='trigger'
							icon={open ? icons.caretDownFill : icons.caretDown}
							className={open ? 'es:icon:-scale-y-100' : undefined}
							aria-label='Search appearance settings'
							tooltip={tooltip}
							type='ghost'
							size='small'
							disabled={disabled}
							onPress={toggleOpen}
						/>
					)}
				>
					<InputField label='Title in search results' value={seoTitle} onChange={setSeoTitle} />
					<Toggle icon={icons.visibility} label='Hide from search engines' checked={noIndex} onChange={setNoIndex} />
				</Expandable>
			</div>
			<p>
				The panel is {isOpen ? 'open' : 'closed'}. Search title &ldquo;{seoTitle}&rdquo;, {noIndex ? 'not indexed' : 'indexed'}.
			</p>
		</>
	);
}
