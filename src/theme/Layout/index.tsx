import React from 'react';
import { useDocSidebar } from '../../hooks/useDocSidebar';
import { useHydrated } from '../../hooks/useHydrated';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { routePath } from '../../lib/paths';
import { AnnouncementBar } from '../AnnouncementBar';
import { DocsFrame } from '../DocsFrame';
import { ErrorBoundary } from '../ErrorBoundary';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { RouteProgress } from '../RouteProgress';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import * as styles from './styles.module.css';

/** What a page's context tells the shell: doc pages name their sidebar and docs instance. */
export interface ShellPageContext {
	sidebarKey?: string | null;
	instance?: string;
	/** The same page in the instance's other versions, for the version switcher. */
	alternates?: Record<string, string>;
}

interface Props {
	pathname: string;
	/** The path the page's HTML was rendered for (Gatsby's page path, without the prefix): the 404 page's HTML answers every missing URL. */
	builtPath?: string;
	pageContext?: ShellPageContext;
	children: React.ReactNode;
}

/**
 * The shell around every page: skip link, announcement, navbar, the docs sidebar on doc pages,
 * the main landmark (crash-safe) and the footer. Rendered by wrapPageElement, so it persists
 * across navigations and only the page inside it changes.
 */
export function Layout({ pathname: locationPath, builtPath, pageContext, children }: Props) {
	// Until hydration is over the shell renders for the path its HTML was built for, as the server
	// did; otherwise the 404 page, served at any missing URL, would hydrate a navbar and error
	// boundary for another path and React would throw its HTML away (errors 418 and 423).
	const hydrated = useHydrated();
	const pathname = routePath(hydrated || !builtPath ? locationPath : builtPath);
	const sidebar = useDocSidebar(pageContext?.sidebarKey ?? null);
	const { docs } = useSiteConfig();
	const page = <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
	return (
		<div className={styles.wrapper}>
			<SkipLink />
			<AnnouncementBar />
			<Navbar pathname={pathname} sidebar={sidebar} alternates={pageContext?.alternates} />
			<RouteProgress />
			<main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
				{sidebar ? (
					<DocsFrame sidebar={sidebar} currentPath={pathname} label={docs.find((d) => d.id === pageContext?.instance)?.label ?? 'Docs'}>
						{page}
					</DocsFrame>
				) : (
					page
				)}
			</main>
			<Footer />
		</div>
	);
}

/** wrapPageElement for gatsby-browser and gatsby-ssr. */
export function wrapPageInShell({ element, props }: { element: React.ReactElement; props: { location: { pathname: string }; pageResources?: { page?: { path?: string } }; pageContext?: object } }) {
	// In the browser the page's resources name the path it was built for (the server renders at
	// that path already, and has no page resources).
	return (
		<Layout pathname={props.location.pathname} builtPath={props.pageResources?.page?.path} pageContext={props.pageContext as ShellPageContext | undefined}>
			{element}
		</Layout>
	);
}
