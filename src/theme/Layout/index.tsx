import React from 'react';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import * as styles from './styles.module.css';

interface Props {
	pathname: string;
	children: React.ReactNode;
	/** Full-bleed pages (home, showcase) drop the footer's top margin handling of their own. */
	className?: string;
}

/** The shell around every page: skip link, navbar, main landmark, footer. */
export function Layout({ pathname, children, className }: Props) {
	return (
		<div className={styles.wrapper}>
			<SkipLink />
			<Navbar pathname={pathname} />
			<main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${styles.main} ${className ?? ''}`}>
				{children}
			</main>
			<Footer />
		</div>
	);
}
