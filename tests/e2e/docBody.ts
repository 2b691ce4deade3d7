/** Words of a served doc page's body (from the content to the prev/next links), and whether it has a table. */
export function docBody(html: string): { words: number; table: boolean } {
	const start = html.indexOf('data-doc-content');
	const end = html.indexOf('aria-label="Docs pages"', start);
	const main = start > 0 ? html.slice(start, end > start ? end : undefined) : '';
	const words = main
		.replace(/<[^>]+>/g, ' ')
		.split(/\s+/)
		.filter((w) => /[a-z]/i.test(w)).length;
	return { words, table: main.includes('<table') };
}
