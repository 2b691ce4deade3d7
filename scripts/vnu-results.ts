/**
 * Turns the Nu Html Checker's JSON report into TAP with one test per built HTML file, so
 * `npm test` counts every page and a failing page is named with its messages, file and line.
 * Pure (no I/O) so the unit tests can feed it reports; scripts/validate-html.ts runs vnu.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parts of one vnu `--format json` message read here. */
export interface VnuMessage {
	type: string;
	subType?: string;
	url?: string;
	firstLine?: number;
	lastLine?: number;
	firstColumn?: number;
	lastColumn?: number;
	message?: string;
	extract?: string;
}

/**
 * Messages judged to be false positives of the checker, each matched as narrowly as possible
 * with the reason. Prefer fixing the page: this list is for checker bugs only. Empty today.
 */
export const IGNORED: { file?: RegExp; message: RegExp; reason: string }[] = [];

/**
 * HTML files in the build that are not documents: Gatsby writes each Slice (here its script
 * slice) as a fragment under _gatsby/slices/ and stitches it into the pages at build time; it is
 * never served as a page, and vnu would report the doctype and title a fragment cannot have.
 * The pages that include it are checked whole.
 */
export const NOT_PAGES = /^_gatsby\/slices\//;

export interface VnuOutcome {
	tap: string;
	/** Pages checked (HTML files that are documents). */
	pages: number;
	/** Error messages counted (ignored ones left out). */
	errors: number;
	/** Files with at least one error. */
	failedFiles: string[];
	/** Messages that belong to no checked file (I/O errors, a crashed checker). */
	orphans: string[];
}

const one = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A YAML single-quoted scalar for the TAP diagnostic block. */
const yamlQuote = (text: string) => `'${one(text).replace(/'/g, "''")}'`;

/** "line 12, column 5: Duplicate ID “x”." */
export function describeMessage(m: VnuMessage): string {
	const line = m.lastLine ?? m.firstLine;
	const where = line === undefined ? '' : `line ${line}${m.firstColumn !== undefined ? `, column ${m.firstColumn}` : ''}: `;
	const extract = m.extract ? ` (near: ${one(m.extract).slice(0, 80)})` : '';
	return `${where}${one(m.message ?? 'unknown message')}${extract}`;
}

function isIgnored(m: VnuMessage, file: string): boolean {
	return IGNORED.some((rule) => rule.message.test(m.message ?? '') && (!rule.file || rule.file.test(file)));
}

/**
 * `files` are the checked files relative to `root` (the directory given to vnu); each page among
 * them becomes a test, passing when vnu reported no error for it.
 */
export function vnuToTap(files: string[], messages: VnuMessage[], root: string): VnuOutcome {
	const byFile = new Map<string, string[]>(files.filter((file) => !NOT_PAGES.test(file)).map((file) => [file, []]));
	const orphans: string[] = [];
	let errors = 0;
	for (const m of messages) {
		if (m.type !== 'error' && m.type !== 'non-document-error') continue;
		const file = m.url?.startsWith('file:') ? path.relative(root, path.resolve(fileURLToPath(m.url))).split(path.sep).join('/') : null;
		if (file !== null && NOT_PAGES.test(file)) continue;
		const list = file === null ? undefined : byFile.get(file);
		if (!list || m.type === 'non-document-error') {
			orphans.push(`${file ?? m.url ?? 'vnu'}: ${describeMessage(m)}`);
			continue;
		}
		if (isIgnored(m, file!)) continue;
		list.push(describeMessage(m));
		errors += 1;
	}
	const lines: string[] = ['TAP version 13', `1..${byFile.size + orphans.length}`];
	let n = 0;
	let failed = 0;
	const failedFiles: string[] = [];
	for (const [file, list] of byFile) {
		n += 1;
		if (list.length === 0) {
			lines.push(`ok ${n} - ${file}`);
			continue;
		}
		failed += 1;
		failedFiles.push(file);
		lines.push(`not ok ${n} - ${file}`, '  ---', `  file: ${yamlQuote(path.join(root, file))}`, '  messages:', ...list.map((text) => `    - ${yamlQuote(text)}`), '  ...');
	}
	for (const text of orphans) {
		n += 1;
		failed += 1;
		lines.push(`not ok ${n} - vnu: ${one(text)}`);
	}
	lines.push(`# tests ${n}`, `# pass ${n - failed}`, `# fail ${failed}`);
	return { tap: `${lines.join('\n')}\n`, pages: byFile.size, errors, failedFiles, orphans };
}
