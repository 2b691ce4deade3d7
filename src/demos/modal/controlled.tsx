import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, Modal } from '@eightshift/ui-components';

const defaults = { columns: 3, gap: 'medium', showExcerpt: true };

export default function ResetConfirmDemo() {
	const [settings, setSettings] = useState({ columns: 4, gap: 'large', showExcerpt: false });
	const [open, setOpen] = useState(false);

	return (
		<>
			<Button type='danger' icon={icons.reset} onPress={() => setOpen(true)}>
				Reset grid settings
			</Button>
			<Modal
				open={open}
				onOpenChange={setOpen}
				title='Reset the grid settings?'
				noClickToDismiss
				actions={
					<>
						<Button type='ghost' onPress={() => setOpen(false)}>
							Keep my settings
						</Button>
						<Button
							type='danger'
							onPress={() => {
								setSettings(defaults);
								setOpen(false);
							}}
						>
							Reset
						</Button>
					</>
				}
			>
				<p>Columns, gap and excerpt go back to the block's defaults. Posts you picked by hand stay.</p>
			</Modal>
			<p>
				Columns: {settings.columns}, gap: {settings.gap}, excerpt: {settings.showExcerpt ? 'shown' : 'hidden'}
			</p>
		</>
	);
}
