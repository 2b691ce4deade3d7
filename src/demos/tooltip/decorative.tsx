import React from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { DecorativeTooltip } from '@eightshift/ui-components';

export default function StatusBadgeDemo() {
	return (
		<DecorativeTooltip
			text='Someone edited this synced pattern on another page five minutes ago.'
			theme='light'
			placement='bottom'
			closeDelay={200}
			wrapperClassName='es:flex es:items-center es:gap-1 es:w-fit'
		>
			{icons.warningCircle}
			<span>Changed elsewhere</span>
		</DecorativeTooltip>
	);
}
