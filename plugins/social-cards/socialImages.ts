/**
 * The social card of every built page: a 1200×630 PNG at socialImagePath(route) with the page's
 * title, its section and the site mark, drawn after the build from what each page's head says
 * (`og:image` names the file, `og:title` the title; the section follows from the route, see
 * src/lib/socialCard.ts). So every HTML page the build wrote gets exactly the card it points at.
 *
 * The background and the mark are SVG; the text is rendered by sharp's text input (pango) with
 * the site's own font, Geist, decoded from its WOFF2 to a TrueType file in the cache (see
 * ensureTtf, which uses wawoff2), so a card looks the same on any machine whatever fonts it has installed. Cards
 * are cached in .cache by a hash of their text and of the generator's sources, so a rebuild
 * renders only the cards whose title or section changed and copies the rest.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import sharp from 'sharp';
import { cardHeadline, cardRoute, cardSection, SOCIAL_IMAGE_HEIGHT as HEIGHT, SOCIAL_IMAGE_WIDTH as WIDTH, type CardDocsInstance } from '../../src/lib/socialCard';
import { SITE_MARK_PATH, SITE_MARK_SIZE } from '../../src/lib/structuredData';
import decompressWoff2 from 'wawoff2/decompress';

/** The site's colours (src/theme/global.css, light mode; the mark's red is static/favicon.svg's). */
export const CARD_COLOURS = {
	background: '#ffffff',
	text: '#1c1e21',
	muted: '#4b5058',
	accent: '#a1101c',
	accentSoft: '#fdecee',
	mark: '#b3121f',
} as const;

/** Sources whose change changes every card: they are part of each card's cache key. */
export const GENERATOR_SOURCES = ['plugins/social-cards/socialImages.ts', 'src/lib/socialCard.ts', 'src/theme/Logo/index.tsx'];
export const FONT_FILE = 'node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2';

/**
 * Advance widths of Geist Bold in em, measured with pango (each character repeated 40 times at
 * 100 px); the title fitter uses them to wrap without rendering. Unlisted characters count 0.62 em.
 */
const ADVANCES: Record<string, number> = {
	' ': 0.23, '!': 0.26, '"': 0.39, '#': 0.59, $: 0.67, '%': 0.83, '&': 0.71, "'": 0.2, '(': 0.32, ')': 0.32, '*': 0.42, '+': 0.57, ',': 0.24, '-': 0.42,
	'.': 0.24, '/': 0.41, '0': 0.7, '1': 0.41, '2': 0.65, '3': 0.65, '4': 0.66, '5': 0.67, '6': 0.63, '7': 0.56, '8': 0.66, '9': 0.63, ':': 0.31, ';': 0.31,
	'<': 0.55, '=': 0.55, '>': 0.55, '?': 0.59, '@': 0.96, A: 0.73, B: 0.7, C: 0.73, D: 0.72, E: 0.62, F: 0.59, G: 0.74, H: 0.71, I: 0.29, J: 0.61,
	K: 0.67, L: 0.57, M: 0.9, N: 0.74, O: 0.78, P: 0.65, Q: 0.77, R: 0.7, S: 0.68, T: 0.61, U: 0.71, V: 0.72, W: 1.01, X: 0.69, Y: 0.65, Z: 0.59,
	'[': 0.39, '\\': 0.39, ']': 0.39, '^': 0.46, _: 0.56, '`': 0.28, a: 0.59, b: 0.62, c: 0.59, d: 0.62, e: 0.6, f: 0.37, g: 0.62, h: 0.61, i: 0.27,
	j: 0.3, k: 0.6, l: 0.3, m: 0.89, n: 0.6, o: 0.61, p: 0.62, q: 0.62, r: 0.4, s: 0.56, t: 0.39, u: 0.61, v: 0.61, w: 0.85, x: 0.6, y: 0.59,
	z: 0.56, '{': 0.41, '|': 0.29, '}': 0.41, '~': 0.52, '—': 0.91, '–': 0.6, '‘': 0.25, '’': 0.25, '“': 0.46, '”': 0.46, '…': 0.7, '×': 0.54,
};

