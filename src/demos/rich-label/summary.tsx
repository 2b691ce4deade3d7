import React from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { RichLabel } from '@eightshift/ui-components';

const settings = [
	{ icon: icons.textSize, label: 'Heading size', value: 'Large' },
	{ icon: icons.textAlignCenter, label: 'Alignment', value: 'Centred' },
	{ icon: icons.color, label: 'Background', value: 'Brand blue' },
	{ icon: icons.spacingTop, label: 'Space above', value: '4 rem' },
];

// `contentsOnly` drops RichLabel's wrappers, so its icon, label and subtitle become
// cells of the grid below: every icon, label and value lines up across the rows.
export default function SettingsSummaryDemo() {
	return (
		<>
			<RichLabel as='h3' icon={icons.options} label='Hero settings' subtitle='Summary of the current block' />
			<div
				style={{
					display: 'grid',
					gridTemplateColumns: 'auto 1fr auto',
					alignItems: 'center',
					columnGap: '0.5rem',
					rowGap: '0.5rem',
					marginTop: '0.75rem',
					fontSize: '0.875rem',
				}}
			>
				{settings.map(({ icon, label, value }) => (
					<RichLabel key={label} icon={icon} label={label} subtitle={value} contentsOnly />
				))}
			</div>
		</>
	);
}
