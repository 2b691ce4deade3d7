/**
 * Front matter schemas. An unknown key or a wrong type fails the build and names the file,
 * so a typo such as `sidebar_postion` cannot silently do nothing.
 */
import { z } from 'zod';
import { at, closest, frontMatterKeyLine } from './sources/sourceLines';

export const docFrontMatterSchema = z
	.object({
		/** Replaces the file name in the doc id used by sidebars. */
		id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'id may hold letters, digits, - and _ only').optional(),
		/** Page title: <h1>, <title>, sidebar label fallback. */
		title: z.string().min(1),
		/** Shorter label for the sidebar. */
		sidebar_label: z.string().min(1).optional(),
		/** Order hint for generated sidebars; explicit sidebar files win. */
		sidebar_position: z.number().optional(),
		/** Meta description and search snippet. */
		description: z.string().min(1).max(300),
		keywords: z.array(z.string().min(1)).optional(),
		/** Replaces the URL's last segment, or the whole path inside the version when it starts with '/'. */
		slug: z.string().regex(/^\/?[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'slug must be lower-case words separated by - and /').optional(),
		hide_title: z.boolean().optional(),
		hide_table_of_contents: z.boolean().optional(),
		/** Doc id to link as previous page, or null for none. */
		pagination_prev: z.string().nullable().optional(),
		/** Doc id to link as next page, or null for none. */
		pagination_next: z.string().nullable().optional(),
	})
	.strict();

export type DocFrontMatter = z.infer<typeof docFrontMatterSchema>;

/**
 * Formats zod issues as `file:line: front matter key: message` lines, with a hint: the key a
 * typo probably meant, or the keys the schema allows. `raw` (the file's text) gives the line.
 */
export function formatIssues(file: string, error: z.ZodError, raw?: string, allowed?: string[]): string {
	return error.issues
		.map((issue) => {
			const key = issue.path.join('.') || '(front matter)';
			const firstKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : String(issue.path[0] ?? '');
			const line = raw && firstKey ? frontMatterKeyLine(raw, firstKey) : undefined;
			if (issue.code === 'unrecognized_keys') {
				const guesses = issue.keys.map((k) => closest(k, allowed ?? [])).filter(Boolean);
				const hint = guesses.length > 0 ? `did you mean ${guesses.map((g) => `"${g}"`).join(', ')}?` : allowed ? `allowed keys: ${allowed.join(', ')}` : 'remove it';
				return `${at(file, line)}: front matter ${key}: unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}. Hint: ${hint}`;
			}
			return `${at(file, line)}: front matter ${key}: ${issue.message}`;
		})
		.join('\n');
}

/** Keys a doc's front matter may have. */
export const DOC_FRONT_MATTER_KEYS = Object.keys(docFrontMatterSchema.shape);

export function parseDocFrontMatter(file: string, data: unknown, raw?: string): DocFrontMatter {
	const result = docFrontMatterSchema.safeParse(data ?? {});
	if (!result.success) {
		throw new Error(formatIssues(file, result.error, raw, DOC_FRONT_MATTER_KEYS));
	}
	return result.data;
}

/**
 * Front matter YAML is parsed by gatsby-plugin-mdx, whose error names no file. The build reads
 * every content file's front matter first with this, so a YAML mistake fails naming the file.
 * Returns the error message for `source`, or null when its front matter parses.
 */
export function frontMatterYamlError(file: string, source: string, load: (text: string) => unknown): string | null {
	const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
	if (!match) return null;
	try {
		load(match[1]);
		return null;
	} catch (error) {
		const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0];
		const line = (error as { mark?: { line: number } }).mark?.line;
		return `${file}: front matter is not valid YAML${line === undefined ? '' : ` (line ${line + 2} of the file)`}: ${reason}. Hint: quote values that contain ": " or start with a special character.`;
	}
}