/** Estimated width in px of text in Geist Bold at size px. */
export function textWidth(text: string, size: number): number {
	let em = 0;
	for (const char of text) em += ADVANCES[char] ?? 0.62;
	return em * size;
}

/** Where a word too long for a line may break: after - / _ . or before a capital that follows a lower-case letter. */
function breakAfter(word: string, index: number): boolean {
	const char = word[index];
	const next = word[index + 1] ?? '';
	return '-/_.'.includes(char) || (/[a-z]/.test(char) && /[A-Z]/.test(next));
}

/** A word wider than maxWidth, cut into pieces that fit, at the friendliest places. */
function splitWord(word: string, size: number, maxWidth: number): string[] {
	const pieces: string[] = [];
	let rest = word;
	while (textWidth(rest, size) > maxWidth) {
		let fit = 1;
		while (fit < rest.length && textWidth(rest.slice(0, fit + 1), size) <= maxWidth) fit += 1;
		let cut = fit;
		for (let i = fit - 1; i > 0; i -= 1) {
			if (breakAfter(rest, i)) {
				cut = i + 1;
				break;
			}
		}
		pieces.push(rest.slice(0, cut));
		rest = rest.slice(cut);
	}
	if (rest) pieces.push(rest);
	return pieces;
}

/** Greedy word wrap of text at size px into lines no wider than maxWidth; a word wider than a line is split (splitWord). */
export function wrapText(text: string, size: number, maxWidth: number): string[] {
	// Pieces of one split word join without a space if they ever share a line.
	const tokens = text
		.trim()
		.split(/\s+/)
		.filter(Boolean)
		.flatMap((word) => splitWord(word, size, maxWidth).map((piece, index) => ({ piece, glue: index === 0 ? ' ' : '' })));
	const lines: string[] = [];
	for (const { piece, glue } of tokens) {
		const last = lines[lines.length - 1];
		if (last !== undefined && textWidth(`${last}${glue}${piece}`, size) <= maxWidth) lines[lines.length - 1] = `${last}${glue}${piece}`;
		else lines.push(piece);
	}
	return lines;
}

export interface TitleFit {
	size: number;
	lines: string[];
	/** True when even the smallest size could not hold the whole title and it ends in an ellipsis. */
	truncated: boolean;
}

export interface TitleBox {
	width: number;
	height: number;
	/** Font sizes to try, largest first. */
	sizes: readonly number[];
	/** Line height as a multiple of the font size. */
	lineHeight: number;
}

/**
 * The largest size at which the title's lines fit the box; below the smallest size, as many
 * lines as fit, the last one cut with an ellipsis. Every line is within the box width.
 */
export function fitTitle(title: string, box: TitleBox): TitleFit {
	const text = title.replace(/\s+/g, ' ').trim();
	for (const size of box.sizes) {
		const lines = wrapText(text, size, box.width);
		if (lines.length * size * box.lineHeight <= box.height) return { size, lines, truncated: false };
	}
	const size = box.sizes[box.sizes.length - 1];
	const room = Math.max(1, Math.floor(box.height / (size * box.lineHeight)));
	const lines = wrapText(text, size, box.width).slice(0, room);
	let last = lines[room - 1];
	while (last.length > 0 && textWidth(`${last}…`, size) > box.width) last = last.slice(0, -1);
	lines[room - 1] = `${last.replace(/[\s,.;:–—-]+$/, '')}…`;
	return { size, lines, truncated: true };
}

/** Layout of the card, in px. */
export const LAYOUT = {
	margin: 80,
	mark: { y: 64, size: 72 },
	wordmark: { size: 34 },
	section: { y: 190, size: 26, height: 48, padding: 20 },
	title: { width: 960, lineHeight: 1.12, sizes: [88, 76, 68, 60, 54, 48, 44] },
	/** Top of the title with a section above it, and without. */
	titleTop: { withSection: 268, alone: 190 },
	footer: { y: 552, size: 26 },
	bar: 14,
} as const;

