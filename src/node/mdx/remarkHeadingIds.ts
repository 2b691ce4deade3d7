/**
 * Gives every heading an id: the custom `{#id}` at its end when present (escaped to text by
 * preprocessMdx), else a GitHub-style slug of its text, unique within the page.
 * The ids land in data.hProperties, and in data.id for the analyser. The same custom id on two
 * headings fails the build with both lines: the page would have a duplicate id (invalid HTML,
 * and `#id` links could reach only the first), often through a `<HookReference />` expansion,
 * whose "Parameters", "Return value", "Example" and "Notes" headings carry fixed ids.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

const customId = /[ \t]*\{#([A-Za-z0-9_-]+)\}[ \t]*$/;

export interface HeadingData {
	id: string;
	hProperties?: Record<string, unknown>;
}

/** Removes a trailing `{#id}` from the heading's last text node and returns the id. */
export function takeCustomId(heading: Heading): string | undefined {
	const last = heading.children[heading.children.length - 1];
	if (!last || last.type !== 'text') {
		return undefined;
	}
	const match = customId.exec(last.value);
	if (!match) {
		return undefined;
	}
	last.value = last.value.slice(0, match.index);
	if (last.value === '') {
		heading.children.pop();
	}
	return match[1];
}

export default function remarkHeadingIds() {
	return (tree: Root, file?: VFile) => {
		const slugger = new GithubSlugger();
		const headings: Heading[] = [];
		const custom = new Map<string, Heading>();
		visit(tree, 'heading', (heading: Heading) => {
			const id = takeCustomId(heading);
			if (id) {
				const first = custom.get(id);
				if (first) {
					const line = (h: Heading) => (h.position ? `line ${h.position.start.line}` : 'a generated heading');
					throw new Error(
						`${file?.path ?? 'a document'}${heading.position ? `:${heading.position.start.line}` : ''}: the heading id "#${id}" is used twice (${line(first)} and ${line(heading)}). Hint: give one of them another {#id}; a <HookReference name="…" /> already adds #parameters, #returns, #example and #notes.`,
					);
				}
				custom.set(id, heading);
				setId(heading, id);
			}
			headings.push(heading);
		});
		// Reserve custom ids first so a later generated slug never takes one.
		custom.forEach((_, id) => slugger.slug(id));
		for (const heading of headings) {
			if (!(heading.data as HeadingData | undefined)?.id) {
				setId(heading, slugger.slug(toString(heading)));
			}
		}
	};
}

function setId(heading: Heading, id: string): void {
	const data = (heading.data ?? {}) as Partial<HeadingData>;
	heading.data = { ...data, id, hProperties: { ...data.hProperties, id } } as unknown as Heading['data'];
}
