import React, { useRef, useState } from 'react';
import { LinkInput } from '@eightshift/ui-components';

interface Suggestion {
	label: string;
	value: string;
	metadata: { subtype: string };
}

// A stand-in for the site's content. In the editor this would come from the REST API.
const siteContent: Suggestion[] = [
	{ label: 'About us', value: 'https://example.com/about/', metadata: { subtype: 'page' } },
	{ label: 'Contact', value: 'https://example.com/contact/', metadata: { subtype: 'page' } },
	{ label: 'Careers', value: 'https://example.com/careers/', metadata: { subtype: 'page' } },
	{ label: 'Pricing', value: 'https://example.com/pricing/', metadata: { subtype: 'page' } },
	{ label: 'Case studies', value: 'https://example.com/category/case-studies/', metadata: { subtype: 'category' } },
	{ label: 'Announcing our new office in Zagreb', value: 'https://example.com/news/new-office-zagreb/', metadata: { subtype: 'post' } },
	{ label: 'How we plan a website redesign', value: 'https://example.com/blog/website-redesign/', metadata: { subtype: 'post' } },
	{ label: 'Annual report 2024 (PDF)', value: 'https://example.com/uploads/annual-report-2024.pdf', metadata: { subtype: 'attachment' } },
];

export default function ButtonLinkDemo() {
	const [link, setLink] = useState<{ url?: string; isAnchor: boolean }>({ url: '', isAnchor: false });

	// LinkInput 5.6.1 hands fetchSuggestions the text from before the latest keystroke,
	// so the fetcher reads the newest text from this ref instead.
	const latestText = useRef('');

	const findContent = (_staleText: string, signal: AbortSignal) =>
		new Promise<Suggestion[]>((resolve) => {
			const term = latestText.current.trim().toLowerCase();
			if (term.length < 3) {
				resolve([]);
				return;
			}
			// A short delay, so the spinner shows as it would during a real request.
			const timer = window.setTimeout(() => resolve(siteContent.filter(({ label }) => label.toLowerCase().includes(term))), 300);
			signal.addEventListener('abort', () => window.clearTimeout(timer));
		});

	return (
		<>
			<LinkInput
				label='Button link'
				help='Type at least four letters of a page title (try "pricing" or "case"), or paste a full address.'
				url={link.url}
				onChange={(value: { url?: string; isAnchor: boolean }) => {
					latestText.current = value.url ?? '';
					setLink(value);
				}}
				fetchSuggestions={findContent}
			/>
			<p>
				Last onChange value: <code>{JSON.stringify(link)}</code>
			</p>
		</>
	);
}