const titleBox = (withSection: boolean): TitleBox => ({
	width: LAYOUT.title.width,
	height: LAYOUT.footer.y - 32 - (withSection ? LAYOUT.titleTop.withSection : LAYOUT.titleTop.alone),
	sizes: LAYOUT.title.sizes,
	lineHeight: LAYOUT.title.lineHeight,
});

/** The mark's markup (src/theme/Logo) with its currentColor made the brand red, as a standalone SVG. */
export function standaloneMark(logoSvg: string, size: number, colour: string = CARD_COLOURS.mark): string {
	const svg = logoSvg
		.replace(/currentColor/g, colour)
		.replace(/\swidth="[^"]*"/, ` width="${size}"`)
		.replace(/\sheight="[^"]*"/, ` height="${size}"`)
		.replace(/\s(aria-hidden|focusable)="[^"]*"/g, '');
	return svg.includes('xmlns=') ? svg : svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
}

/** The card's background: white, the mark's two rings large and faint on the right, a red bar along the bottom. */
export function backgroundSvg(): string {
	const c = CARD_COLOURS;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.background}"/>
<g fill="none" stroke="${c.accentSoft}" stroke-width="2.3" transform="translate(860 -20) scale(15)"><circle cx="14.5" cy="11" r="5"/><circle cx="17.5" cy="21" r="5.8"/></g>
<rect y="${HEIGHT - LAYOUT.bar}" width="${WIDTH}" height="${LAYOUT.bar}" fill="${c.accent}"/>
</svg>`;
}

/**
 * A true-colour RGB PNG at zlib level 6, unfiltered: 21 to 38 KB a card (27 on average, with the
 * alpha steps of blendOver) and 8 ms of CPU. The 64-colour palette PNGs of before were 10 KB, but
 * the quantiser took 50 to 70 ms of each card's 100, and a cold build draws 650 cards (issue 26).
 * Adaptive filtering or level 9 cost three to six times the CPU for at most 4 KB. Cards are
 * fetched by link previewers, once per shared link, never by the site's own pages.
 */
export const PNG_OPTIONS: sharp.PngOptions = { compressionLevel: 6, adaptiveFiltering: false };

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface CardAssets {
	/** Path of the TrueType Geist the text is set in. */
	fontFile: string;
	/** The site mark as a standalone SVG string (standaloneMark). */
	markSvg: string;
	/** Name next to the mark (the site title). */
	wordmark: string;
	/** Host and prefix in the footer (eightshift.com). */
	host: string;
}

/** Rendered text as raw RGBA pixels, ready to composite (no PNG round trip). */
interface TextImage {
	input: Buffer;
	raw: { width: number; height: number; channels: 4 };
	width: number;
	height: number;
}

async function renderText(assets: CardAssets, markup: string, options: { width?: number; lineHeight?: number } = {}): Promise<TextImage> {
	const text = options.lineHeight ? `<span line_height="${options.lineHeight}">${markup}</span>` : markup;
	const { data, info } = await sharp({ text: { text, font: 'Geist', fontfile: assets.fontFile, rgba: true, dpi: 72, width: options.width, wrap: 'word-char' } })
		.raw()
		.toBuffer({ resolveWithObject: true });
	return { input: data, raw: { width: info.width, height: info.height, channels: 4 }, width: info.width, height: info.height };
}

const span = (text: string, size: number, weight: number, colour: string) => `<span font_size="${size}pt" font_weight="${weight}" foreground="${colour}">${escapeMarkup(text)}</span>`;

/** The title set at the fitted size; if pango wraps it into more lines than planned, the next size down. */
async function renderTitle(assets: CardAssets, title: string, box: TitleBox): Promise<TextImage> {
	let sizes = box.sizes;
	for (;;) {
		const fit = fitTitle(title, { ...box, sizes });
		const image = await renderText(assets, span(fit.lines.join('\n'), fit.size, 700, CARD_COLOURS.text), { width: box.width, lineHeight: box.lineHeight });
		if (image.height <= box.height && image.width <= box.width) return image;
		const smaller = sizes.filter((size) => size < fit.size);
		if (smaller.length === 0) {
			// Never overflow: scale what pango drew into the box.
			const { data, info } = await sharp(image.input, { raw: image.raw }).resize({ width: box.width, height: box.height, fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
			return { input: data, raw: { width: info.width, height: info.height, channels: 4 }, width: info.width, height: info.height };
		}
		sizes = smaller;
	}
}

/** The card's pixels while it is drawn: raw RGB, row by row. */
interface Canvas {
	data: Buffer;
	width: number;
	height: number;
}

/**
 * Lays an RGBA image (straight alpha, as sharp's raw output is) over the canvas at left/top,
 * clipped to the canvas. Done here rather than with sharp's composite, which converts the whole
 * 1200×630 frame to floating point for each layer: 30 ms a card against 2 ms for the few
 * rectangles the text and the pill cover. Alpha is rounded to 16 steps (multiples of 17): the
 * glyph edges look the same, and the PNG gets 15 to 35 % smaller for having fewer colours.
 */
export function blendOver(canvas: Canvas, layer: TextImage, left: number, top: number): void {
	const { data, width, height } = canvas;
	const channels = layer.raw.channels;
	for (let y = Math.max(0, -top); y < layer.height && top + y < height; y += 1) {
		for (let x = Math.max(0, -left); x < layer.width && left + x < width; x += 1) {
			const source = (y * layer.width + x) * channels;
			const alpha = Math.round(layer.input[source + 3] / 17) * 17;
			if (alpha === 0) continue;
			const target = ((top + y) * width + left + x) * 3;
			for (let c = 0; c < 3; c += 1) data[target + c] = Math.round((layer.input[source + c] * alpha + data[target + c] * (255 - alpha)) / 255);
		}
	}
}

async function rasterise(svg: string): Promise<TextImage> {
	const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
	return { input: data, raw: { width: info.width, height: info.height, channels: 4 }, width: info.width, height: info.height };
}

/** What every card shares (background, mark, name, host) as raw RGB pixels, drawn once per set of assets. */
const bases = new WeakMap<CardAssets, Promise<Canvas>>();
function cardBase(assets: CardAssets): Promise<Canvas> {
	let base = bases.get(assets);
	if (!base) {
		base = (async () => {
			const { margin } = LAYOUT;
			const { data, info } = await sharp(Buffer.from(backgroundSvg())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
			const canvas = { data, width: info.width, height: info.height };
			const wordmark = await renderText(assets, span(assets.wordmark, LAYOUT.wordmark.size, 700, CARD_COLOURS.text));
			blendOver(canvas, await rasterise(standaloneMark(assets.markSvg, LAYOUT.mark.size)), margin, LAYOUT.mark.y);
			blendOver(canvas, wordmark, margin + LAYOUT.mark.size + 22, Math.round(LAYOUT.mark.y + (LAYOUT.mark.size - wordmark.height) / 2));
			blendOver(canvas, await renderText(assets, span(assets.host, LAYOUT.footer.size, 500, CARD_COLOURS.muted)), margin, LAYOUT.footer.y);
			return canvas;
		})();
		bases.set(assets, base);
	}
	return base;
}

/** One card as PNG bytes: the shared base, the section pill and the fitted title; an RGB PNG. */
export async function renderCard(card: { title: string; section: string }, assets: CardAssets): Promise<Buffer> {
	const c = CARD_COLOURS;
	const { margin } = LAYOUT;
	const base = await cardBase(assets);
	const canvas = { ...base, data: Buffer.from(base.data) };
	const withSection = card.section !== '';
	if (withSection) {
		const { y, size, height, padding } = LAYOUT.section;
		const label = await renderText(assets, span(card.section, size, 600, c.accent));
		const pill = await rasterise(
			`<svg xmlns="http://www.w3.org/2000/svg" width="${label.width + 2 * padding}" height="${height}"><rect width="100%" height="100%" rx="${height / 2}" fill="${c.accentSoft}"/></svg>`,
		);
		blendOver(canvas, pill, margin, y);
		blendOver(canvas, label, margin + padding, Math.round(y + (height - label.height) / 2));
	}
	const title = await renderTitle(assets, card.title, titleBox(withSection));
	blendOver(canvas, title, margin, withSection ? LAYOUT.titleTop.withSection : LAYOUT.titleTop.alone);
	return sharp(canvas.data, { raw: { width: canvas.width, height: canvas.height, channels: 3 } }).png(PNG_OPTIONS).toBuffer();
}

/** The site mark as a square PNG (the publisher logo of the structured data). */
export function renderMark(markSvg: string): Promise<Buffer> {
	return sharp(Buffer.from(standaloneMark(markSvg, SITE_MARK_SIZE))).png({ compressionLevel: 9 }).toBuffer();
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngDimensions(bytes: Buffer): { width: number; height: number } | null {
	const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
	if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
	return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** HTML attribute text as the reader sees it. */
export function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
		if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
		return ENTITIES[name.toLowerCase()] ?? match;
	});
}

/** The `content` of each `<meta property|name="…">` in the page's head, by property. */
export function metaTags(html: string): Map<string, string> {
	const head = html.slice(0, html.search(/<\/head>/i) + 1 || html.length);
	const tags = new Map<string, string>();
	for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
		const key = /\s(?:property|name)="([^"]*)"/i.exec(tag)?.[1];
		const content = /\scontent="([^"]*)"/i.exec(tag)?.[1];
		if (key && content !== undefined && !tags.has(key)) tags.set(key, decodeEntities(content));
	}
	return tags;
}

export interface PlannedCard {
	/** File under public/, with a leading slash: /og/docs/theme.png. */
	file: string;
	title: string;
	section: string;
	/** The routes whose head names this card. */
	routes: string[];
}

/**
 * The cards the built pages ask for, one per og:image file. A page without og:image or
 * og:title, an og:image outside the site, and two pages naming one file with different titles
 * are errors naming the page.
 */
export function planCards(pages: readonly { route: string; html: string }[], site: { url: string; pathPrefix: string; title: string; docs: readonly CardDocsInstance[] }): { cards: PlannedCard[]; errors: string[] } {
	const base = `${site.url}${site.pathPrefix}/`;
	const byFile = new Map<string, PlannedCard>();
	const errors: string[] = [];
	for (const page of pages) {
		const meta = metaTags(page.html);
		const image = meta.get('og:image');
		const title = meta.get('og:title');
		if (!image || !title) {
			errors.push(`${page.route}: the page has no ${image ? 'og:title' : 'og:image'} meta tag (every page's Head must use src/theme/Seo)`);
			continue;
		}
		if (!image.startsWith(`${base}og/`) || !image.endsWith('.png')) {
			errors.push(`${page.route}: og:image ${image} is not a PNG under ${base}og/`);
			continue;
		}
		const file = `/${image.slice(base.length)}`;
		const headline = cardHeadline(title, meta.get('og:description'), site.title);
		const section = cardSection(cardRoute(page.route), site.docs);
		const existing = byFile.get(file);
		if (existing && (existing.title !== headline || existing.section !== section)) {
			errors.push(`${page.route}: og:image ${file} is also the card of ${existing.routes[0]}, which has another title ("${existing.title}" and "${headline}")`);
			continue;
		}
		if (existing) existing.routes.push(page.route);
		else byFile.set(file, { file, title: headline, section, routes: [page.route] });
	}
	return { cards: [...byFile.values()].sort((a, b) => a.file.localeCompare(b.file)), errors };
}

