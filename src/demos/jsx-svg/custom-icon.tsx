import React, { cloneElement, useState } from 'react';
import { Button, OptionSelect, Toggle } from '@eightshift/ui-components';

// A project icon written as JSX: 20 × 20 viewBox, every colour is currentColor.
const newsletterIcon = (
	<svg viewBox='0 0 20 20' width='20' height='20' fill='none'>
		<rect x='1.5' y='4' width='17' height='12' rx='1.5' stroke='currentColor' />
		<path d='m2 5 8 6 8-6' fill='currentColor' fillOpacity='0.2' />
		<path d='m2 5 8 6 8-6' stroke='currentColor' strokeLinecap='round' strokeLinejoin='round' />
	</svg>
);

const colors = [
	{ value: 'inherit', label: 'Text colour' },
	{ value: '#3858e9', label: 'Blue' },
	{ value: '#b32d2e', label: 'Red' },
];

const sizes = [
	{ value: '16', label: '16 px' },
	{ value: '20', label: '20 px' },
	{ value: '32', label: '32 px' },
	{ value: '48', label: '48 px' },
];

export default function CustomIconDemo() {
	const [color, setColor] = useState('#3858e9');
	const [size, setSize] = useState('32');
	const [showSignup, setShowSignup] = useState(true);

	return (
		<>
			<OptionSelect label='Colour of the wrapper' value={color} onChange={setColor} options={colors} />
			<OptionSelect label='Size of the standalone icon' value={size} onChange={setSize} options={sizes} />

			<div style={{ color, display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', margin: '16px 0' }}>
				<span aria-hidden='true' style={{ lineHeight: 0 }}>
					{cloneElement(newsletterIcon, { width: size, height: size })}
				</span>
				<Button icon={newsletterIcon}>Subscribe</Button>
				<Toggle icon={newsletterIcon} label='Show the sign-up form' checked={showSignup} onChange={setShowSignup} />
			</div>

			<p>
				The standalone icon follows the wrapper&apos;s colour and the size you pick. Inside <code>Button</code> and <code>Toggle</code> the
				component sets both.
			</p>
		</>
	);
}
