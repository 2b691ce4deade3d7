/**
 * MDX 1 compatibility, applied to the source before MDX 2 parses it (where `<!-- -->` and
 * `{#id}` would be syntax errors). Fenced code and inline code are left untouched.
 */

const fenceOpen = /^ {0,3}(`{3,}|~{3,})/;
const headingWithId = /^( {0,3}#{1,6}[ \t].*?)[ \t]*\{#([A-Za-z0-9_-]+)\}[ \t]*$/;

/** Turns HTML comments into MDX comments, skipping inline code spans. Works across lines. */
function convertComments(text: string): string {
	let out = '';
	let i = 0;
	while (i < text.length) {
		if (text[i] === '`') {
			const run = /^`+/.exec(text.slice(i))![0];
			const close = text.indexOf(run, i + run.length);
			if (close === -1) {
				out += run;
				i += run.length;
				continue;
			}
			out += text.slice(i, close + run.length);
			i = close + run.length;
			continue;
		}
		if (text.startsWith('<!--', i)) {
			const end = text.indexOf('-->', i + 4);
			if (end !== -1) {
				const body = text.slice(i + 4, end).replace(/\*\//g, '* /');
				out += `{/*${body}*/}`;
				i = end + 3;
				continue;
			}
		}
		out += text[i];
		i += 1;
	}
	return out;
}

/** Escapes a heading's `{#id}` so MDX keeps it as text for remarkHeadingIds to read. */
function escapeHeadingId(line: string): string {
	const match = headingWithId.exec(line);
	return match ? `${match[1]} \\{#${match[2]}\\}` : line;
}

export function preprocessMdx(source: string): string {
	const lines = source.split('\n');
	const out: string[] = [];
	let prose: string[] = [];
	let fence: string | null = null;

	const flushProse = () => {
		if (prose.length > 0) {
			out.push(convertComments(prose.map(escapeHeadingId).join('\n')));
			prose = [];
		}
	};

	for (const line of lines) {
		if (fence) {
			out.push(line);
			if (new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(line)) {
				fence = null;
			}
			continue;
		}
		const open = fenceOpen.exec(line);
		if (open) {
			flushProse();
			fence = open[1];
			out.push(line);
			continue;
		}
		prose.push(line);
	}
	flushProse();
	return out.join('\n');
}
