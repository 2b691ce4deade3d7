/**
 * WOFF2 → TrueType, for the social card renderer. Sharp's text input hands its `fontfile` to
 * fontconfig and FreeType, and the FreeType bundled with sharp has no Brotli, so it cannot open
 * a .woff2 and pango silently falls back to whatever system font is installed. The site's font
 * ships only as WOFF2 (@fontsource-variable/geist), so the build decodes it once to a .ttf:
 * Brotli from node:zlib, then the glyf/loca reconstruction of the WOFF2 spec (W3C, section 5).
 * Fonts whose hmtx table is transformed, and font collections, are refused with a message.
 */
import zlib from 'node:zlib';

const KNOWN_TAGS = [
	'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT',
	'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH',
	'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
	'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
];

/** A forward-only reader over a byte range; every read past the end throws. */
class Reader {
	offset = 0;
	constructor(
		private readonly bytes: Buffer,
		private readonly name: string,
	) {}
	private need(count: number) {
		if (this.offset + count > this.bytes.length) throw new Error(`WOFF2: the ${this.name} ends early`);
	}
	u8(): number {
		this.need(1);
		return this.bytes[this.offset++];
	}
	u16(): number {
		this.need(2);
		const value = this.bytes.readUInt16BE(this.offset);
		this.offset += 2;
		return value;
	}
	i16(): number {
		this.need(2);
		const value = this.bytes.readInt16BE(this.offset);
		this.offset += 2;
		return value;
	}
	u32(): number {
		this.need(4);
		const value = this.bytes.readUInt32BE(this.offset);
		this.offset += 4;
		return value;
	}
	take(count: number): Buffer {
		this.need(count);
		const slice = this.bytes.subarray(this.offset, this.offset + count);
		this.offset += count;
		return slice;
	}
	/** The bytes from `start` up to the current position. */
	since(start: number): Buffer {
		return this.bytes.subarray(start, this.offset);
	}
	/** UIntBase128: 7 bits a byte, most significant first, at most 5 bytes. */
	base128(): number {
		let value = 0;
		for (let i = 0; i < 5; i += 1) {
			const byte = this.u8();
			if (i === 0 && byte === 0x80) throw new Error('WOFF2: a UIntBase128 has a leading zero');
			value = value * 128 + (byte & 0x7f);
			if ((byte & 0x80) === 0) return value;
		}
		throw new Error('WOFF2: a UIntBase128 is longer than 5 bytes');
	}
	/** 255UInt16: one byte, or a marker and one or two more. */
	u255(): number {
		const code = this.u8();
		if (code === 253) return this.u16();
		if (code === 255) return 253 + this.u8();
		if (code === 254) return 506 + this.u8();
		return code;
	}
}

interface TableEntry {
	tag: string;
	transformed: boolean;
	origLength: number;
	/** Bytes the table takes in the decompressed stream. */
	length: number;
	data?: Buffer;
}

const withSign = (flag: number, value: number) => (flag & 1 ? value : -value);

/** The point deltas of a simple glyph, from its flag bytes and the glyph stream (spec 5.2, triplet encoding). */
function readPoints(flags: Reader, glyphs: Reader, count: number): { x: number; y: number; onCurve: boolean }[] {
	const points: { x: number; y: number; onCurve: boolean }[] = [];
	let x = 0;
	let y = 0;
	for (let i = 0; i < count; i += 1) {
		const raw = flags.u8();
		const onCurve = (raw & 0x80) === 0;
		const flag = raw & 0x7f;
		let dx: number;
		let dy: number;
		if (flag < 10) {
			dx = 0;
			dy = withSign(flag, ((flag & 14) << 7) + glyphs.u8());
		} else if (flag < 20) {
			dx = withSign(flag, (((flag - 10) & 14) << 7) + glyphs.u8());
			dy = 0;
		} else if (flag < 84) {
			const b0 = flag - 20;
			const b1 = glyphs.u8();
			dx = withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4));
			dy = withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
		} else if (flag < 120) {
			const b0 = flag - 84;
			dx = withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + glyphs.u8());
			dy = withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + glyphs.u8());
		} else if (flag < 124) {
			const b1 = glyphs.u8();
			const b2 = glyphs.u8();
			const b3 = glyphs.u8();
			dx = withSign(flag, (b1 << 4) + (b2 >> 4));
			dy = withSign(flag >> 1, ((b2 & 0x0f) << 8) + b3);
		} else {
			const b1 = glyphs.u8();
			const b2 = glyphs.u8();
			const b3 = glyphs.u8();
			const b4 = glyphs.u8();
			dx = withSign(flag, (b1 << 8) + b2);
			dy = withSign(flag >> 1, (b3 << 8) + b4);
		}
		x += dx;
		y += dy;
		points.push({ x, y, onCurve });
	}
	return points;
}

