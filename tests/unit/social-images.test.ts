/**
 * The social card generator (plugins/social-cards/socialImages.ts): title wrapping and fitting, reading the
 * built pages' heads, the WOFF2 decoder that lets sharp set the text in Geist, and one real run
 * over a tiny public/ (PNG size, the cache on a second run, stale cards removed).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import siteConfig from '../../site.config';
import {
	blendOver,
	ensureTtf,
	fitTitle,
	FONT_FILE,
	metaTags,
	planCards,
	pngDimensions,
	renderCard,
	standaloneMark,
	textWidth,
	wrapText,
	writeSocialImages,
	type TitleBox,
} from '../../plugins/social-cards/socialImages';
import { Logo } from '../../src/theme/Logo';

const root = path.resolve(__dirname, '../..');
const box: TitleBox = { width: 960, height: 260, sizes: [88, 76, 68, 60, 54, 48, 44], lineHeight: 1.12 };
const LONG = 'How images, icons and other static assets flow through an Eightshift theme';
const ABSURD = `${'A title that keeps going and going without end '.repeat(6)}useEightshiftFormsSuperLongHookNameThatNeverEndsAtAll`;

describe('title wrapping and fitting', () => {
	it('keeps every word, in order, on lines no wider than the box', () => {
		for (const size of [88, 60, 44]) {
			const lines = wrapText(LONG, size, box.width);
			assert.equal(lines.join(' '), LONG);
			for (const line of lines) assert.ok(textWidth(line, size) <= box.width, `${line} at ${size}px`);
		}
	});
	it('sets a short title large on one line', () => {
		assert.deepEqual(fitTitle('Autowiring', box), { size: 88, lines: ['Autowiring'], truncated: false });
	});
	it('steps a long title down until its lines fit the box', () => {
		const fit = fitTitle(LONG, box);
		assert.ok(fit.size < 88);
		assert.equal(fit.truncated, false);
		assert.ok(fit.lines.length * fit.size * box.lineHeight <= box.height);
		// The size above did not fit: the fitter takes the largest size that does.
		const larger = box.sizes[box.sizes.indexOf(fit.size) - 1];
		assert.ok(wrapText(LONG, larger, box.width).length * larger * box.lineHeight > box.height);
	});
	it('cuts a title too long for the smallest size with an ellipsis, never past the box', () => {
		const fit = fitTitle(ABSURD, box);
		assert.equal(fit.truncated, true);
		assert.equal(fit.size, 44);
		assert.ok(fit.lines.length * fit.size * box.lineHeight <= box.height);
		assert.match(fit.lines[fit.lines.length - 1], /…$/);
		for (const line of fit.lines) assert.ok(textWidth(line, fit.size) <= box.width, line);
	});
	it('breaks a word wider than the box at a hyphen or a case change before cutting it anywhere', () => {
		const lines = wrapText('useEightshiftFormsSuperLongHookNameThatNeverEnds', 76, 600);
		assert.ok(lines.length > 1);
		assert.equal(lines.join(''), 'useEightshiftFormsSuperLongHookNameThatNeverEnds');
		for (const line of lines.slice(1)) assert.match(line, /^[A-Z]/);
		assert.deepEqual(wrapText('eightshift-frontend-libs-tailwind', 76, 700), ['eightshift-', 'frontend-libs-', 'tailwind']);
		// The pieces of one word never get a space between them.
		for (const line of wrapText('useEightshiftFormsSuperLongHookNameThatNeverEnds', 60, 500)) assert.equal(line.includes(' '), false, line);
	});
	it('collapses white space in the title', () => {
		assert.deepEqual(fitTitle('  Two\n  words ', box).lines, ['Two words']);
	});
});

const head = (tags: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${tags}</head><body><meta property="og:title" content="not in head"/></body></html>`;
const ogPage = (route: string, title: string, image = `https://example.org/og${route === '/' ? '/index' : route}.png`) =>
	({ route, html: head(`<meta property="og:title" content="${title}"/><meta property="og:description" content="Tools"/><meta property="og:image" content="${image}"/>`) });
const cardSite = { url: 'https://example.org', pathPrefix: '', title: 'Eightshift Development Kit', docs: siteConfig.docs };

describe('reading the built pages', () => {
	it('reads head meta tags and decodes their entities', () => {
		const meta = metaTags(head('<meta property="og:title" content="Tom &amp; Jerry&#x27;s &lt;Island&gt; &quot;x&quot; &#8212;"/><meta name="twitter:card" content="summary_large_image"/>'));
		assert.equal(meta.get('og:title'), 'Tom & Jerry\'s <Island> "x" —');
		assert.equal(meta.get('twitter:card'), 'summary_large_image');
	});
	it('plans one card per og:image file, with the section from the route', () => {
		const { cards, errors } = planCards(
			[ogPage('/docs/legacy/v8/a', 'A'), ogPage('/404', 'Page not found'), ogPage('/404', 'Page not found'), ogPage('/', 'Eightshift Development Kit')],
			cardSite,
		);
		assert.deepEqual(errors, []);
		assert.deepEqual(
			cards.map((c) => [c.file, c.title, c.section, c.routes.length]),
			[
				['/og/404.png', 'Page not found', '', 2],
				['/og/docs/legacy/v8/a.png', 'A', 'DevKit 8.x', 1],
				['/og/index.png', 'Tools', '', 1],
			],
		);
	});
	it('finds the file under public/ for a site built with a path prefix', () => {
		const { cards, errors } = planCards([ogPage('/docs/theme', 'Theme', 'https://example.org/es/og/docs/theme.png')], { ...cardSite, pathPrefix: '/es' });
		assert.deepEqual(errors, []);
		assert.deepEqual(cards.map((c) => c.file), ['/og/docs/theme.png']);
	});
	it('names the page that has no og:image, points outside the site, or shares a file with another title', () => {
		const { errors } = planCards(
			[
				{ route: '/bare', html: head('<meta property="og:title" content="Bare"/>') },
				ogPage('/away', 'Away', 'https://elsewhere.test/og/away.png'),
				ogPage('/one', 'One', 'https://example.org/og/shared.png'),
				ogPage('/two', 'Two', 'https://example.org/og/shared.png'),
			],
			cardSite,
		);
		assert.equal(errors.length, 3);
		assert.match(errors[0], /^\/bare: the page has no og:image/);
		assert.match(errors[1], /^\/away: og:image https:\/\/elsewhere\.test\/og\/away\.png is not a PNG under https:\/\/example\.org\/og\//);
		assert.match(errors[2], /^\/two: og:image \/og\/shared\.png is also the card of \/one/);
	});
});

describe('the font and the mark', () => {
	it('decodes the WOFF2 to a TrueType font with the outlines sharp needs', async () => {
		const ttf = fs.readFileSync(await ensureTtf(root, fs.mkdtempSync(path.join(os.tmpdir(), 'cards-font-'))));
		assert.equal(ttf.readUInt32BE(0), 0x00010000);
		const tables = Array.from({ length: ttf.readUInt16BE(4) }, (_, i) => ttf.toString('latin1', 12 + i * 16, 16 + i * 16));
		for (const tag of ['glyf', 'loca', 'head', 'cmap', 'hmtx', 'fvar']) assert.ok(tables.includes(tag), tag);
	});
	it('makes sharp set text in Geist, not in a fallback font', async () => {
		const fontfile = await ensureTtf(root, fs.mkdtempSync(path.join(os.tmpdir(), 'cards-font-')));
		const width = async (text: sharp.CreateText) => (await sharp({ text }).png().toBuffer({ resolveWithObject: true })).info.width;
		const sample = 'Wrapper quick 123';
		const geist = await width({ text: sample, font: 'Geist Bold 100', fontfile, dpi: 72 });
		// Geist Bold's measured advances predict the width within 3 %; the fallback font is much wider.
		assert.ok(Math.abs(geist - textWidth(sample, 100)) / geist < 0.03, `${geist} px against ${textWidth(sample, 100)} px`);
		assert.notEqual(await width({ text: sample, font: 'DejaVu Sans Bold 100', dpi: 72 }), geist);
	});
	it('draws the mark from src/theme/Logo in the brand red, as a standalone SVG', () => {
		const svg = standaloneMark(renderToStaticMarkup(createElement(Logo, { size: 32 })), 512);
		assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512" viewBox="0 0 32 32">/);
		assert.equal(svg.includes('currentColor'), false);
		assert.match(svg, /fill="#b3121f"/);
	});
});

describe('laying a layer over the card', () => {
	const rgba = (pixels: number[][], width: number) => ({ input: Buffer.from(pixels.flat()), raw: { width, height: pixels.length / width, channels: 4 as const }, width, height: pixels.length / width });

	it('mixes each pixel by its alpha, rounded to 16 steps: opaque replaces, transparent keeps, the rest mixes', () => {
		const canvas = { data: Buffer.alloc(4 * 3, 200), width: 4, height: 1 };
		blendOver(canvas, rgba([[0, 0, 0, 255], [0, 0, 0, 0], [100, 0, 250, 136], [100, 0, 250, 130]], 4), 0, 0);
		// 136 is a step (8 × 17); 130 rounds to it: 100 × 136/255 + 200 × 119/255 = 146.7.
		assert.deepEqual([...canvas.data], [0, 0, 0, 200, 200, 200, 147, 93, 227, 147, 93, 227]);
	});

	it('clips a layer that reaches past any edge of the card', () => {
		const canvas = { data: Buffer.alloc(2 * 2 * 3, 255), width: 2, height: 2 };
		const black = rgba(Array.from({ length: 9 }, () => [0, 0, 0, 255]), 3);
		blendOver(canvas, black, 1, 1);
		assert.deepEqual([...canvas.data], [255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0]);
		blendOver(canvas, black, -2, -2);
		assert.deepEqual([...canvas.data.subarray(0, 3)], [0, 0, 0]);
		assert.deepEqual([...canvas.data.subarray(3, 9)], [255, 255, 255, 255, 255, 255]);
	});
});

describe('writing the cards', () => {
	const logoSvg = renderToStaticMarkup(createElement(Logo, { size: 32 }));

	it('draws a 1200×630 RGB PNG whatever the title length', async () => {
		const assets = { fontFile: await ensureTtf(root, fs.mkdtempSync(path.join(os.tmpdir(), 'cards-font-'))), markSvg: logoSvg, wordmark: 'Eightshift Development Kit', host: 'eightshift.com' };
		for (const title of ['Autowiring', LONG, ABSURD]) {
			const png = await renderCard({ title, section: 'DevKit 8.x' }, assets);
			assert.deepEqual(pngDimensions(png), { width: 1200, height: 630 });
			const meta = await sharp(png).metadata();
			assert.deepEqual([meta.isPalette, meta.channels, meta.hasAlpha], [false, 3, false], 'true-colour RGB, no alpha channel');
			// A title that fills the box at the smallest size is the worst case; real titles are short.
			assert.ok(png.length < (title === ABSURD ? 90_000 : 45_000), `${png.length} bytes`);
		}
	});

	it('writes every card a page names, reuses the cache next time and removes cards no page names', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
		const publicDir = path.join(dir, 'public');
		const cacheDir = path.join(dir, '.cache/social-images');
		fs.mkdirSync(path.join(publicDir, 'og/old'), { recursive: true });
		fs.writeFileSync(path.join(publicDir, 'og/old/gone.png'), 'stale');
		const pages = [ogPage('/', 'Eightshift Development Kit'), ogPage('/docs/theme', 'Theme'), ogPage('/blog/hello', 'Hello')];
		const input = { root, publicDir, cacheDir, pages, site: cardSite, logoSvg, concurrency: 2 };

		const first = await writeSocialImages(input);
		assert.deepEqual([first.cards, first.rendered, first.fromCache, first.written, first.removed], [3, 3, 0, 3, 1]);
		for (const file of ['og/index.png', 'og/docs/theme.png', 'og/blog/hello.png']) assert.deepEqual(pngDimensions(fs.readFileSync(path.join(publicDir, file))), { width: 1200, height: 630 }, file);
		assert.deepEqual(pngDimensions(fs.readFileSync(path.join(publicDir, 'site-mark.png'))), { width: 512, height: 512 });
		assert.equal(fs.existsSync(path.join(publicDir, 'og/old/gone.png')), false);

		const second = await writeSocialImages(input);
		assert.deepEqual([second.rendered, second.fromCache, second.written, second.removed], [0, 3, 0, 0]);

		const renamed = await writeSocialImages({ ...input, pages: [pages[0], ogPage('/docs/theme', 'Theme, renamed'), pages[2]] });
		assert.deepEqual([renamed.rendered, renamed.fromCache, renamed.written], [1, 2, 1]);
		// The old title's card left the cache with it.
		assert.equal(fs.readdirSync(cacheDir).filter((f) => f.endsWith('.png')).length, 3);
	});

	it('fails naming every page whose head has no card', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
		await assert.rejects(
			writeSocialImages({ root, publicDir: path.join(dir, 'public'), cacheDir: path.join(dir, 'cache'), pages: [{ route: '/plain', html: head('') }], site: cardSite, logoSvg }),
			/Social cards: 1 page\(s\) cannot get one:\n\/plain: the page has no og:image/,
		);
	});
});