/** The site mark's markup as src/theme/Logo renders it, loaded through tsx like the document components (see mdx/renderDocument.ts). */
export function logoMarkup(root: string): string {
	// eslint-disable-next-line @typescript-eslint/no-var-requires
	const { register } = require('tsx/cjs/api') as typeof import('tsx/cjs/api');
	const api = register({ namespace: 'social-cards' });
	try {
		const { Logo } = api.require(path.join(root, 'src/theme/Logo/index.tsx'), path.join(root, 'gatsby-node.ts')) as typeof import('../../src/theme/Logo');
		// eslint-disable-next-line @typescript-eslint/no-var-requires
		const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
		return renderToStaticMarkup(createElement(Logo, { size: 32 }));
	} finally {
		api.unregister();
	}
}

/** Runs task over items, at most `limit` at a time. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
	const results: R[] = new Array(items.length);
	let next = 0;
	const worker = async () => {
		while (next < items.length) {
			const index = next;
			next += 1;
			results[index] = await task(items[index]);
		}
	};
	await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
	return results;
}

/** Hash of everything a card's pixels depend on besides its own text. */
export function generatorDigest(root: string, extra: unknown): string {
	const hash = createHash('sha256');
	for (const file of [...GENERATOR_SOURCES, FONT_FILE]) hash.update(file).update(fs.readFileSync(path.join(root, file)));
	return hash.update(JSON.stringify(extra)).digest('hex');
}

