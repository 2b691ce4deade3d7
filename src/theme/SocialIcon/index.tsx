import React from 'react';
import type { FooterIconName } from '../../node/siteConfigSchema';

/** Simplified marks for the footer's social links, drawn on a 24×24 grid in currentColor. */
const paths: Record<FooterIconName, React.ReactNode> = {
	twitter: <path d="M4 4l16 16M20 4L4 20" strokeWidth="2.2" stroke="currentColor" fill="none" strokeLinecap="round" />,
	clutch: <path d="M16.5 8.2A6 6 0 1 0 16.5 15.8" strokeWidth="2.4" stroke="currentColor" fill="none" strokeLinecap="round" />,
	dribbble: (
		<g stroke="currentColor" strokeWidth="1.8" fill="none">
			<circle cx="12" cy="12" r="9" />
			<path d="M5 6.5c5 2 9.5 6 12 13M3.5 13c6-1.5 11-1 17 1.5M8.5 3.8c3 3.5 5.5 8 6.5 16.5" />
		</g>
	),
	facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" fill="currentColor" />,
	instagram: (
		<g stroke="currentColor" strokeWidth="1.8" fill="none">
			<rect x="3.5" y="3.5" width="17" height="17" rx="5" />
			<circle cx="12" cy="12" r="4" />
			<circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
		</g>
	),
	linkedin: (
		<g fill="currentColor">
			<rect x="4" y="9" width="3.2" height="11" />
			<circle cx="5.6" cy="5.6" r="1.9" />
			<path d="M10 9h3v1.6c.5-.9 1.7-1.9 3.6-1.9 3 0 3.4 2 3.4 4.6V20h-3.2v-5.8c0-1.4 0-2.9-1.8-2.9s-2 1.3-2 2.8V20H10z" />
		</g>
	),
	github: <path d="M12 3a9 9 0 0 0-2.8 17.5c.4.1.6-.2.6-.4v-1.6c-2.5.5-3-1.1-3-1.1-.4-1-1-1.3-1-1.3-.8-.6.1-.6.1-.6.9.1 1.4.9 1.4.9.8 1.4 2.1 1 2.6.8.1-.6.3-1 .6-1.2-2-.2-4.1-1-4.1-4.4 0-1 .3-1.8.9-2.4-.1-.2-.4-1.1.1-2.4 0 0 .8-.2 2.5.9a8.6 8.6 0 0 1 4.5 0c1.7-1.1 2.5-.9 2.5-.9.5 1.3.2 2.2.1 2.4.6.6.9 1.4.9 2.4 0 3.5-2.1 4.2-4.1 4.4.3.3.6.8.6 1.6v2.4c0 .2.2.5.6.4A9 9 0 0 0 12 3z" fill="currentColor" />,
};

export function SocialIcon({ name }: { name: FooterIconName }) {
	return (
		<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={name}>
			{paths[name]}
		</svg>
	);
}
