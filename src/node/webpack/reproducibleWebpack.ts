/**
 * Webpack settings that keep the build folder out of the output, so the same commit builds to the
 * same bytes in any checkout (issue 34).
 *
 * - The compilation hash. Gatsby writes webpack's compilation hash into app-data.json and into
 *   every page's HTML (and so into every page's CSP hash). Webpack derives it from module hashes
 *   that include each module's source map, and loaders write absolute file paths into those maps:
 *   two folders gave two hashes for byte-identical scripts, and 660 HTML files differed. The hash
 *   is replaced, right after webpack computes it, by a digest of what the browser receives: each
 *   chunk's id and content hashes. Same scripts, same hash; a no-edit rebuild keeps it too.
 * - Source map names. Two modules of one file (the icons, with and without the subset loader) are
 *   told apart by a hash of webpack's module identifier, which holds absolute loader paths. The
 *   fallback name hashes the identifier with the project folder taken out.
 */
import { createHash } from 'node:crypto';

interface ChunkLike {
	id: string | number | null;
	contentHash: Record<string, string>;
}
interface CompilationLike {
	chunks: Iterable<ChunkLike>;
	hash?: string;
	fullHash?: string;
	outputOptions: { hashDigestLength?: number };
	hooks: { afterHash: { tap: (name: string, fn: () => void) => void } };
}
interface CompilerLike {
	hooks: { thisCompilation: { tap: (name: string, fn: (compilation: CompilationLike) => void) => void } };
}

/** The compilation hash from the chunks' ids and content hashes alone. */
export function contentCompilationHash(chunks: Iterable<ChunkLike>, length = 20): string {
	const lines = [...chunks].map((chunk) => `${String(chunk.id)}\0${Object.entries(chunk.contentHash).sort(([a], [b]) => a.localeCompare(b)).map(([type, hash]) => `${type}=${hash}`).join(',')}`).sort();
	return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, length);
}

const NAME = 'ContentCompilationHash';

/** A webpack plugin: sets the compilation hash to contentCompilationHash once webpack has hashed the chunks. */
export class ContentCompilationHashPlugin {
	apply(compiler: CompilerLike) {
		compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
			compilation.hooks.afterHash.tap(NAME, () => {
				const hash = contentCompilationHash(compilation.chunks, compilation.outputOptions.hashDigestLength ?? 20);
				compilation.hash = hash;
				compilation.fullHash = hash;
			});
		});
	}
}

/** Source map name for a module whose file another module also has: a hash of its identifier without the project folder. */
export function fallbackModuleFilename(root: string) {
	return (info: { namespace: string; resourcePath: string; identifier: string }) => {
		const identifier = info.identifier.split(root).join('');
		return `webpack://${info.namespace}/${info.resourcePath}?${createHash('sha256').update(identifier).digest('hex').slice(0, 4)}`;
	};
}
