import fs from 'node:fs';
import path from 'node:path';

/** Every .md and .mdx file below `dir`, as absolute paths, depth first. */
export function markdownFiles(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return markdownFiles(full);
		return /\.mdx?$/.test(entry.name) ? [full] : [];
	});
}
