/** The callout types MDX admonitions may name, shared by the remark plugin and the component. */
export const admonitionTypes = ['note', 'tip', 'info', 'caution', 'danger', 'success'] as const;
export type AdmonitionType = (typeof admonitionTypes)[number];

export function isAdmonitionType(value: string): value is AdmonitionType {
	return (admonitionTypes as readonly string[]).includes(value);
}

/** The label a callout shows for its type (the HTML's title bar, the Markdown twin's bold lead). */
export const admonitionLabels: Record<AdmonitionType, string> = {
	note: 'Note',
	tip: 'Tip',
	info: 'Info',
	caution: 'Caution',
	danger: 'Danger',
	success: 'Success',
};

/** A title equal to this marker hides the title bar: `:::note hide-title`. */
export const HIDE_TITLE_MARKER = 'hide-title';
