import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ComponentToggle, InputField, OptionSelect } from '@eightshift/ui-components';

// The three compact designs side by side: a toggle button plus a popover with the options.
export default function CardPartsDemo() {
	const [imageUse, setImageUse] = useState(true);
	const [imageRatio, setImageRatio] = useState('16/9');
	const [badgeUse, setBadgeUse] = useState(false);
	const [badgeText, setBadgeText] = useState('New');
	const [buttonUse, setButtonUse] = useState(true);
	const [buttonContent, setButtonContent] = useState('Read more');

	return (
		<>
			<div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
				<ComponentToggle design='compact' icon={icons.image} label='Image' useComponent={imageUse} onChange={setImageUse}>
					<OptionSelect
						label='Aspect ratio'
						value={imageRatio}
						onChange={setImageRatio}
						options={[
							{ label: '16:9', value: '16/9' },
							{ label: '3:2', value: '3/2' },
							{ label: '1:1', value: '1/1' },
						]}
					/>
				</ComponentToggle>

				<ComponentToggle design='compactLabel' label='Badge' useComponent={badgeUse} onChange={setBadgeUse}>
					<InputField label='Badge text' value={badgeText} onChange={setBadgeText} />
				</ComponentToggle>

				<ComponentToggle design='compactIcon' icon={icons.buttonFilled} label='Button' useComponent={buttonUse} onChange={setButtonUse}>
					<InputField label='Button text' value={buttonContent} onChange={setButtonContent} />
				</ComponentToggle>
			</div>
			<p>
				The card shows: {[imageUse && `an image (${imageRatio})`, badgeUse && `a "${badgeText}" badge`, buttonUse && `a "${buttonContent}" button`].filter(Boolean).join(', ') || 'only its text'}.
			</p>
		</>
	);
}
