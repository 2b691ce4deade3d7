import React from 'react';

/** Deterministic 32-bit hash of a string, to vary the composition per project. */
function hash(text: string): number {
	let h = 2166136261;
	for (let i = 0; i < text.length; i += 1) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 16777619);
	}
	return h >>> 0;
}

/**
 * Generated artwork for a showcase card: a browser window with a hero and a few content
 * blocks in the project's colours, laid out differently for each name.
 */
export function ProjectArt({ name, palette }: { name: string; palette: [string, string] }) {
	const seed = hash(name);
	const [main, dark] = palette;
	const columns = 2 + (seed % 3);
	const heroHeight = 70 + (seed % 40);
	const gap = 10;
	const width = (300 - 2 * 20 - (columns - 1) * gap) / columns;
	const initials = name
		.split(/\s+/)
		.map((w) => w[0])
		.join('')
		.slice(0, 2)
		.toUpperCase();
	return (
		<svg viewBox="0 0 300 200" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
			<rect width="300" height="200" fill={dark} />
			<rect x="12" y="12" width="276" height="188" rx="8" fill="#ffffff" />
			<rect x="12" y="12" width="276" height="18" rx="8" fill="#eceef1" />
			<circle cx="24" cy="21" r="3" fill="#ff5f57" />
			<circle cx="34" cy="21" r="3" fill="#febc2e" />
			<circle cx="44" cy="21" r="3" fill="#28c840" />
			<rect x="20" y="38" width="260" height={heroHeight} rx="6" fill={main} />
			<text x="36" y={38 + heroHeight / 2 + 8} fill="#ffffff" fontFamily="system-ui, sans-serif" fontSize="26" fontWeight="700">
				{initials}
			</text>
			<rect x="90" y={38 + heroHeight / 2 - 4} width={80 + (seed % 90)} height="8" rx="4" fill="#ffffff" opacity="0.75" />
			{Array.from({ length: columns }, (_, i) => (
				<g key={i}>
					<rect x={20 + i * (width + gap)} y={50 + heroHeight} width={width} height="40" rx="5" fill={i % 2 === (seed >> 3) % 2 ? '#f1f2f4' : `${main}22`} />
					<rect x={20 + i * (width + gap)} y={96 + heroHeight} width={width * (0.5 + ((seed >> (i + 4)) % 5) / 10)} height="5" rx="2.5" fill="#c9ccd2" />
				</g>
			))}
		</svg>
	);
}
