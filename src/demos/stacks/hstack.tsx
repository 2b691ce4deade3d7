import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, HStack, NumberPicker } from '@eightshift/ui-components';

// Two number pickers side by side, with a reset button at the end of the row.
export default function SpacingRowDemo() {
	const [spacingTop, setSpacingTop] = useState(4);
	const [spacingBottom, setSpacingBottom] = useState(8);

	return (
		<>
			<HStack noWrap>
				<NumberPicker icon={icons.spacingTop} label='Top' value={spacingTop} onChange={setSpacingTop} min={0} max={20} fixedWidth={2} />
				<NumberPicker icon={icons.spacingBottom} label='Bottom' value={spacingBottom} onChange={setSpacingBottom} min={0} max={20} fixedWidth={2} />
				<Button
					icon={icons.reset}
					aria-label='Reset spacing'
					tooltip
					type='ghost'
					className='es:ml-auto es:self-end'
					onPress={() => {
						setSpacingTop(4);
						setSpacingBottom(8);
					}}
				/>
			</HStack>
			<p>
				Section spacing: {spacingTop} above, {spacingBottom} below.
			</p>
		</>
	);
}
