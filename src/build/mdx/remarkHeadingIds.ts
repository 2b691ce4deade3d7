/**
 * Gives every heading an id: the custom `{#id}` at its end when present (escaped to text by
 * preprocessMdx), else a GitHub-style slug of its text, unique within the page.
 * The ids land in data.hProperties, and in data.id for the analyser.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

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
	return (tree: Root) => {
		const slugger = new GithubSlugger();
		const headings: Heading[] = [];
		const custom = new Set<string>();
		visit(tree, 'heading', (heading: Heading) => {
			const id = takeCustomId(heading);
			if (id) {
				custom.add(id);
				setId(heading, id);
			}
			headings.push(heading);
		});
		// Reserve custom ids first so a later generated slug never takes one.
		custom.forEach((id) => slugger.slug(id));
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
