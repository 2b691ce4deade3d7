import React, { useMemo, useState } from 'react';
import * as styles from './styles.module.css';

/** Lines of [token types, text] pairs, tokenised at build time by remarkCodeBlocks. */
type CodeLines = [string, string][][];

interface Props {
	/** Grammar key resolved at build time ('plain' for text). */
	language: string;
	/** JSON of CodeLines. */
	lines: string;
	title?: string;
	/** Comma-separated 1-based line numbers, from the fence's {1,3-5}. */
	highlight?: string;
}

function CopyButton({ code }: { code: string }) {
	const [copied, setCopied] = useState(false);
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(code);
			setCopied(true);
			window.setTimeout(() => setCopied(false), 2000);
		} catch {
			setCopied(false);
		}
	};
	return (
		<button type="button" className={styles.copy} onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
			{copied ? 'Copied' : 'Copy'}
		</button>
	);
}

/** Syntax-highlighted code with an optional title, highlighted lines and a copy button. */
export function CodeBlock({ language, lines, title, highlight }: Props) {
	const parsed = useMemo(() => JSON.parse(lines) as CodeLines, [lines]);
	const code = useMemo(() => parsed.map((line) => line.map(([, text]) => text).join('')).join('\n'), [parsed]);
	const marked = useMemo(() => new Set((highlight ?? '').split(',').filter(Boolean).map(Number)), [highlight]);
	return (
		<div className={styles.block} data-language={language}>
			{title && <div className={styles.title}>{title}</div>}
			<div className={styles.body}>
				<pre className={`prism-code language-${language} ${styles.pre}`} tabIndex={0}>
					<code>
						{parsed.map((line, i) => {
							const isMarked = marked.has(i + 1);
							return (
								<span key={i} className={`${styles.line} ${isMarked ? styles.marked : ''}`} data-highlighted={isMarked ? 'true' : undefined}>
									{line.map(([types, text], key) => (types === 'plain' ? <React.Fragment key={key}>{text}</React.Fragment> : <span key={key} className={`token ${types}`}>{text}</span>))}
									{'\n'}
								</span>
							);
						})}
					</code>
				</pre>
				<CopyButton code={code} />
			</div>
		</div>
	);
}
