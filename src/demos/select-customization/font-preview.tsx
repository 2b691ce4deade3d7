import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { SelectNext } from '@eightshift/ui-components';

const headingFonts = [
	{ label: 'Georgia', value: 'georgia', metadata: { stack: 'Georgia, serif' } },
	{ label: 'Trebuchet', value: 'trebuchet', metadata: { stack: '"Trebuchet MS", sans-serif' } },
	{ label: 'Courier', value: 'courier', metadata: { stack: '"Courier New", monospace' } },
	{ label: 'System UI', value: 'system', metadata: { stack: 'system-ui, sans-serif' } },
];

type FontOption = (typeof headingFonts)[number];

export default function FontPreviewDemo() {
	const [font, setFont] = useState<FontOption | null>(headingFonts[0]);

	return (
		<>
			<SelectNext
				icon={icons.fontFamily}
				label='Heading font'
				options={headingFonts}
				value={font}
				onChange={setFont}
				// SelectNext takes render functions: they get the option object and return JSX.
				customMenuOption={(option: FontOption) => (
					<span style={{ fontFamily: option.metadata.stack, fontSize: 16 }}>{option.label}</span>
				)}
				customValueDisplay={(option: FontOption) => (
					<span style={{ fontFamily: option.metadata.stack }}>{option.label} headings</span>
				)}
				customDropdownArrow={icons.caretDownFill}
			/>
			<p style={{ fontFamily: font?.metadata.stack, fontSize: 22, marginBottom: 0 }}>Opening hours and directions</p>
			<p>
				Saved attribute: the whole option object, here with value <code>{font?.value ?? 'null'}</code>
			</p>
		</>
	);
}
