/**
 * `:::type Title` … `:::` blocks become <Admonition type title> elements.
 * Markers may sit in their own paragraphs or share one with the content (no blank lines).
 * `:::type[Title]` (directive style) is accepted too. An unknown type warns, naming the file.
 */
import type { Content, Paragraph, Parent, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { isAdmonitionType } from './admonitionTypes';

const openLine = /^(:{3,})([A-Za-z]+)(?:\[([^\]\n]*)\]|[ \t]+([^\n]*))?[ \t]*(?:\n|$)/;
const closeLine = /(?:^|\n)(:{3,})[ \t]*$/;

interface OpenMarker {
	type: 'admonitionOpen';
	colons: number;
	kind: string;
	title?: string;
}
interface CloseMarker {
	type: 'admonitionClose';
	colons: number;
}
type Item = Content | OpenMarker | CloseMarker;

function isParagraph(node: Content): node is Paragraph {
	return node.type === 'paragraph';
}

/** Splits marker lines out of a paragraph into separate marker items. */
function splitParagraph(paragraph: Paragraph): Item[] {
	const children = [...paragraph.children];
	const before: Item[] = [];
	const after: Item[] = [];

	const first = children[0];
	if (first && first.type === 'text') {
		const match = openLine.exec(first.value);
		if (match) {
			const title = (match[3] ?? match[4] ?? '').trim();
			before.push({ type: 'admonitionOpen', colons: match[1].length, kind: match[2], title: title || undefined });
			const rest = first.value.slice(match[0].length);
			if (rest) {
				children[0] = { ...first, value: rest } as Text;
			} else {
				children.shift();
			}
		}
	}
	const last = children[children.length - 1];
	if (last && last.type === 'text') {
		const match = closeLine.exec(last.value);
		if (match) {
			after.unshift({ type: 'admonitionClose', colons: match[1].length });
			const rest = last.value.slice(0, match.index).replace(/\n$/, '');
			if (rest) {
				children[children.length - 1] = { ...last, value: rest } as Text;
			} else {
				children.pop();
			}
		}
	}
	if (before.length === 0 && after.length === 0) {
		return [paragraph];
	}
	const middle: Item[] = children.length > 0 ? [{ ...paragraph, children }] : [];
	return [...before, ...middle, ...after];
}

function attribute(name: string, value: string) {
	return { type: 'mdxJsxAttribute', name, value };
}

function transformChildren(parent: Parent, file: VFile | undefined): void {
	const items: Item[] = [];
	for (const child of parent.children as Content[]) {
		if ('children' in child && child.type !== 'paragraph') {
			transformChildren(child as Parent, file);
		}
		if (isParagraph(child)) {
			items.push(...splitParagraph(child));
		} else {
			items.push(child);
		}
	}
	if (!items.some((item) => item.type === 'admonitionOpen')) {
		return;
	}

	const root: Content[] = [];
	const stack: { marker: OpenMarker; children: Content[] }[] = [];
	const current = () => (stack.length > 0 ? stack[stack.length - 1].children : root);

	for (const item of items) {
		if (item.type === 'admonitionOpen') {
			stack.push({ marker: item, children: [] });
		} else if (item.type === 'admonitionClose') {
			const open = stack.pop();
			if (!open) {
				current().push({ type: 'paragraph', children: [{ type: 'text', value: ':'.repeat(item.colons) }] });
				continue;
			}
			if (!isAdmonitionType(open.marker.kind)) {
				file?.message(`Unknown admonition type "${open.marker.kind}": it renders nothing. Use note, tip, info, caution, danger or success.`);
			}
			const attributes = [attribute('type', open.marker.kind)];
			if (open.marker.title) {
				attributes.push(attribute('title', open.marker.title));
			}
			current().push({ type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: open.children } as unknown as Content);
		} else {
			current().push(item);
		}
	}
	while (stack.length > 0) {
		const open = stack.pop()!;
		file?.message(`Admonition ":::${open.marker.kind}" is never closed with ":::"`);
		const text = `${':'.repeat(open.marker.colons)}${open.marker.kind}${open.marker.title ? ` ${open.marker.title}` : ''}`;
		current().push({ type: 'paragraph', children: [{ type: 'text', value: text }] }, ...open.children);
	}
	parent.children = root as Parent['children'];
}

export default function remarkAdmonitions() {
	return (tree: Root, file?: VFile) => {
		transformChildren(tree, file);
	};
}
