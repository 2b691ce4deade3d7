/**
 * MDX syntax errors as one line a writer can act on: `file:line:column: what the parser says.
 * Hint: what usually causes it.` The parser's own wording stays; the hint covers the mistakes
 * Markdown writers make in MDX, where `{` starts JavaScript and `<` starts a tag.
 */

type Point = { line?: number; column?: number };
type ParserError = Error & Point & { reason?: string; place?: Point & { start?: Point }; position?: { start?: Point } };

const hints: [RegExp, string][] = [
	[/import and export/, ''],
	[/closing brace for `\{`|in expression|Could not parse expression/i, 'MDX reads { … } as JavaScript: write \\{ for a literal brace, or put it in `code`.'],
	[/before name|can start a name|after `<`|Unexpected character .* in name/i, 'MDX reads < as the start of a tag: write &lt; (or \\<) for a literal <, or put it in `code`.'],
	[/closing tag|closing slash|corresponding closing/i, 'Close every tag (<Callout>…</Callout>, <br />), with the closing tag on its own line after a blank line for block content.'],
	[/lazy line|container/i, 'Indent the continuation of a list item or blockquote consistently, or separate it with a blank line.'],
	[/attribute/i, 'Write JSX attributes as name="text" or name={value}; HTML-only attributes need their JSX names (className, htmlFor).'],
];

/** The hint for a parser message, or a general pointer when none fits. */
export function mdxHint(reason: string): string {
	const found = hints.find(([pattern]) => pattern.test(reason));
	if (found) return found[1];
	return 'Check the MDX syntax near this line: { } and < > are code in MDX, not text.';
}

/**
 * Where an expression that never closes was opened: the parser reports the end of the file,
 * but the writer needs the `{` itself. Skips fenced code and inline code spans.
 */
export function unclosedBrace(source: string): { line: number; column: number } | undefined {
	const open: { line: number; column: number }[] = [];
	let fence: string | null = null;
	source.split(/\r?\n/).forEach((text, index) => {
		const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
		if (marker && (fence === null || marker.startsWith(fence))) {
			fence = fence === null ? marker : null;
			return;
		}
		if (fence !== null) return;
		const visible = text.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
		for (let i = 0; i < visible.length; i += 1) {
			if (visible[i] === '\\') i += 1;
			else if (visible[i] === '{') open.push({ line: index + 1, column: i + 1 });
			else if (visible[i] === '}') open.pop();
		}
	});
	return open.at(-1);
}

/** Turns a parser error into `file:line:column: reason. Hint: …`, naming the file as the writer knows it. */
export function formatMdxError(error: unknown, filePath: string, displayPath: string, source?: string): string {
	const e = error as ParserError;
	const raw = (e.reason ?? e.message ?? String(error)).replaceAll(filePath, displayPath);
	// Some parser errors carry the place only in the text: "… (7:1-7:21)".
	const inText = / \((\d+):(\d+)(?:-\d+:\d+)?\)(?= before| after|$)/.exec(raw);
	const place: Point | undefined = e.line
		? e
		: e.place?.start?.line
			? e.place.start
			: e.place?.line
				? e.place
				: e.position?.start?.line
					? e.position.start
					: inText
						? { line: Number(inText[1]), column: Number(inText[2]) }
						: undefined;
	const reason = raw.replace(/ \(\d+:\d+(-\d+:\d+)?\)/, '').replace(/\.$/, '');
	if (reason.startsWith(displayPath)) return reason;
	const opened = source && /end of file in expression/i.test(reason) ? unclosedBrace(source) : undefined;
	if (opened) {
		return `${displayPath}:${opened.line}:${opened.column}: this { opens an expression that never closes (${reason}). Hint: ${mdxHint(reason)}`;
	}
	const hint = mdxHint(reason);
	return `${displayPath}${place?.line ? `:${place.line}:${place.column ?? 1}` : ''}: ${reason}.${hint ? ` Hint: ${hint}` : ''}`;
}
