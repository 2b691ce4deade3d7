import React, { useState } from 'react';
import { ColorPicker } from '@eightshift/ui-components';

const textColors = [
	{ name: 'Ink', slug: 'ink', color: '#1f2933' },
	{ name: 'Slate', slug: 'slate', color: '#52606d' },
	{ name: 'Brand red', slug: 'brand-red', color: '#c0392b' },
	{ name: 'Brand green', slug: 'brand-green', color: '#1e8449' },
];

const highlightColors = [
	{ name: 'Lemon', slug: 'lemon', color: '#fff3a3' },
	{ name: 'Mint', slug: 'mint', color: '#c9f2dc' },
	{ name: 'Sky', slug: 'sky', color: '#cfe8ff' },
];

export default function ToolbarTypesDemo() {
	const [textColor, setTextColor] = useState<string | undefined>('ink');
	const [highlight, setHighlight] = useState<string | undefined>();

	const text = textColors.find(({ slug }) => slug === textColor)?.color;
	const mark = highlightColors.find(({ slug }) => slug === highlight)?.color;

	return (
		<>
			<div style={{ display: 'flex', gap: 4 }}>
				<ColorPicker aria-label='Text color' type='textColor' colors={textColors} value={textColor} onChange={setTextColor} />
				<ColorPicker
					aria-label='Text highlight color'
					type='textHighlightColor'
					colors={highlightColors}
					value={highlight}
					onChange={setHighlight}
					clearable
				/>
			</div>
			<p>
				<span style={{ color: text, background: mark, padding: '0 2px' }}>Book a table for Friday evening.</span>
			</p>
			<p>
				Text: <code>{textColor ?? 'undefined'}</code>, highlight: <code>{highlight ?? 'undefined'}</code>
			</p>
		</>
	);
}
