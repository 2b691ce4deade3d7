import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, HStack, OptionSelect, Spacer } from '@eightshift/ui-components';

const sizes = [
	{ value: 'px', label: 'px' },
	{ value: 'xs', label: 'xs' },
	{ value: 's', label: 's' },
	{ value: 'm', label: 'm' },
];

type FormatButtonProps = { icon: React.ReactNode; label: string; active: boolean; onToggle: (value: boolean) => void };

// An icon-only button needs aria-label; aria-pressed tells screen readers whether it is on.
function FormatButton({ icon, label, active, onToggle }: FormatButtonProps) {
	return (
		<Button
			icon={icon}
			aria-label={label}
			aria-pressed={active}
			tooltip
			size='small'
			type={active ? 'selected' : 'ghost'}
			onPress={() => onToggle(!active)}
		/>
	);
}

// Pick a size and compare the horizontal divider with the vertical one between toolbar buttons.
export default function SpacerSizesDemo() {
	const [size, setSize] = useState('m');
	const [bold, setBold] = useState(false);
	const [italic, setItalic] = useState(false);
	const [underline, setUnderline] = useState(false);

	return (
		<>
			<OptionSelect label='Spacer size' options={sizes} value={size} onChange={setSize} />
			<Spacer size={size} border />
			<HStack noWrap>
				<FormatButton icon={icons.bold} label='Bold' active={bold} onToggle={setBold} />
				<FormatButton icon={icons.italic} label='Italic' active={italic} onToggle={setItalic} />
				<Spacer size={size} vertical border className='es:flex es:h-6' />
				<FormatButton icon={icons.underline} label='Underline' active={underline} onToggle={setUnderline} />
			</HStack>
			<p>
				Size <code>{size}</code>: the line above is the horizontal spacer with <code>border</code>, the one between the buttons is the vertical one.
			</p>
		</>
	);
}
