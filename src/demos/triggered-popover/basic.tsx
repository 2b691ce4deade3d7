import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Slider, Toggle, TriggeredPopover } from '@eightshift/ui-components';

export default function ImageOverlayDemo() {
	const [overlay, setOverlay] = useState(true);
	const [opacity, setOpacity] = useState(40);
	const [opened, setOpened] = useState(0);

	return (
		<>
			<TriggeredPopover
				triggerButtonIcon={icons.imageOverlay}
				triggerButtonLabel='Image overlay'
				placement='bottom start'
				onOpenChange={(isOpen: boolean) => isOpen && setOpened((count) => count + 1)}
				className='es:p-3 es:space-y-2 es:w-56'
			>
				<Toggle icon={icons.imageOverlay} label='Darken the image' checked={overlay} onChange={setOverlay} />
				<Slider
					icon={icons.imageOpacity}
					label='Overlay strength'
					value={opacity}
					onChange={setOpacity}
					min={0}
					max={90}
					step={10}
					disabled={!overlay}
				/>
			</TriggeredPopover>
			<p>
				Overlay: {overlay ? `${opacity}% black` : 'off'}. Times opened: {opened}.
			</p>
		</>
	);
}
