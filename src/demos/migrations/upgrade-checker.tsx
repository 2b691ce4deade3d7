import React, { useMemo, useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { InputField } from '@eightshift/ui-components';

const starter = `import { __ } from '@wordpress/i18n';
import { InspectorControls } from '@wordpress/block-editor';
import { icons } from '@eightshift/ui-components/icons';
import { ContainerPanel, NumberPicker, Select } from '@eightshift/ui-components';

export const CardOptions = ({ attributes, setAttributes }) => (
	<InspectorControls>
		<ContainerPanel title={__('Card', 'acme')} icon={icons.cardFeatured}>
			<Select
				icon={icons.tag}
				label={__('Category', 'acme')}
				options={categories}
				value={attributes.cardCategory}
				onChange={(value) => setAttributes({ cardCategory: value })}
				simpleValue
				noSearch
			/>
			<NumberPicker
				icon={icons.paddingTop}
				label={__('Spacing', 'acme')}
				size='compact'
				value={attributes.cardSpacing}
				onChange={(value) => setAttributes({ cardSpacing: value })}
			/>
			{icons[attributes.cardIcon]}
		</ContainerPanel>
	</InspectorControls>
);`;

interface Rule {
	test: RegExp;
	since: string;
	message: string;
}

// Each rule is a change listed in the repository's CHANGELOG.md between 5.6.1 and 7.0.0.
const rules: Rule[] = [
	{ test: /\bicons\s*\??\.?\[/, since: '7.0.0', message: 'There is no icons object to index any more: a name known only at runtime goes to <Icon icon={name} />, which loads the icon on demand.' },
	{ test: /<(Select|MultiSelect|AsyncSelect|AsyncMultiSelect)\b/, since: '6.0.0', message: 'The react-select based selects were removed; the React Aria ones (SelectNext …) took their names. Re-check every prop.' },
	{ test: /\bSelectNext\b/, since: '6.0.0', message: 'SelectNext is now called Select.' },
	{ test: /\bAsyncSelectNext\b/, since: '6.0.0', message: 'AsyncSelectNext is now called AsyncSelect.' },
	{ test: /\b__MultiSelectNext\b/, since: '6.0.0', message: '__MultiSelectNext is now called MultiSelect.' },
	{ test: /\b__AsyncMultiSelectNext\b/, since: '6.0.0', message: '__AsyncMultiSelectNext is now called AsyncMultiSelect.' },
	{ test: /\bRS(Option|SingleValue|MultiValue\w*|DropdownIndicator|ClearIndicator)\b/, since: '6.0.0', message: 'The RS… react-select wrappers are gone with react-select.' },
	{ test: /\bnoSearch\b/, since: '6.0.0', message: 'noSearch is gone: search is now off unless you add searchable.' },
	{ test: /\bkeepMenuOpenAfterSelect\b/, since: '6.0.0', message: 'keepMenuOpenAfterSelect is not a prop of the new selects.' },
	{ test: /\bcustomClearIndicator\b/, since: '6.0.0', message: 'customClearIndicator is not a prop of the new selects.' },
	{ test: /\bcustomDropdownIndicator\b/, since: '6.0.0', message: 'customDropdownIndicator is now customDropdownArrow.' },
	{ test: /\bcustomValue(Remove|Container)\b/, since: '6.0.0', message: 'customValueRemove and customValueContainer are not props of the new multi selects.' },
	{ test: /\b(loadOptions|preloadOptions)\b/, since: '6.0.0', message: 'Async selects load through fetchUrl or fetchFunction, with getLabel, getValue and friends.' },
	{ test: /size=\{?['"]compact['"]/, since: '6.0.0', message: "NumberPicker sizes are now 'small', 'medium', 'default' and 'large'; 'compact' is gone." },
	{ test: /\bpill(Compact)?(Inverse|Outline)\b/, since: '6.0.0', message: 'This Tabs type was removed.' },
	{ test: /\bnoColor\b/, since: '6.0.2', message: "RichLabel's noColor is gone; its look is now the default." },
	{ test: /<OptionsPanelIntro\b[^>]*\bborder\b/, since: '6.0.0', message: 'OptionsPanelIntro no longer has a border prop.' },
	{ test: /\bComponentToggle\b/, since: '6.0.0', message: 'ComponentToggle is deprecated.' },
	{ test: /wp-(ui|font)-enhancements/, since: '6.0.0', message: 'The editor override stylesheets were split into dist/assets/wp-overrides/*.css.' },
	{ test: /\b(imageAnalysisSettings|colorCount)\b/, since: '7.0.0', message: 'SmartImage analysis settings changed (colorCount is now numColors; several settings were removed).' },
];

const iconImport = /import\s*\{([^}]*)\}\s*from\s*(['"])@eightshift\/ui-components\/icons\2;?/;

function analyse(code: string) {
	const used = [...new Set([...code.matchAll(/\bicons\.([A-Za-z_$][\w$]*)/g)].map((match) => match[1]))];
	const unknown = used.filter((name) => !(name in icons));
	const dynamic = /\bicons\s*\??\.?\[/.test(code);
	const findings = rules.filter((rule) => rule.test.test(code));

	// The 7.0.0 icon change is mechanical, so rewrite it: icons.add becomes add, icons[name] becomes
	// <Icon icon={name} />, and the import lists what is used.
	let converted = code.replace(/\bicons\.([A-Za-z_$][\w$]*)/g, '$1').replace(/\bicons\s*\??\.?\[([^[\]]+)\]/g, '<Icon icon={$1} />');
	converted = converted.replace(iconImport, (_match, specifiers: string, quote: string) => {
		const kept = specifiers
			.split(',')
			.map((specifier) => specifier.trim())
			.filter((specifier) => specifier && specifier !== 'icons');
		const names = [...new Set([...kept, ...used, ...(dynamic ? ['Icon'] : [])])].sort((a, b) => a.localeCompare(b));
		return `import { ${names.join(', ')} } from ${quote}@eightshift/ui-components/icons${quote};`;
	});

	return { used, unknown, findings, converted };
}

export default function UpgradeCheckerDemo() {
	const [code, setCode] = useState(starter);
	const { used, unknown, findings, converted } = useMemo(() => analyse(code), [code]);

	return (
		<>
			<InputField type='multiline' label='Code written for 5.6.1' value={code} onChange={setCode} monospaceFont />

			<p>
				{used.length > 0 ? `${used.length} static icon references (7.0.0 wants them as named imports).` : 'No icons.name references.'}
				{unknown.length > 0 && ` Not icons in 5.6.1 either: ${unknown.join(', ')}.`}
			</p>

			{findings.length > 0 ? (
				<ul>
					{findings.map((finding) => (
						<li key={finding.message}>
							<strong>{finding.since}:</strong> {finding.message}
						</li>
					))}
				</ul>
			) : (
				<p>No other change from the changelog applies to this code.</p>
			)}

			<p>The same code with its icons rewritten for 7.0.0 (nothing else is changed):</p>
			<pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0, maxHeight: 320, overflow: 'auto' }} tabIndex={0}>
				<code>{converted}</code>
			</pre>
		</>
	);
}
