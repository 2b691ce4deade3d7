import React, { useRef, useState } from 'react';
// The code block's stylesheet also shows the button when the block is hovered.
import * as styles from '../../theme/CodeBlock/styles.module.css';

/** Copies the code of the block it sits in. An island: the code block around it stays static HTML. */
export default function CopyButton() {
	const button = useRef<HTMLButtonElement>(null);
	const [copied, setCopied] = useState(false);
	const copy = async () => {
		const code = button.current?.closest('[data-code-block]')?.querySelector('code');
		try {
			await navigator.clipboard.writeText((code?.textContent ?? '').replace(/\n$/, ''));
			setCopied(true);
			window.setTimeout(() => setCopied(false), 2000);
		} catch {
			setCopied(false);
		}
	};
	return (
		<button ref={button} type="button" className={styles.copy} onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
			{copied ? 'Copied' : 'Copy'}
		</button>
	);
}
