import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ContainerPanel, InputField, Toggle } from '@eightshift/ui-components';

interface CtaAttributes {
	ctaLabel: string;
	ctaNewTab: boolean;
}

// Stands in for a block's `attributes` and `setAttributes`, which WordPress passes to `edit`.
export default function FirstPanelDemo() {
	const [attributes, setAllAttributes] = useState<CtaAttributes>({ ctaLabel: 'Read the case study', ctaNewTab: false });
	const setAttributes = (changed: Partial<CtaAttributes>) => setAllAttributes((current) => ({ ...current, ...changed }));

	return (
		<>
			<ContainerPanel icon={icons.buttonFilled} title='Call to action'>
				<InputField
					icon={icons.titleGeneric}
					label='Button label'
					value={attributes.ctaLabel}
					onChange={(value: string) => setAttributes({ ctaLabel: value })}
				/>
				<Toggle
					icon={icons.newTab}
					label='Open in a new tab'
					checked={attributes.ctaNewTab}
					onChange={(value: boolean) => setAttributes({ ctaNewTab: value })}
				/>
			</ContainerPanel>
			<p>
				Block attributes: <code>{JSON.stringify(attributes)}</code>
			</p>
		</>
	);
}