/** A simple glyph in the plain glyf encoding: short deltas where they fit, no repeat flags. */
function encodeSimpleGlyph(endPoints: number[], points: { x: number; y: number; onCurve: boolean }[], instructions: Buffer, bbox: number[] | null, overlap: boolean): Buffer {
	const xs = points.map((p) => p.x);
	const ys = points.map((p) => p.y);
	const box = bbox ?? (points.length ? [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] : [0, 0, 0, 0]);
	const flagBytes: number[] = [];
	const xBytes: number[] = [];
	const yBytes: number[] = [];
	let lastX = 0;
	let lastY = 0;
	points.forEach((point, index) => {
		let flag = point.onCurve ? 0x01 : 0;
		if (index === 0 && overlap) flag |= 0x40;
		const dx = point.x - lastX;
		const dy = point.y - lastY;
		if (dx === 0) flag |= 0x10;
		else if (Math.abs(dx) < 256) {
			flag |= 0x02 | (dx > 0 ? 0x10 : 0);
			xBytes.push(Math.abs(dx));
		} else xBytes.push((dx >> 8) & 0xff, dx & 0xff);
		if (dy === 0) flag |= 0x20;
		else if (Math.abs(dy) < 256) {
			flag |= 0x04 | (dy > 0 ? 0x20 : 0);
			yBytes.push(Math.abs(dy));
		} else yBytes.push((dy >> 8) & 0xff, dy & 0xff);
		flagBytes.push(flag);
		lastX = point.x;
		lastY = point.y;
	});
	const head = Buffer.alloc(10 + endPoints.length * 2 + 2);
	head.writeInt16BE(endPoints.length, 0);
	box.forEach((value, i) => head.writeInt16BE(value, 2 + i * 2));
	endPoints.forEach((value, i) => head.writeUInt16BE(value, 10 + i * 2));
	head.writeUInt16BE(instructions.length, 10 + endPoints.length * 2);
	return Buffer.concat([head, instructions, Buffer.from(flagBytes), Buffer.from(xBytes), Buffer.from(yBytes)]);
}

/** The glyf and loca tables from a transformed glyf table (spec 5.1). */
function reconstructGlyf(data: Buffer): { glyf: Buffer; loca: Buffer } {
	const header = new Reader(data, 'transformed glyf table');
	header.u16(); // reserved
	const optionFlags = header.u16();
	const numGlyphs = header.u16();
	const indexFormat = header.u16();
	const sizes = Array.from({ length: 7 }, () => header.u32());
	let at = header.offset;
	const streams = ['nContour', 'nPoints', 'flag', 'glyph', 'composite', 'bbox', 'instruction'].map((name, i) => {
		const stream = new Reader(data.subarray(at, at + sizes[i]), `${name} stream`);
		if (at + sizes[i] > data.length) throw new Error(`WOFF2: the ${name} stream runs past the glyf table`);
		at += sizes[i];
		return stream;
	});
	const [nContour, nPoints, flags, glyphStream, composite, bboxStream, instructionStream] = streams;
	const bitmapBytes = ((numGlyphs + 31) >> 5) << 2;
	const bboxBitmap = bboxStream.take(bitmapBytes);
	const overlapBitmap = optionFlags & 1 ? data.subarray(at, at + ((numGlyphs + 7) >> 3)) : null;
	const hasBit = (bitmap: Buffer | null, index: number) => bitmap !== null && (bitmap[index >> 3] & (0x80 >> (index & 7))) !== 0;

	const glyphs: Buffer[] = [];
	for (let index = 0; index < numGlyphs; index += 1) {
		const contours = nContour.i16();
		const explicitBox = hasBit(bboxBitmap, index) ? [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()] : null;
		if (contours === 0) {
			if (explicitBox) throw new Error(`WOFF2: empty glyph ${index} has a bounding box`);
			glyphs.push(Buffer.alloc(0));
		} else if (contours > 0) {
			const endPoints: number[] = [];
			let total = 0;
			for (let c = 0; c < contours; c += 1) {
				total += nPoints.u255();
				endPoints.push(total - 1);
			}
			const points = readPoints(flags, glyphStream, total);
			const instructions = instructionStream.take(glyphStream.u255());
			glyphs.push(encodeSimpleGlyph(endPoints, points, instructions, explicitBox, hasBit(overlapBitmap, index)));
		} else if (contours === -1) {
			if (!explicitBox) throw new Error(`WOFF2: composite glyph ${index} has no bounding box`);
			const start = composite.offset;
			let more = true;
			let withInstructions = false;
			while (more) {
				const flag = composite.u16();
				composite.u16(); // glyph index
				composite.take(flag & 0x0001 ? 4 : 2);
				if (flag & 0x0008) composite.take(2);
				else if (flag & 0x0040) composite.take(4);
				else if (flag & 0x0080) composite.take(8);
				if (flag & 0x0100) withInstructions = true;
				more = (flag & 0x0020) !== 0;
			}
			const body = composite.since(start);
			const headBytes = Buffer.alloc(10);
			headBytes.writeInt16BE(-1, 0);
			explicitBox.forEach((value, i) => headBytes.writeInt16BE(value, 2 + i * 2));
			const parts = [headBytes, body];
			if (withInstructions) {
				const length = glyphStream.u255();
				const count = Buffer.alloc(2);
				count.writeUInt16BE(length, 0);
				parts.push(count, instructionStream.take(length));
			}
			glyphs.push(Buffer.concat(parts));
		} else {
			throw new Error(`WOFF2: glyph ${index} has ${contours} contours`);
		}
	}

	const padded = glyphs.map((glyph) => (glyph.length % 4 === 0 ? glyph : Buffer.concat([glyph, Buffer.alloc(4 - (glyph.length % 4))])));
	const glyf = Buffer.concat(padded);
	const loca = Buffer.alloc((numGlyphs + 1) * (indexFormat ? 4 : 2));
	let offset = 0;
	for (let i = 0; i <= numGlyphs; i += 1) {
		if (indexFormat) loca.writeUInt32BE(offset, i * 4);
		else loca.writeUInt16BE(offset / 2, i * 2);
		offset += i < numGlyphs ? padded[i].length : 0;
	}
	return { glyf, loca };
}

