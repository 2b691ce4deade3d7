/**
 * Names each table after the headings above it, for the scrolling wrapper the `table` component
 * draws: a focusable box (so keyboard users can scroll a wide table) must say what it is, as a
 * region with a name unique on the page (axe: focus-order-semantics, landmark-unique). The name is
 * the section's h2 and, below it, the nearest deeper heading ("es_forms_…_data: Parameters");
 * a name already taken on the page gets " (2)", " (3)". It reaches the component as the table's
 * `data-region-label` property. A column without a header fails the build with the file and line:
 * an empty <th> names nothing for a screen reader (axe: empty-table-header, td-has-header).
 */
import type { Heading, Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export const TABLE_LABEL_PROP = 'data-region-label';

export default function remarkTableLabels() {
	return (tree: Root, file?: VFile) => {
		const trail: string[] = [];
		const used = new Map<string, number>();
		visit(tree, (node) => {
			if (node.type === 'heading') {
				const heading = node as Heading;
				trail.length = heading.depth - 1;
				trail[heading.depth - 1] = toString(heading).trim();
				return;
			}
			if (node.type !== 'table') return;
			const header = (node as Table).children[0];
			const empty = header?.children.findIndex((cell) => toString(cell).trim() === '' && cell.children.length === 0) ?? -1;
			if (empty !== -1) {
				throw new Error(
					`${file?.path ?? 'a document'}${node.position ? `:${node.position.start.line}` : ''}: column ${empty + 1} of this table has no header. Hint: write one in the first row (e.g. "| Property | Value |"); an empty header cell names nothing for a screen reader.`,
				);
			}
			const h2 = trail[1];
			const deeper = trail.slice(2).filter(Boolean).pop();
			const base = [h2, deeper].filter(Boolean).join(': ') || 'Table';
			const count = (used.get(base) ?? 0) + 1;
			used.set(base, count);
			const table = node as Table;
			const data = (table.data ?? {}) as { hProperties?: Record<string, unknown> };
			table.data = { ...data, hProperties: { ...data.hProperties, [TABLE_LABEL_PROP]: count === 1 ? base : `${base} (${count})` } } as Table['data'];
		});
	};
}
