import { Link } from 'gatsby';
import React, { Suspense, lazy, useRef, useState } from 'react';
import type { SidebarItem } from '../../node/sidebars';
import { useHideOnScroll } from '../../hooks/useHideOnScroll';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { activeDocsVersion } from '../../lib/docsVersions';
import { ColorModeToggle } from '../ColorModeToggle';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { Logo } from '../Logo';
import { NavbarLink } from '../NavbarLink';
import { SearchBar } from '../SearchBar';
import { VersionSwitcher } from '../VersionSwitcher';
import * as styles from './styles.module.css';

/** The mobile menu is code most readers never run: it loads when the hamburger is approached. */
const loadMobileMenu = () => import(/* webpackChunkName: "mobile-menu" */ '../MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

interface Props {
	pathname: string;
	/** The doc sidebar of the current page, shown in the mobile menu's second panel. */
	sidebar?: SidebarItem[] | null;
	/** The current page in other docs versions (from the page context). */
	alternates?: Record<string, string>;
}

/** Top navigation: brand, items (right by default), version and language switchers, colour mode, search slot, mobile menu. */
export function Navbar({ pathname, sidebar, alternates }: Props) {
	const { navigation, navbar, title } = useSiteConfig();
	const [menuOpen, setMenuOpen] = useState(false);
	const toggleRef = useRef<HTMLButtonElement>(null);
	const hidden = useHideOnScroll(navbar.hideOnScroll && !menuOpen);
	const active = activeDocsVersion(pathname, navigation);
	const version = active && alternates ? { ...active, alternates } : active;

	return (
		<header className={`${styles.navbar} ${hidden ? styles.hidden : ''}`} data-navbar-hidden={hidden ? 'true' : 'false'}>
			<nav className={styles.inner} aria-label="Main">
				<button
					ref={toggleRef}
					type="button"
					className={styles.hamburger}
					aria-label="Open the menu"
					aria-expanded={menuOpen}
					aria-haspopup="dialog"
					onPointerEnter={loadMobileMenu}
					onFocus={loadMobileMenu}
					onTouchStart={loadMobileMenu}
					onClick={() => setMenuOpen(true)}
				>
					<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
						<path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
					</svg>
				</button>
				<Link to={navbar.logo.href} className={styles.brand}>
					<span className={styles.logo}>
						<Logo />
					</span>
					<span className={styles.brandText}>Eightshift</span>
					<span className="visually-hidden">{title} home</span>
				</Link>
				<ul className={styles.items} data-navbar-items="">
					{navigation.navbar.map((item) => (
						<li key={item.label}>
							<NavbarLink item={item} pathname={pathname} className={styles.item} activeClassName={styles.active} />
						</li>
					))}
				</ul>
				<div className={styles.tools}>
					{version && (
						<div className={styles.desktopOnly}>
							<VersionSwitcher active={version} />
						</div>
					)}
					<div className={styles.desktopOnly}>
						<LanguageSwitcher pathname={pathname} />
					</div>
					<ColorModeToggle />
					<div className={styles.searchSlot} data-navbar-slot="search">
						<SearchBar />
					</div>
				</div>
			</nav>
			{menuOpen && (
				<Suspense fallback={null}>
					<MobileMenu
						open
						onClose={() => {
							setMenuOpen(false);
							toggleRef.current?.focus();
						}}
						pathname={pathname}
						sidebar={sidebar ?? null}
						version={version}
					/>
				</Suspense>
			)}
		</header>
	);
}
