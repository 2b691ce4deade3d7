/** Parses a code fence's meta string: title="…" and a {1,3-5} line range. */
export interface CodeMeta {
	title?: string;
	/** 1-based line numbers to highlight. */
	highlightLines: number[];
}

export function parseLineRanges(spec: string): number[] {
	const lines = new Set<number>();
	for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
		const range = /^(\d+)(?:-(\d+))?$/.exec(part);
		if (!range) {
			throw new Error(`bad line range "${part}" in {${spec}}`);
		}
		const start = Number(range[1]);
		const end = range[2] ? Number(range[2]) : start;
		if (end < start) {
			throw new Error(`bad line range "${part}" in {${spec}}: end before start`);
		}
		for (let n = start; n <= end; n += 1) {
			lines.add(n);
		}
	}
	return [...lines].sort((a, b) => a - b);
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
	const text = meta ?? '';
	const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
	const range = /\{([\d,\s-]+)\}/.exec(text);
	return {
		title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
		highlightLines: range ? parseLineRanges(range[1]) : [],
	};
}
