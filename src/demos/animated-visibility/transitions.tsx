import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { AnimatedVisibility, Button, Checkbox, Notice, Select } from '@eightshift/ui-components';

const transitions = [
	{ label: 'Slide and fade (default)', value: 'slideFade' },
	{ label: 'Fade', value: 'fade' },
	{ label: 'Scale and fade', value: 'scaleFade' },
	{ label: 'Scale, slide and fade', value: 'scaleSlideFade' },
	{ label: 'Scale, rotate and fade', value: 'scaleRotateFade' },
	{ label: 'Slide in, fade out', value: 'slideInFadeOut' },
	{ label: 'Slight slide up and fade', value: 'slideFadeUpSlight' },
	{ label: 'Slight slide down and fade', value: 'slideFadeDownSlight' },
];

export default function TransitionsDemo() {
	const [visible, setVisible] = useState(true);
	const [transition, setTransition] = useState('slideFade');
	const [noEnterAnimation, setNoEnterAnimation] = useState(false);
	const [noExitAnimation, setNoExitAnimation] = useState(false);

	return (
		<div style={{ display: 'grid', gap: '0.75rem' }}>
			<Select
				icon={icons.animation}
				label='Transition'
				aria-label='Transition'
				options={transitions}
				value={transition}
				onChange={setTransition}
				simpleValue
				// Keeps the menu inside the docs frame; leave this out in the block editor.
				menuPortalTarget={null}
			/>
			<Checkbox label='No enter animation' subtitle='noEnterAnimation' checked={noEnterAnimation} onChange={setNoEnterAnimation} />
			<Checkbox label='No exit animation' subtitle='noExitAnimation' checked={noExitAnimation} onChange={setNoExitAnimation} />
			<div>
				<Button icon={icons.visible} onPress={() => setVisible(!visible)}>
					{visible ? 'Hide the notice' : 'Show the notice'}
				</Button>
			</div>
			<div style={{ minHeight: '4.5rem' }}>
				<AnimatedVisibility
					visible={visible}
					transition={transition}
					noEnterAnimation={noEnterAnimation}
					noExitAnimation={noExitAnimation}
				>
					<Notice type='info' label='Sale ends on Sunday' subtitle='Shown in the announcement bar on every page.' />
				</AnimatedVisibility>
			</div>
		</div>
	);
}
