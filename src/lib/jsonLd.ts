/**
 * A schema.org object and its script text. Apart from the builders (structuredData.ts), so the
 * head of every page (src/theme/Seo) can write JSON-LD without shipping the builders to pages
 * that have none.
 */
export interface JsonLd {
	'@context'?: string;
	'@type': string;
	[key: string]: unknown;
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with every `<` written as \u003c,
 * so no value can close the script element or open a comment inside it.
 */
export function jsonLdText(data: JsonLd): string {
	return JSON.stringify(data).replace(/</g, '\\u003c');
}
