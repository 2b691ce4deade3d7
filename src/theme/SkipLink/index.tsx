import React from 'react';
import * as styles from './styles.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: jumps keyboard users past the navbar. */
export function SkipLink() {
	const skip = (event: React.MouseEvent<HTMLAnchorElement>) => {
		const main = document.getElementById(MAIN_CONTENT_ID);
		if (main) {
			event.preventDefault();
			main.focus();
			main.scrollIntoView();
		}
	};
	return (
		<a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
			Skip to main content
		</a>
	);
}
