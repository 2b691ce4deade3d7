/**
 * Where a content file lives on the site: instance, version, doc id and URL path.
 * Pure functions of the relative file path and the docs config.
 */
import type { DocsInstanceConfig, DocsVersionConfig } from './siteConfigSchema';

export interface DocLocation {
	instance: string;
	version: string;
	/** Id inside the version, e.g. 'basics/wp-cli'; front matter `id` replaces the last segment. */
	docId: string;
	/** URL path, no trailing slash, e.g. '/docs/basics/wp-cli'. */
	path: string;
}

interface DocFrontMatterIds {
	id?: string;
	slug?: string;
}

/** Strips a trailing index segment and the extension: 'a/b/index.mdx' → 'a/b'. */
export function fileStem(relativePath: string): string {
	const noExt = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
	return noExt === 'index' ? '' : noExt.replace(/\/index$/, '');
}

/** Picks the version whose path is the longest prefix of the file's folder path. */
export function findVersion(instance: DocsInstanceConfig, contentPath: string): DocsVersionConfig | undefined {
	return [...instance.versions]
		.sort((a, b) => b.path.length - a.path.length)
		.find((v) => contentPath === v.path || contentPath.startsWith(`${v.path}/`));
}

/**
 * Locates a docs file. `relativePath` is relative to content/, e.g. 'docs/basics/wp-cli.mdx'.
 * Returns undefined for files outside every docs instance (the blog, for example).
 */
export function locateDoc(
	instances: DocsInstanceConfig[],
	relativePath: string,
	frontMatter: DocFrontMatterIds = {},
): DocLocation | undefined {
	const stem = fileStem(relativePath);
	const instance = instances.find((i) => stem === i.id || stem.startsWith(`${i.id}/`));
	if (!instance) {
		return undefined;
	}
	const version = findVersion(instance, stem);
	if (!version) {
		throw new Error(`${relativePath}: no version of docs instance "${instance.id}" contains this file`);
	}
	const inVersion = stem === version.path ? '' : stem.slice(version.path.length + 1);
	const segments = inVersion === '' ? [] : inVersion.split('/');
	if (frontMatter.id) {
		segments.splice(Math.max(segments.length - 1, 0), 1, frontMatter.id);
	}
	const docId = segments.join('/') || 'index';

	let routeTail = inVersion;
	if (frontMatter.slug) {
		if (frontMatter.slug.startsWith('/')) {
			routeTail = frontMatter.slug.slice(1);
		} else {
			const parts = inVersion.split('/');
			parts.splice(parts.length - 1, 1, frontMatter.slug);
			routeTail = parts.join('/');
		}
	}
	const path = `/${[version.path, routeTail].filter(Boolean).join('/')}`.replace(/\/+$/, '') || '/';
	return { instance: instance.id, version: version.name, docId, path };
}
