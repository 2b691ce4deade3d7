/** The callout types MDX admonitions may name, shared by the remark plugin and the component. */
export const admonitionTypes = ['note', 'tip', 'info', 'caution', 'danger', 'success'] as const;
export type AdmonitionType = (typeof admonitionTypes)[number];

export function isAdmonitionType(value: string): value is AdmonitionType {
	return (admonitionTypes as readonly string[]).includes(value);
}
