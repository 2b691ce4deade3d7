import React from 'react';
import CopyButton from '../../islands/CopyButton';
import { Island } from '../../islands/Island';
import * as styles from './styles.module.css';

interface Props {
	/** Grammar key resolved at build time ('plain' for text). */
	language: string;
	/** Highlighted lines as HTML, produced at build time by remarkCodeBlocks. */
	html: string;
	title?: string;
}

/** Syntax-highlighted code with an optional title, highlighted lines and a copy button (an island). */
export function CodeBlock({ language, html, title }: Props) {
	return (
		<div className={styles.block} data-language={language} data-code-block="">
			{title && <div className={styles.title}>{title}</div>}
			<div className={styles.body}>
				<pre className={`prism-code language-${language} ${styles.pre}`} tabIndex={0}>
					<code dangerouslySetInnerHTML={{ __html: html }} />
				</pre>
				<Island name="CopyButton" component={CopyButton} props={{}} />
			</div>
		</div>
	);
}
