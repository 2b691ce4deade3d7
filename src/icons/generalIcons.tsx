import React from 'react';

export interface IconDefinition {
	label: string;
	width: number;
	height: number;
	body: React.ReactNode;
}

/** The single fixed accent colour some general icons use for one detail. */
export const ICON_ACCENT = '#E5262E';

/**
 * General icons: original line art on an 80×80 grid. Bodies inherit fill="none", stroke="currentColor",
 * strokeWidth 4 and round caps/joins from the wrapping <svg> (see GeneralIcon in ./Icon.tsx).
 * Only hr, marketing, sick, discount and location carry a red accent detail.
 */
export const generalIcons = {
	developer: {
		label: 'Developer',
		width: 80,
		height: 80,
		body: (
			<>
				<rect x="12" y="14" width="56" height="38" rx="4" />
				<path d="M6 58h68v1a5 5 0 0 1-5 5H11a5 5 0 0 1-5-5z" />
				<path d="m30 26-7 7 7 7M50 26l7 7-7 7M43 24l-6 18" />
			</>
		),
	},
	designer: {
		label: 'Designer',
		width: 80,
		height: 80,
		body: (
			<>
				<rect x="28" y="8" width="24" height="12" rx="2" />
				<path d="M28 20h24l8 22-20 30-20-30z" />
				<circle cx="40" cy="44" r="4" />
				<path d="M40 48v24" />
			</>
		),
	},
	qa: {
		label: 'Quality assurance',
		width: 80,
		height: 80,
		body: (
			<>
				<ellipse cx="40" cy="46" rx="15" ry="19" />
				<path d="M31 30.8a9 9 0 0 1 18 0" />
				<path d="m35 22.5-4-8M45 22.5l4-8" />
				<path d="m25.5 38-10.5-6M25 47H12m15 10-10 6M54.5 38l10.5-6M55 47h13m-15 10 10 6" />
				<path d="m33 47 5 5 9-10" />
			</>
		),
	},
	hr: {
		label: 'Human resources',
		width: 80,
		height: 80,
		body: (
			<>
				<circle cx="26" cy="42" r="7" />
				<circle cx="54" cy="42" r="7" />
				<path d="M13 68v-1a13 13 0 0 1 26 0v1M41 68v-1a13 13 0 0 1 26 0v1" />
				<path
					d="M40 31c-6-3.5-10-7.5-10-12a5 5 0 0 1 10-2 5 5 0 0 1 10 2c0 4.5-4 8.5-10 12z"
					stroke={ICON_ACCENT}
					fill={ICON_ACCENT}
				/>
			</>
		),
	},
	finance: {
		label: 'Finance',
		width: 80,
		height: 80,
		body: (
			<>
				<ellipse cx="30" cy="34" rx="18" ry="7" />
				<path d="M12 34v26a18 7 0 0 0 36 0V34" />
				<path d="M12 43a18 7 0 0 0 36 0M12 51.5a18 7 0 0 0 36 0" />
				<path d="M62 56V14m-8 8 8-8 8 8" />
			</>
		),
	},
	marketing: {
		label: 'Marketing',
		width: 80,
		height: 80,
		body: (
			<>
				<path d="M24 32 50 18.5a3 3 0 0 1 4 2.6v37.8a3 3 0 0 1-4 2.6L24 48z" />
				<path d="M24 32H14a4 4 0 0 0-4 4v8a4 4 0 0 0 4 4h10" />
				<path d="m17 48 4 14a3 3 0 0 0 3 2h3a2 2 0 0 0 2-2.5L26 48" />
				<path d="m62 28 7-5M63 40h8M62 52l7 5" stroke={ICON_ACCENT} />
			</>
		),
	},
	productOwner: {
		label: 'Product owner',
		width: 80,
		height: 80,
		body: (
			<>
				<circle cx="36" cy="44" r="26" />
				<circle cx="36" cy="44" r="14" />
				<circle cx="36" cy="44" r="2" fill="currentColor" />
				<path d="M36 44 64 16" />
				<path d="M56 15v9h9M62 9v9h9" />
			</>
		),
	},
	vacation: {
		label: 'Vacation',
		width: 80,
		height: 80,
		body: (
			<>
				<path d="M40 70c0-16-2-28-8-42" />
				<path d="M32 28c-6-8-16-10-24-4M32 28c-2-8-8-14-18-14M32 28c4-8 12-12 22-8M32 28c10-2 18 4 20 12" />
				<path d="M12 70h56" />
				<circle cx="62" cy="18" r="6" />
			</>
		),
	},
	sick: {
		label: 'Sick leave',
		width: 80,
		height: 80,
		body: (
			<>
				<path d="M31 50V16a6 6 0 0 1 12 0v34a12 12 0 1 1-12 0z" />
				<g stroke={ICON_ACCENT}>
					<circle cx="37" cy="60" r="4" fill={ICON_ACCENT} />
					<path d="M37 56V30" />
				</g>
				<path d="M49 22h6M49 30h4M49 38h6" />
			</>
		),
	},
	ticket: {
		label: 'Ticket',
		width: 80,
		height: 80,
		body: (
			<>
				<path d="M14 18h34a6 6 0 0 0 12 0h6a4 4 0 0 1 4 4v36a4 4 0 0 1-4 4h-6a6 6 0 0 0-12 0H14a4 4 0 0 1-4-4V22a4 4 0 0 1 4-4z" />
				<path d="M54 31v18" strokeDasharray="0 7" />
				<path d="M20 34h18M20 46h12" />
			</>
		),
	},
	discount: {
		label: 'Discount',
		width: 80,
		height: 80,
		body: (
			<>
				<path d="M8 14v21.5a4 4 0 0 0 1.2 2.8l32 32a4 4 0 0 0 5.6 0l23.5-23.5a4 4 0 0 0 0-5.6l-32-32A4 4 0 0 0 35.5 8H14a6 6 0 0 0-6 6z" />
				<circle cx="21" cy="21" r="4" />
				<g stroke={ICON_ACCENT}>
					<circle cx="36" cy="38" r="3.5" />
					<circle cx="50" cy="52" r="3.5" />
					<path d="M52 36 34 54" />
				</g>
			</>
		),
	},
	location: {
		label: 'Location',
		width: 80,
		height: 80,
		body: (
			<>
				<path d="M40 72S16 48 16 32a24 24 0 0 1 48 0c0 16-24 40-24 40z" />
				<circle cx="40" cy="32" r="8" stroke={ICON_ACCENT} fill={ICON_ACCENT} />
			</>
		),
	},
} satisfies Record<string, IconDefinition>;

export type GeneralIconName = keyof typeof generalIcons;
