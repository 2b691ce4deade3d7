import React from 'react';
import { ColorSwatch } from '@eightshift/ui-components';

const swatches = [
	{ title: 'Ocean 500', props: { color: '#2f7fb8' } },
	{ title: 'Sand 300', props: { color: 'rgb(230, 210, 171)' } },
	{ title: 'Overlay', props: { color: 'hsla(220, 40%, 15%, 0.5)' } },
	{ title: 'Transparent', props: { color: 'transparent' } },
	{ title: 'Not set', props: {} },
	{ title: 'Hero gradient', props: { gradient: 'linear-gradient(135deg, #0b7285 0%, #66d9e8 100%)', colorName: 'Teal to light cyan gradient' } },
];

export default function PaletteOverviewDemo() {
	return (
		<div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))', gap: 16 }}>
			{swatches.map(({ title, props }) => (
				<div key={title} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
					<ColorSwatch {...props} />
					<span style={{ fontSize: 14 }}>{title}</span>
				</div>
			))}
		</div>
	);
}