/**
 * The TrueType Geist in the cache directory, decoded once per font file by wawoff2 (fontello's
 * build of Google's WOFF2 decoder): sharp's FreeType has no Brotli and cannot open the WOFF2.
 */
export async function ensureTtf(root: string, cacheDir: string): Promise<string> {
	const woff2 = fs.readFileSync(path.join(root, FONT_FILE));
	const file = path.join(cacheDir, `geist-${createHash('sha256').update(woff2).digest('hex').slice(0, 16)}.ttf`);
	if (!fs.existsSync(file)) {
		fs.mkdirSync(cacheDir, { recursive: true });
		fs.writeFileSync(`${file}.tmp`, Buffer.from(await decompressWoff2(woff2)));
		fs.renameSync(`${file}.tmp`, file);
	}
	return file;
}

/** Writes bytes to file unless it already holds exactly them. */
function writeIfDifferent(file: string, bytes: Buffer): boolean {
	if (fs.existsSync(file) && fs.statSync(file).size === bytes.length && fs.readFileSync(file).equals(bytes)) return false;
	fs.mkdirSync(path.dirname(file), { recursive: true });
	fs.writeFileSync(file, bytes);
	return true;
}

function pngFiles(dir: string): string[] {
	if (!fs.existsSync(dir)) return [];
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		return entry.isDirectory() ? pngFiles(full) : entry.name.endsWith('.png') ? [full] : [];
	});
}

