/**
 * Markdown links to other content files (`./hooks.mdx#filters`) become site routes.
 * A link to a file that does not exist warns, naming both files, and is left as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { locateDoc } from '../docs';
import type { DocsInstanceConfig } from '../siteConfigSchema';

export interface FileLinkOptions {
	/** Absolute path of content/. */
	contentDir: string;
	instances: DocsInstanceConfig[];
	/** Maps a content file outside the docs instances (a blog post) to its route. */
	routeForOtherFile?: (relativePath: string, frontMatter: Record<string, unknown>) => string | undefined;
}

const fileLink = /^(?!https?:|mailto:|\/)([^#?]+\.mdx?)(#[^?]*)?$/;

export function resolveFileLink(options: FileLinkOptions, fromFile: string, url: string): string | undefined | null {
	const match = fileLink.exec(url);
	if (!match) {
		return null;
	}
	const target = path.resolve(path.dirname(fromFile), decodeURI(match[1]));
	if (!fs.existsSync(target)) {
		return undefined;
	}
	const relative = path.relative(options.contentDir, target).split(path.sep).join('/');
	const frontMatter = matter(fs.readFileSync(target, 'utf8')).data as Record<string, unknown>;
	const location = locateDoc(options.instances, relative, frontMatter as { id?: string; slug?: string });
	const route = location?.path ?? options.routeForOtherFile?.(relative, frontMatter);
	return route ? `${route}${match[2] ?? ''}` : undefined;
}

export default function remarkFileLinks(options: FileLinkOptions) {
	return (tree: Root, file?: VFile) => {
		if (!file?.path) {
			return;
		}
		visit(tree, 'link', (node: Link) => {
			const resolved = resolveFileLink(options, file.path, node.url);
			if (resolved === undefined) {
				file.message(`Broken Markdown link: ${node.url} does not point to an existing content file`, node);
			} else if (resolved !== null) {
				node.url = resolved;
			}
		});
	};
}
