import React from 'react';

/**
 * Project icons: original line art on a 48×48 grid (a few use 49×48 where the drawing needs the width).
 * Bodies inherit fill="none", stroke="currentColor", strokeWidth 2 and round caps/joins from the wrapping <svg>
 * (see ProjectIcon in ./Icon.tsx); only solid dots override fill/stroke.
 */
export interface IconDefinition {
	label: string;
	width: number;
	height: number;
	body: React.ReactNode;
}

export const projectIcons = {
	versionChecker: {
		label: 'Version checker',
		width: 49,
		height: 48,
		body: (
			<>
				<path d="M5 24 15.5 11H42a2 2 0 0 1 2 2v22a2 2 0 0 1-2 2H15.5z" />
				<circle cx="15.5" cy="24" r="2.5" />
				<path d="m23.5 24.5 5 5 10-11" />
			</>
		),
	},
	sentinel: {
		label: 'Sentinel',
		width: 48,
		height: 48,
		body: (
			<>
				<path d="M24 4 40 10v12c0 10-7 17.5-16 22C15 39.5 8 32 8 22V10z" />
				<path d="M14 23c3-4.5 6.5-6.5 10-6.5s7 2 10 6.5c-3 4.5-6.5 6.5-10 6.5s-7-2-10-6.5z" />
				<circle cx="24" cy="23" r="2.5" />
			</>
		),
	},
	jsonApi: {
		label: 'JSON API',
		width: 49,
		height: 48,
		body: (
			<>
				<path d="M13 6h-1c-2.5 0-4 1.5-4 4v8c0 3-1.5 6-4 6 2.5 0 4 3 4 6v8c0 2.5 1.5 4 4 4h1" />
				<path d="M36 6h1c2.5 0 4 1.5 4 4v8c0 3 1.5 6 4 6-2.5 0-4 3-4 6v8c0 2.5-1.5 4-4 4h-1" />
				<path d="M17 19h15m-4-4 4 4-4 4" />
				<path d="M32 29H17m4-4-4 4 4 4" />
			</>
		),
	},
	complexify: {
		label: 'Complexify',
		width: 48,
		height: 48,
		body: (
			<>
				<circle cx="9" cy="24" r="3.5" />
				<circle cx="24" cy="13" r="3.5" />
				<circle cx="24" cy="35" r="3.5" />
				<circle cx="39" cy="8" r="3.5" />
				<circle cx="39" cy="24" r="3.5" />
				<circle cx="39" cy="40" r="3.5" />
				<path d="M13.44 20.75 19.56 16.25M13.44 27.25l6.12 4.5M29.22 11.26l4.56-1.52M28.44 16.25l6.12 4.5M28.44 31.75l6.12-4.5M29.22 36.74l4.56 1.52M26.67 17.81l9.66 17.38" />
			</>
		),
	},
	annotationClustering: {
		label: 'Annotation clustering',
		width: 48,
		height: 48,
		body: (
			<>
				<circle cx="18" cy="29" r="12" />
				<g fill="currentColor" stroke="none">
					<circle cx="13.5" cy="25.5" r="2.25" />
					<circle cx="21.5" cy="24" r="2.25" />
					<circle cx="15.5" cy="33.5" r="2.25" />
					<circle cx="23" cy="31.5" r="2.25" />
				</g>
				<path d="M29 5h13a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-7l-5 4v-4h-1a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
				<path d="M31.5 12h8" />
			</>
		),
	},
	docViewer: {
		label: 'Document viewer',
		width: 48,
		height: 48,
		body: (
			<>
				<path d="M21 44H9a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h15l9 9v9" />
				<path d="M24 4v7a2 2 0 0 0 2 2h7" />
				<path d="M13 15h6M13 21h10M13 27h5" />
				<circle cx="30" cy="32" r="7" />
				<path d="m35 37 6 6" />
			</>
		),
	},
	cookies: {
		label: 'Cookies',
		width: 48,
		height: 48,
		body: (
			<>
				<path d="M31.5 8.01A19 19 0 1 0 40.45 17.48a9.5 9.5 0 0 1-8.95-9.47z" />
				<g fill="currentColor" stroke="none">
					<circle cx="16" cy="19" r="2.5" />
					<circle cx="26" cy="21" r="2.5" />
					<circle cx="14.5" cy="31" r="2.5" />
					<circle cx="26" cy="35" r="2.5" />
					<circle cx="34" cy="27" r="2" />
					<circle cx="22" cy="28" r="1.75" />
				</g>
			</>
		),
	},
	inspector: {
		label: 'Inspector',
		width: 48,
		height: 48,
		body: (
			<>
				<path d="M18 30H8a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h20a2 2 0 0 1 2 2v10" />
				<path d="M14 6v24M6 14h24M22 6v12M6 22h12" />
				<circle cx="30" cy="30" r="9" />
				<path d="M30 25v10M25 30h10" />
				<path d="m36.5 36.5 6 6" />
			</>
		),
	},
	boilerplateTheme: {
		label: 'Boilerplate theme',
		width: 49,
		height: 48,
		body: (
			<>
				<rect x="4.5" y="7" width="40" height="34" rx="3" />
				<path d="M4.5 15h40" />
				<g fill="currentColor" stroke="none">
					<circle cx="9.5" cy="11" r="1.25" />
					<circle cx="13.5" cy="11" r="1.25" />
					<circle cx="17.5" cy="11" r="1.25" />
				</g>
				<rect x="9.5" y="20" width="9" height="16" rx="1" />
				<rect x="22.5" y="20" width="17" height="7" rx="1" />
				<path d="M22.5 32h17M22.5 36h11" />
			</>
		),
	},
	boilerplatePlugin: {
		label: 'Boilerplate plugin',
		width: 48,
		height: 48,
		body: (
			<path d="M6 14h10v-1.5a4.5 4.5 0 1 1 8 0V14h10v10h1.5a4.5 4.5 0 1 1 0 8H34v10H6V32h1.5a4.5 4.5 0 1 0 0-8H6z" />
		),
	},
	libs: {
		label: 'Libraries',
		width: 48,
		height: 48,
		body: (
			<>
				<path d="M4 42h40" />
				<rect x="7" y="12" width="8" height="30" rx="1" />
				<rect x="15" y="7" width="8" height="35" rx="1" />
				<path d="M7 17h8M7 37h8M15 12h8M15 37h8" />
				<g transform="rotate(-20 33.5 42)">
					<rect x="33.5" y="12" width="7" height="30" rx="1" />
					<path d="M33.5 18h7M33.5 36h7" />
				</g>
			</>
		),
	},
	frontendLibs: {
		label: 'Frontend libraries',
		width: 48,
		height: 48,
		body: (
			<>
				<path d="M24 6 42 15 24 24 6 15z" />
				<path d="m6 24 18 9 18-9" />
				<path d="m6 33 18 9 18-9" />
			</>
		),
	},
	forms: {
		label: 'Forms',
		width: 48,
		height: 48,
		body: (
			<>
				<rect x="6" y="5" width="36" height="10" rx="2" />
				<rect x="6" y="19" width="36" height="10" rx="2" />
				<path d="M11 10h12M11 24h8" />
				<rect x="6" y="33" width="10" height="10" rx="2" />
				<path d="m8.5 38 2.5 2.5 4.5-5" />
				<path d="M21 38h14" />
			</>
		),
	},
	docs: {
		label: 'Documentation',
		width: 48,
		height: 48,
		body: (
			<>
				<path d="M24 12c-4-4-12-5-18-4v30c6-1 14 0 18 4" />
				<path d="M24 12c4-4 12-5 18-4v30c-6-1-14 0-18 4" />
				<path d="M24 12v30" />
			</>
		),
	},
	codingStandards: {
		label: 'Coding standards',
		width: 48,
		height: 48,
		body: (
			<>
				<path d="m13 8-8 8.5 8 8.5" />
				<path d="m29 8 8 8.5-8 8.5" />
				<path d="M23.5 5 18.5 28" />
				<circle cx="34" cy="34" r="9" />
				<path d="m30 34.5 3 3 5-6" />
			</>
		),
	},
} satisfies Record<string, IconDefinition>;

export type ProjectIconName = keyof typeof projectIcons;