export interface SocialImagesInput {
	/** Repository root. */
	root: string;
	publicDir: string;
	/** Where rendered cards are kept between builds (under .cache). */
	cacheDir: string;
	pages: readonly { route: string; html: string }[];
	site: { url: string; pathPrefix: string; title: string; docs: readonly CardDocsInstance[] };
	/** The site mark's SVG markup, as src/theme/Logo renders it. */
	logoSvg: string;
	concurrency?: number;
}

export interface SocialImagesReport {
	pages: number;
	cards: number;
	rendered: number;
	fromCache: number;
	written: number;
	removed: number;
	bytes: number;
}

/** What every card of one build shares: the drawing assets and the digest of the generator. */
export interface CardGenerator {
	assets: CardAssets;
	digest: string;
}

export async function cardGenerator(input: { root: string; cacheDir: string; site: { url: string; pathPrefix: string; title: string }; logoSvg: string }): Promise<CardGenerator> {
	const assets: CardAssets = {
		fontFile: await ensureTtf(input.root, input.cacheDir),
		markSvg: input.logoSvg,
		wordmark: input.site.title,
		host: `${new URL(input.site.url).host}${input.site.pathPrefix}`,
	};
	return { assets, digest: generatorDigest(input.root, { logo: input.logoSvg, wordmark: assets.wordmark, host: assets.host }) };
}

/** Where a card's PNG is kept between builds: a hash of the generator and of its title and section. */
export function cachedCardFile(cacheDir: string, generator: CardGenerator, card: { title: string; section: string }): string {
	return path.join(cacheDir, `${createHash('sha256').update(generator.digest).update(JSON.stringify([card.title, card.section])).digest('hex')}.png`);
}

