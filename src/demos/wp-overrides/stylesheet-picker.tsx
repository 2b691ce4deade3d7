import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { OptionSelect, Toggle } from '@eightshift/ui-components';

const bases = [
	{ value: 'dist/assets/style-editor.css', label: 'Block editor' },
	{ value: 'styles', label: 'Layered' },
	{ value: 'dist/assets/style-admin.css', label: 'Admin page' },
];

const uiChanges = [
	'Rounded corners on toolbar, sidebar, popover, notice and media-modal buttons',
	'Sentence-case, 13 px labels instead of upper-case ones',
	'Settings sidebar 320 px wide instead of 280 px',
	'Softer block crash and missing-block warnings',
	'Rounded block toolbar, inserter items (icons 125 %) and list view rows',
	'Top-bar buttons at least 36 × 36 px',
	'Blocks in the canvas may use the full width',
	'Dark, blurred tooltips',
];

export default function StylesheetPickerDemo() {
	const [base, setBase] = useState('dist/assets/style-editor.css');
	const [uiEnhancements, setUiEnhancements] = useState(true);
	const [fontEnhancements, setFontEnhancements] = useState(false);

	const imports = [
		`@import '@eightshift/ui-components/${base}';`,
		uiEnhancements && `@import '@eightshift/ui-components/wp-ui-enhancements';`,
		fontEnhancements && `@import '@eightshift/ui-components/wp-font-enhancements';`,
	].filter(Boolean);

	return (
		<>
			<OptionSelect label='Component stylesheet' value={base} onChange={setBase} options={bases} />
			<Toggle icon={icons.roundedCorners} label='Restyle the editor (wp-ui-enhancements)' checked={uiEnhancements} onChange={setUiEnhancements} />
			<Toggle icon={icons.fontFamily} label='Use Geist in the editor (wp-font-enhancements)' checked={fontEnhancements} onChange={setFontEnhancements} />

			<p>Your editor stylesheet starts with:</p>
			<pre style={{ whiteSpace: 'pre-wrap', fontSize: 13, margin: 0 }}>
				<code>{imports.join('\n')}</code>
			</pre>

			<p>What changes in the editor:</p>
			<ul>
				{!uiEnhancements && !fontEnhancements && <li>Nothing outside the components: WordPress keeps its own look.</li>}
				{uiEnhancements && uiChanges.map((change) => <li key={change}>{change}</li>)}
				{fontEnhancements && <li>Geist on the editor chrome and the post title, and on the body of every admin page that loads this file</li>}
				{base === 'dist/assets/style-admin.css' && uiEnhancements && <li>Note: the overrides target block editor classes, so on an admin page of your own they mostly have nothing to style.</li>}
			</ul>
		</>
	);
}
