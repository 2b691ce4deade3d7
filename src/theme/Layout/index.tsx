import React from 'react';
import type { SidebarItem } from '../../build/sidebars';
import { routePath } from '../../lib/paths';
import { AnnouncementBar } from '../AnnouncementBar';
import { ErrorBoundary } from '../ErrorBoundary';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { RouteProgress } from '../RouteProgress';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import * as styles from './styles.module.css';

interface Props {
	pathname: string;
	children: React.ReactNode;
	/** The doc sidebar, for the mobile menu's docs panel. */
	sidebar?: SidebarItem[] | null;
	className?: string;
}

/** The shell around every page: skip link, announcement, navbar, main landmark (crash-safe), footer. */
export function Layout({ pathname: locationPath, children, sidebar, className }: Props) {
	const pathname = routePath(locationPath);
	return (
		<div className={styles.wrapper}>
			<SkipLink />
			<AnnouncementBar />
			<Navbar pathname={pathname} sidebar={sidebar} />
			<RouteProgress />
			<main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${styles.main} ${className ?? ''}`}>
				<ErrorBoundary key={pathname}>{children}</ErrorBoundary>
			</main>
			<Footer />
		</div>
	);
}