/**
 * Runs task over cards with several sharp pipelines at once, each on one libvips thread (which
 * uses the cores better than one wide pipeline), and restores sharp's threads afterwards.
 */
async function eachCard<T>(cards: readonly T[], concurrency: number | undefined, task: (card: T) => Promise<void>): Promise<void> {
	const limit = concurrency ?? Math.max(1, Math.min(4, os.availableParallelism()));
	const threads = sharp.concurrency();
	sharp.concurrency(1);
	try {
		await mapLimited(cards, limit, task);
	} finally {
		sharp.concurrency(threads);
	}
}

/** The card's PNG from the cache, or drawn and put there (written whole, then renamed). */
async function cardPng(cacheDir: string, generator: CardGenerator, card: { title: string; section: string }): Promise<{ png: Buffer; drawn: boolean; file: string }> {
	const file = cachedCardFile(cacheDir, generator, card);
	if (fs.existsSync(file)) return { png: fs.readFileSync(file), drawn: false, file };
	const png = await renderCard(card, generator.assets);
	fs.mkdirSync(cacheDir, { recursive: true });
	fs.writeFileSync(`${file}.${process.pid}.tmp`, png);
	fs.renameSync(`${file}.${process.pid}.tmp`, file);
	return { png, drawn: true, file };
}

/**
 * Draws the cards a build is expected to need into the cache, before any HTML exists (the social
 * cards plugin predicts them from the Mdx nodes during bootstrap, so they are drawn beside
 * webpack). A wrong prediction costs only time: the build still plans its cards from the HTML.
 */
export async function prewarmCards(input: { root: string; cacheDir: string; site: { url: string; pathPrefix: string; title: string }; logoSvg: string; cards: readonly { title: string; section: string }[]; concurrency?: number }): Promise<{ drawn: number; cached: number }> {
	const generator = await cardGenerator(input);
	const report = { drawn: 0, cached: 0 };
	await eachCard(input.cards, input.concurrency, async (card) => {
		const { drawn } = await cardPng(input.cacheDir, generator, card);
		if (drawn) report.drawn += 1;
		else report.cached += 1;
	});
	return report;
}

/**
 * Draws (or takes from the cache) the card of every built page and writes it to public/, plus
 * the site mark PNG; removes cards in public/og that no page names any more. Throws one error
 * listing every page whose head is unusable.
 */
export async function writeSocialImages(input: SocialImagesInput): Promise<SocialImagesReport> {
	const { cards, errors } = planCards(input.pages, input.site);
	if (errors.length > 0) throw new Error(`Social cards: ${errors.length} page(s) cannot get one:\n${errors.join('\n')}`);
	const generator = await cardGenerator(input);
	const report: SocialImagesReport = { pages: input.pages.length, cards: cards.length, rendered: 0, fromCache: 0, written: 0, removed: 0, bytes: 0 };
	const used = new Set<string>();
	await eachCard(cards, input.concurrency, async (card) => {
		const { png, drawn, file } = await cardPng(input.cacheDir, generator, card);
		used.add(file);
		if (drawn) report.rendered += 1;
		else report.fromCache += 1;
		report.bytes += png.length;
		if (writeIfDifferent(path.join(input.publicDir, card.file), png)) report.written += 1;
	});
	writeIfDifferent(path.join(input.publicDir, SITE_MARK_PATH), await renderMark(input.logoSvg));
	const wanted = new Set(cards.map((card) => path.join(input.publicDir, card.file)));
	for (const file of pngFiles(path.join(input.publicDir, 'og'))) {
		if (!wanted.has(file)) {
			fs.rmSync(file);
			report.removed += 1;
		}
	}
	// The cache keeps this build's cards only, so it does not grow with every title or generator change.
	for (const file of pngFiles(input.cacheDir)) if (!used.has(file)) fs.rmSync(file);
	return report;
}