function checksum(table: Buffer): number {
	const padded = table.length % 4 === 0 ? table : Buffer.concat([table, Buffer.alloc(4 - (table.length % 4))]);
	let sum = 0;
	for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
	return sum;
}

/** The sfnt (TrueType) bytes of a WOFF2 font; throws on anything it cannot decode. */
export function woff2ToTtf(woff2: Buffer): Buffer {
	const header = new Reader(woff2, 'WOFF2 header');
	if (header.take(4).toString('latin1') !== 'wOF2') throw new Error('WOFF2: not a WOFF2 file (bad signature)');
	const flavor = header.u32();
	if (flavor === 0x74746366) throw new Error('WOFF2: font collections are not supported');
	header.u32(); // length
	const numTables = header.u16();
	header.u16(); // reserved
	header.u32(); // totalSfntSize
	const compressedLength = header.u32();
	header.offset = 48;

	const tables: TableEntry[] = [];
	for (let i = 0; i < numTables; i += 1) {
		const flags = header.u8();
		const tag = (flags & 0x3f) === 0x3f ? header.take(4).toString('latin1') : KNOWN_TAGS[flags & 0x3f];
		const version = flags >> 6;
		const origLength = header.base128();
		const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
		const length = transformed ? header.base128() : origLength;
		if (transformed && tag !== 'glyf' && tag !== 'loca') throw new Error(`WOFF2: the ${tag.trim()} table uses a transform this decoder does not support`);
		tables.push({ tag, transformed, origLength, length });
	}
	const stream = zlib.brotliDecompressSync(header.take(compressedLength));
	let at = 0;
	for (const table of tables) {
		if (at + table.length > stream.length) throw new Error(`WOFF2: the ${table.tag.trim()} table runs past the font data`);
		table.data = stream.subarray(at, at + table.length);
		at += table.length;
	}
	const glyf = tables.find((t) => t.tag === 'glyf');
	const loca = tables.find((t) => t.tag === 'loca');
	if (glyf?.transformed) {
		if (!loca) throw new Error('WOFF2: a transformed glyf table comes without loca');
		const rebuilt = reconstructGlyf(glyf.data as Buffer);
		glyf.data = rebuilt.glyf;
		loca.data = rebuilt.loca;
	}

	const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
	const entrySelector = Math.floor(Math.log2(sorted.length));
	const searchRange = 2 ** entrySelector * 16;
	const directory = Buffer.alloc(12 + sorted.length * 16);
	directory.writeUInt32BE(flavor, 0);
	directory.writeUInt16BE(sorted.length, 4);
	directory.writeUInt16BE(searchRange, 6);
	directory.writeUInt16BE(entrySelector, 8);
	directory.writeUInt16BE(sorted.length * 16 - searchRange, 10);
	const bodies: Buffer[] = [];
	let offset = directory.length;
	sorted.forEach((table, i) => {
		const data = Buffer.from(table.data as Buffer);
		if (table.tag === 'head' && data.length >= 12) data.writeUInt32BE(0, 8);
		table.data = data;
		directory.write(table.tag, 12 + i * 16, 'latin1');
		directory.writeUInt32BE(checksum(data), 16 + i * 16);
		directory.writeUInt32BE(offset, 20 + i * 16);
		directory.writeUInt32BE(data.length, 24 + i * 16);
		const padding = (4 - (data.length % 4)) % 4;
		bodies.push(data, Buffer.alloc(padding));
		offset += data.length + padding;
	});
	const font = Buffer.concat([directory, ...bodies]);
	const head = sorted.findIndex((t) => t.tag === 'head');
	if (head >= 0) {
		const headOffset = directory.readUInt32BE(20 + head * 16);
		font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
	}
	return font;
}
