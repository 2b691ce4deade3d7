import React, { useRef, useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { LinkInput } from '@eightshift/ui-components';

interface Suggestion {
	label: string;
	value: string;
	metadata: { subtype: string };
}

// Newest first, as a site search would return them. 'event' and 'product' are custom post types.
const recentContent: Suggestion[] = [
	{ label: 'Spring product launch', value: 'https://example.com/events/spring-launch/', metadata: { subtype: 'event' } },
	{ label: 'Trail running shoe', value: 'https://example.com/shop/trail-running-shoe/', metadata: { subtype: 'product' } },
	{ label: 'Waterproof jacket', value: 'https://example.com/shop/waterproof-jacket/', metadata: { subtype: 'product' } },
	{ label: 'Store opening in Split', value: 'https://example.com/events/store-opening-split/', metadata: { subtype: 'event' } },
	{ label: 'Shipping and returns', value: 'https://example.com/shipping/', metadata: { subtype: 'page' } },
	{ label: 'Size guide', value: 'https://example.com/size-guide/', metadata: { subtype: 'page' } },
];

const typeIcons: Record<string, JSX.Element> = {
	event: icons.calendar,
	product: icons.tag,
};

export default function PromoLinkDemo() {
	const [link, setLink] = useState<{ url?: string; isAnchor: boolean }>({ url: '', isAnchor: false });
	const latestText = useRef('');

	const findContent = async (_staleText: string) => {
		const term = latestText.current.trim().toLowerCase();
		// With an empty field, offer the four newest items.
		return term ? recentContent.filter(({ label }) => label.toLowerCase().includes(term)) : recentContent.slice(0, 4);
	};

	return (
		<>
			<LinkInput
				icon={icons.link}
				label='Promo banner link'
				subtitle='Press the down arrow key to see recent content'
				url={link.url}
				onChange={(value: { url?: string; isAnchor: boolean }) => {
					latestText.current = value.url ?? '';
					setLink(value);
				}}
				fetchSuggestions={findContent}
				showSuggestionsWhenEmpty
				suggestionTypeIconOverride={(type: string) => typeIcons[type]}
			/>
			<p>
				Stored URL: <code>{link.url ?? 'undefined'}</code>
				{link.isAnchor && ' (the address contains an anchor)'}
			</p>
		</>
	);
}
