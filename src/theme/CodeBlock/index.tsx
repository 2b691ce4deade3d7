import React, { useRef, useState } from 'react';
import * as styles from './styles.module.css';

interface Props {
	/** Grammar key resolved at build time ('plain' for text). */
	language: string;
	/** Highlighted lines as HTML, produced at build time by remarkCodeBlocks. */
	html: string;
	title?: string;
}

function CopyButton({ source }: { source: React.RefObject<HTMLElement> }) {
	const [copied, setCopied] = useState(false);
	const copy = async () => {
		try {
			await navigator.clipboard.writeText((source.current?.textContent ?? '').replace(/\n$/, ''));
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
export function CodeBlock({ language, html, title }: Props) {
	const code = useRef<HTMLElement>(null);
	return (
		<div className={styles.block} data-language={language}>
			{title && <div className={styles.title}>{title}</div>}
			<div className={styles.body}>
				<pre className={`prism-code language-${language} ${styles.pre}`} tabIndex={0}>
					<code ref={code} dangerouslySetInnerHTML={{ __html: html }} />
				</pre>
				<CopyButton source={code} />
			</div>
		</div>
	);
}
