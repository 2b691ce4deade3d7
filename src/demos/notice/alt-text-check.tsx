import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { InputField, Notice } from '@eightshift/ui-components';

// The notice reacts to the field: a warning while the alt text is missing or too short,
// a success message once it looks usable.
export default function AltTextCheckDemo() {
	const [altText, setAltText] = useState('');
	const length = altText.trim().length;

	let notice = {
		type: 'warning',
		label: 'This image has no alt text',
		subtitle: 'Without it, screen reader users cannot tell what the photo shows. Describe it in a short sentence.',
	};

	if (length > 0 && length < 10) {
		notice = {
			type: 'info',
			label: 'Alt text looks short',
			subtitle: 'A few more words usually help, e.g. who is in the photo and where.',
		};
	}

	if (length >= 10) {
		notice = {
			type: 'success',
			label: 'Alt text is set',
			subtitle: `${length} characters`,
		};
	}

	return (
		<div style={{ display: 'grid', gap: '0.75rem' }}>
			<InputField icon={icons.altText} label='Alt text' value={altText} onChange={setAltText} />
			{/* Notice has no live region of its own, so the wrapper announces changes. */}
			<div role='status'>
				<Notice type={notice.type} label={notice.label} subtitle={notice.subtitle} />
			</div>
		</div>
	);
}
