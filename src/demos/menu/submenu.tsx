import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Menu, MenuItem, MenuSectionHeader, MenuSeparator, SubMenuItem } from '@eightshift/ui-components';

const headingLevels = [1, 2, 3, 4];

export default function HeadingMenuDemo() {
	const [level, setLevel] = useState(2);
	const [uppercase, setUppercase] = useState(false);

	return (
		<>
			<Menu triggerLabel={`Heading ${level}`} triggerIcon={icons.headingLevel}>
				<MenuSectionHeader>Heading options</MenuSectionHeader>
				<SubMenuItem trigger={<MenuItem icon={icons.h2}>Level</MenuItem>}>
					{headingLevels.map((item) => (
						<MenuItem key={item} selected={level === item} onClick={() => setLevel(item)}>
							{`Heading ${item}`}
						</MenuItem>
					))}
				</SubMenuItem>
				<MenuItem checked={uppercase} onClick={() => setUppercase(!uppercase)}>
					All caps
				</MenuItem>
				<MenuSeparator />
				<MenuItem
					icon={icons.reset}
					onClick={() => {
						setLevel(2);
						setUppercase(false);
					}}
				>
					Reset heading
				</MenuItem>
			</Menu>
			<p>
				The block renders an <code>{`h${level}`}</code>
				{uppercase ? ' in capitals' : ''}.
			</p>
		</>
	);
}
