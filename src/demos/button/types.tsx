import React from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button } from '@eightshift/ui-components';

const heroBackground = {
	display: 'flex',
	gap: '0.5rem',
	flexWrap: 'wrap' as const,
	padding: '1rem',
	borderRadius: '0.75rem',
	background: 'linear-gradient(135deg, #1e3a8a, #0f766e 55%, #f59e0b)',
};

export default function ButtonTypesDemo() {
	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
				<Button>Default</Button>
				<Button flat>Default, flat</Button>
				<Button type='selected'>Selected</Button>
				<Button type='ghost'>Ghost</Button>
				<Button type='selectedGhost'>Selected ghost</Button>
				<Button type='danger'>Danger</Button>
				<Button type='dangerGhost'>Danger ghost</Button>
				<Button disabled>Disabled</Button>
			</div>
			<div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
				<Button size='small' icon={icons.image}>
					Small
				</Button>
				<Button icon={icons.image}>Default size</Button>
				<Button size='large' icon={icons.image}>
					Large
				</Button>
			</div>
			<div style={heroBackground}>
				<Button type='glass' icon={icons.edit}>
					Glass
				</Button>
				<Button type='glassDark' icon={icons.visible}>
					Glass dark
				</Button>
				<Button type='selectedGlass' icon={icons.check}>
					Selected glass
				</Button>
				<Button type='dangerGlass' icon={icons.imageRemove}>
					Danger glass
				</Button>
			</div>
		</div>
	);
}
