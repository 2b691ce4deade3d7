import React from 'react';
import Demo from '../../islands/Demo';
import { Island } from '../../islands/Island';
import { CodeBlock } from '../CodeBlock';
import * as styles from './styles.module.css';

interface Props {
	/** `<page>/<demo>`, a file in src/demos. */
	name: string;
	label: string;
	/** The demo file's source, highlighted at build time by remarkDemos. */
	codeHtml: string;
	/** Shown above the code. */
	codeTitle: string;
}

/** A live demo (an island) above the code that produces it. */
export function ComponentDemo({ name, label, codeHtml, codeTitle }: Props) {
	return (
		<div className={styles.demo}>
			<Island name="Demo" component={Demo} props={{ name, label }} />
			<CodeBlock language="tsx" html={codeHtml} title={codeTitle} />
		</div>
	);
}
