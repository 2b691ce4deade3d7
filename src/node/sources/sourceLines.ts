/**
 * Finding the line a build error is about. Errors name `file:line` so an editor can jump there;
 * where the parser that found the problem knows no line (zod, a sidebar module, a route clash),
 * the line is looked up in the file's text.
 */
import fs from 'node:fs';
import { editDistance } from '../../search/tokenize';

/** 1-based number of the first line matching `pattern`, or undefined. */
export function lineOf(text: string, pattern: RegExp): number | undefined {
	const lines = text.split(/\r?\n/);
	const index = lines.findIndex((line) => pattern.test(line));
	return index === -1 ? undefined : index + 1;
}

/** lineOf for a file on disk; undefined when it cannot be read. */
export function lineInFile(file: string, pattern: RegExp): number | undefined {
	try {
		return lineOf(fs.readFileSync(file, 'utf8'), pattern);
	} catch {
		return undefined;
	}
}

/** Line of a top-level front matter key (`slug: …`) in a document's raw text. */
export function frontMatterKeyLine(raw: string, key: string): number | undefined {
	const end = /^---\r?\n[\s\S]*?\r?\n---/.exec(raw)?.[0].split(/\r?\n/).length ?? 0;
	const line = lineOf(raw, new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`));
	return line !== undefined && line <= end ? line : undefined;
}

/** `file:line` when the line is known, else `file`. */
export const at = (file: string, line: number | undefined) => (line === undefined ? file : `${file}:${line}`);

/** The known name closest to `name` when it is near enough to be a typo of it. */
export function closest(name: string, known: string[]): string | undefined {
	const max = Math.max(2, Math.floor(name.length / 4));
	const best = known.map((k) => [k, editDistance(name, k, max)] as const).sort((x, y) => x[1] - y[1])[0];
	return best && best[1] <= max ? best[0] : undefined;
}
