import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, Expandable, NumberPicker, Slider } from '@eightshift/ui-components';

const defaults = { columns: 1, gap: 4 };

// A per-breakpoint override with a reset button in its header that stays visible while it is open.
export default function MobileOverrideDemo() {
	const [columns, setColumns] = useState(defaults.columns);
	const [gap, setGap] = useState(defaults.gap);

	const changed = columns !== defaults.columns || gap !== defaults.gap;

	return (
		<>
			<div style={{ maxWidth: '20rem' }}>
				<Expandable
					icon={icons.screenMobile}
					label='Mobile layout'
					subtitle={changed ? 'Overridden' : 'Uses the defaults'}
					actions={
						<Button
							icon={icons.reset}
							aria-label='Reset the mobile layout'
							tooltip
							size='small'
							type='ghost'
							disabled={!changed}
							onPress={() => {
								setColumns(defaults.columns);
								setGap(defaults.gap);
							}}
						/>
					}
					keepActionsOnExpand
				>
					<NumberPicker icon={icons.columns} label='Columns' value={columns} onChange={setColumns} min={1} max={2} />
					<Slider label='Gap' value={gap} onChange={setGap} min={0} max={10} />
				</Expandable>
			</div>
			<p>
				On mobile: {columns} {columns === 1 ? 'column' : 'columns'}, gap {gap}.
			</p>
		</>
	);
}
