import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Expandable, InputField, Toggle } from '@eightshift/ui-components';

// Settings most editors never touch, folded away until someone needs them.
export default function AdvancedSettingsDemo() {
	const [isOpen, setIsOpen] = useState(false);
	const [anchor, setAnchor] = useState('pricing');
	const [lazyLoad, setLazyLoad] = useState(true);

	return (
		<>
			<div style={{ maxWidth: '20rem' }}>
				<Expandable icon={icons.gears} label='Advanced' subtitle='Anchor, loading' onOpenChange={setIsOpen}>
					<InputField icon={icons.globeAnchor} label='HTML anchor' value={anchor} onChange={setAnchor} monospaceFont />
					<Toggle icon={icons.imageLazyLoad} label='Lazy-load images' checked={lazyLoad} onChange={setLazyLoad} />
				</Expandable>
			</div>
			<p>
				The panel is {isOpen ? 'open' : 'closed'}. Anchor <code>#{anchor}</code>, images {lazyLoad ? 'lazy-loaded' : 'loaded at once'}.
			</p>
		</>
	);
}
