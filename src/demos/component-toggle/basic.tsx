import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { ComponentToggle, InputField, Toggle } from '@eightshift/ui-components';

// A promo block that can show or drop its nested button component.
export default function PromoButtonDemo() {
	const [button, setButton] = useState({
		promoButtonUse: true,
		promoButtonContent: 'Book a demo',
		promoButtonIsNewTab: false,
	});

	const update = (changes: Partial<typeof button>) => setButton({ ...button, ...changes });

	return (
		<>
			<ComponentToggle
				icon={icons.buttonOutline}
				label='Button'
				useComponent={button.promoButtonUse}
				onChange={(value: boolean) => update({ promoButtonUse: value })}
			>
				<InputField
					label='Text'
					value={button.promoButtonContent}
					onChange={(value: string) => update({ promoButtonContent: value })}
				/>
				<Toggle
					icon={icons.newTab}
					label='Open in new tab'
					checked={button.promoButtonIsNewTab}
					onChange={(value: boolean) => update({ promoButtonIsNewTab: value })}
				/>
			</ComponentToggle>
			<p>
				Attributes: <code>{JSON.stringify(button)}</code>
			</p>
		</>
	);
}
