import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ColorPicker } from '@eightshift/ui-components';

// A theme palette as a block would get it from the project's global manifest:
// two shaded families (slugs ending in -50 … -900) and two single colours.
const themeColors = [
	{ name: 'Ocean 50', slug: 'ocean-50', color: '#eef6fb' },
	{ name: 'Ocean 200', slug: 'ocean-200', color: '#b6d8ee' },
	{ name: 'Ocean 500', slug: 'ocean-500', color: '#2f7fb8' },
	{ name: 'Ocean 700', slug: 'ocean-700', color: '#1d5680' },
	{ name: 'Ocean 900', slug: 'ocean-900', color: '#0f2d44' },
	{ name: 'Sand 100', slug: 'sand-100', color: '#f7f0e3' },
	{ name: 'Sand 300', slug: 'sand-300', color: '#e6d2ab' },
	{ name: 'Sand 600', slug: 'sand-600', color: '#a9824a' },
	{ name: 'White', slug: 'white', color: '#ffffff' },
	{ name: 'Black', slug: 'black', color: '#111111' },
];

export default function ThemePaletteDemo() {
	const [background, setBackground] = useState<string | undefined>('ocean-50');
	const picked = themeColors.find(({ slug }) => slug === background);

	return (
		<>
			<ColorPicker
				icon={icons.paletteColor}
				label='Background color'
				// Names the trigger; without it, it is announced by a generated colour description.
				triggerProps={{ 'aria-label': `Background color: ${picked?.name ?? 'transparent'}` }}
				colors={themeColors}
				value={background}
				onChange={setBackground}
				type='fillColor'
				clearable
				clearItemLabel='Transparent'
				showColorCode
			/>
			<p>
				Saved attribute: <code>{background ?? 'undefined'}</code>
				{picked ? ` (${picked.color})` : ' (the section has no background)'}
			</p>
			<div
				style={{
					marginTop: 8,
					padding: 16,
					borderRadius: 8,
					border: '1px solid #ddd',
					background: picked?.color ?? 'transparent',
				}}
			>
				Section preview
			</div>
		</>
	);
}
