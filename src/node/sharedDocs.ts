/**
 * Shared documents: one file under `content/<instance path>/shared/` serves every version its
 * front matter lists (`versions: [v5, v6, v7, v8]`). Before Gatsby sources content, each file is
 * expanded into one document per version under `generated/`, which a filesystem source reads
 * like any other content folder. Expansion keeps the line count, so an error in a generated
 * document names the shared file and the same line.
 *
 * Inside a shared file:
 * - `<Only versions="v7 v8">` … `</Only>` (each on its own line) keeps a passage for those versions;
 * - `](./slug)` and `](../section/slug)` links resolve inside the version being generated, and
 *   must name a page that version has.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocsInstanceConfig, DocsVersionConfig } from './siteConfigSchema';

export const SHARED_DIR = 'shared';
export const GENERATED_DIR = 'generated';

export interface SharedDocSource {
	/** Path relative to the project root, e.g. content/docs/legacy/shared/basics/autowiring.mdx. */
	file: string;
	/** Path inside the shared folder without extension, e.g. basics/autowiring. */
	stem: string;
	/** The folder that holds the versions, relative to content/, e.g. docs/legacy. */
	versionsRoot: string;
	versions: string[];
	text: string;
}

const onlyOpen = /^\s*<Only\s+versions=(?:"([^"]*)"|'([^']*)')\s*>\s*$/;
const onlyClose = /^\s*<\/Only>\s*$/;
const versionsLine = /^versions:\s*(.*)$/;
const relativeLink = /\]\((\.\.?\/[^)\s#]+)(#[^)\s]*)?\)/g;

/** Reads the `versions:` list of a shared file's front matter. Throws naming the file and line. */
export function sharedVersions(file: string, text: string): { versions: string[]; line: number } {
	const lines = text.split('\n');
	if (lines[0]?.trim() !== '---') {
		throw new Error(`${file}:1: a shared document needs front matter with a versions list`);
	}
	for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i += 1) {
		const match = versionsLine.exec(lines[i]);
		if (match) {
			const versions = match[1].replace(/^\[|\]$/g, '').split(',').map((v) => v.trim().replace(/^['"]|['"]$/g, '')).filter(Boolean);
			if (versions.length === 0) {
				throw new Error(`${file}:${i + 1}: versions is empty; list the versions this page belongs to, e.g. versions: [v7, v8]`);
			}
			return { versions, line: i + 1 };
		}
	}
	throw new Error(`${file}: front matter has no versions list; add e.g. versions: [v7, v8]`);
}

/** Folders (relative to content/) whose versions can share files: the parents of nested version paths, e.g. docs/legacy. */
export function sharedRoots(instances: DocsInstanceConfig[]): string[] {
	const roots = new Set<string>();
	for (const instance of instances) {
		for (const version of instance.versions) {
			const parent = path.posix.dirname(version.path);
			if (parent !== '.') roots.add(parent);
		}
	}
	return [...roots];
}

/** The shared files of every docs instance, read from disk. */
export function findSharedDocs(root: string, instances: DocsInstanceConfig[]): SharedDocSource[] {
	const found: SharedDocSource[] = [];
	for (const versionsRoot of sharedRoots(instances)) {
		const dir = path.join(root, 'content', versionsRoot, SHARED_DIR);
		if (!fs.existsSync(dir)) continue;
		for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
			if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
			const absolute = path.join(entry.parentPath, entry.name);
			const file = path.relative(root, absolute).split(path.sep).join('/');
			const stem = path.relative(dir, absolute).split(path.sep).join('/').replace(/\.mdx?$/, '');
			const text = fs.readFileSync(absolute, 'utf8');
			found.push({ file, stem, versionsRoot, versions: sharedVersions(file, text).versions, text });
		}
	}
	return found.sort((a, b) => a.file.localeCompare(b.file));
}

export interface ExpandContext {
	version: DocsVersionConfig;
	/** Ids of the pages the version has (its own files and the shared files listing it). */
	docIds: Set<string>;
}

/**
 * The text of a shared file as version `version` sees it: passages for other versions blanked,
 * the versions line replaced by a comment, relative links made absolute. Same number of lines.
 */
export function expandSharedDoc(source: Pick<SharedDocSource, 'file' | 'stem' | 'text'>, { version, docIds }: ExpandContext): string {
	const lines = source.text.split('\n');
	const { line: listLine } = sharedVersions(source.file, source.text);
	const out: string[] = [];
	let open: { line: number; keep: boolean } | null = null;
	lines.forEach((text, index) => {
		const lineNo = index + 1;
		if (lineNo === listLine) {
			out.push(`# generated from ${source.file} for ${version.name}; edit that file`);
			return;
		}
		const opening = onlyOpen.exec(text);
		if (opening) {
			if (open) throw new Error(`${source.file}:${lineNo}: <Only> cannot be nested (the block opened on line ${open.line} is still open)`);
			const wanted = (opening[1] ?? opening[2]).split(/[\s,]+/).filter(Boolean);
			if (wanted.length === 0) throw new Error(`${source.file}:${lineNo}: <Only versions=""> names no version`);
			open = { line: lineNo, keep: wanted.includes(version.name) };
			out.push('');
			return;
		}
		if (onlyClose.test(text)) {
			if (!open) throw new Error(`${source.file}:${lineNo}: </Only> without an opening <Only versions="…">`);
			open = null;
			out.push('');
			return;
		}
		if (/<\/?Only\b/.test(text)) {
			throw new Error(`${source.file}:${lineNo}: <Only versions="…"> and </Only> must each stand alone on their line`);
		}
		if (open && !open.keep) {
			out.push('');
			return;
		}
		out.push(
			text.replace(relativeLink, (_match, target: string, hash: string | undefined) => {
				const docId = path.posix.normalize(path.posix.join(path.posix.dirname(source.stem), target)).replace(/\.mdx?$/, '');
				if (docId.startsWith('..') || !docIds.has(docId)) {
					throw new Error(`${source.file}:${lineNo}: link ${target} points to "${docId}", which version ${version.name} does not have`);
				}
				return `](/${version.path}/${docId}${hash ?? ''})`;
			}),
		);
	});
	if (open) {
		throw new Error(`${source.file}:${(open as { line: number }).line}: <Only versions="…"> is never closed with </Only>`);
	}
	return out.join('\n');
}

/** Doc ids of a version's own files (not shared), relative to the version folder. */
function ownDocIds(root: string, version: DocsVersionConfig): string[] {
	const dir = path.join(root, 'content', version.path);
	if (!fs.existsSync(dir)) return [];
	return fs
		.readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
		.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, ''));
}

/**
 * Writes every shared file's per-version documents under `generated/`, mirroring content/, and
 * removes generated files no shared file produces any more. Unchanged files are not rewritten, so
 * `gatsby develop` only reloads what changed. Returns the files written or kept.
 */
export function writeSharedDocs(root: string, instances: DocsInstanceConfig[]): string[] {
	const shared = findSharedDocs(root, instances);
	const outRoot = path.join(root, GENERATED_DIR);
	const wanted = new Map<string, string>();
	const known = new Set(instances.flatMap((i) => i.versions.map((v) => v.name)));
	for (const doc of shared) {
		const unknown = doc.versions.filter((v) => !known.has(v));
		if (unknown.length > 0) {
			throw new Error(`${doc.file}: versions lists ${unknown.join(', ')}, which site.config.ts does not define (known: ${[...known].join(', ')})`);
		}
	}
	for (const instance of instances) {
		for (const version of instance.versions) {
			const mine = shared.filter((doc) => doc.versionsRoot === path.posix.dirname(version.path) && doc.versions.includes(version.name));
			if (mine.length === 0) continue;
			const docIds = new Set([...ownDocIds(root, version), ...mine.map((doc) => doc.stem)]);
			for (const doc of mine) {
				const clash = ownDocIds(root, version).includes(doc.stem);
				if (clash) {
					throw new Error(`${doc.file}: version ${version.name} already has its own content/${version.path}/${doc.stem}.mdx; remove ${version.name} from the versions list or the version's file`);
				}
				wanted.set(path.join(outRoot, version.path, `${doc.stem}.mdx`), expandSharedDoc(doc, { version, docIds }));
			}
		}
	}
	if (fs.existsSync(outRoot)) {
		for (const entry of fs.readdirSync(outRoot, { recursive: true, withFileTypes: true })) {
			const absolute = path.join(entry.parentPath, entry.name);
			if (entry.isFile() && !wanted.has(absolute)) fs.rmSync(absolute);
		}
	}
	for (const [file, text] of wanted) {
		if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
		fs.mkdirSync(path.dirname(file), { recursive: true });
		fs.writeFileSync(file, text);
	}
	fs.mkdirSync(outRoot, { recursive: true });
	return [...wanted.keys()];
}

/**
 * The file a reader should be told about: a generated document maps back to its shared source
 * (`content/docs/legacy/shared/basics/x.mdx`; lines match), read from the comment expansion left
 * in its front matter; any other path is returned relative to root.
 */
export function describeSource(root: string, absolutePath: string): string {
	const relative = path.relative(root, absolutePath).split(path.sep).join('/');
	if (!relative.startsWith(`${GENERATED_DIR}/`) || !fs.existsSync(absolutePath)) return relative;
	const marker = /^# generated from (\S+) for \S+;/m.exec(fs.readFileSync(absolutePath, 'utf8'));
	return marker ? marker[1] : relative;
}
