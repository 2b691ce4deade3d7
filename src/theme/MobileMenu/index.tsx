import React, { useEffect, useRef, useState } from 'react';
import type { SidebarItem } from '../../node/sidebars';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import type { ActiveDocsVersion } from '../../lib/docsVersions';
import { DocSidebar } from '../DocSidebar';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { NavbarLink } from '../NavbarLink';
import { VersionSwitcher } from '../VersionSwitcher';
import * as styles from './styles.module.css';

/** Matches the SPEC's desktop breakpoint: at 996 px and wider the menu closes itself. */
export const DESKTOP_QUERY = '(min-width: 996px)';

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
	open: boolean;
	onClose: () => void;
	pathname: string;
	sidebar: SidebarItem[] | null;
	version: ActiveDocsVersion | null;
}

/**
 * The menu below 996 px: navbar items, version and language, and on docs pages the doc
 * sidebar in a second panel with "Back to main menu". Focus stays inside while it is open,
 * Escape closes it, and the page behind does not scroll.
 */
export function MobileMenu({ open, onClose, pathname, sidebar, version }: Props) {
	const { navigation, docs } = useSiteConfig();
	const [panel, setPanel] = useState<'main' | 'docs'>('main');
	const dialog = useRef<HTMLDivElement>(null);
	const openedAt = useRef(pathname);
	const label = docs.find((d) => d.id === version?.instance)?.label ?? 'Docs';

	useEffect(() => {
		if (!open) return undefined;
		openedAt.current = pathname;
		setPanel(sidebar ? 'docs' : 'main');
		const overflow = document.body.style.overflow;
		document.body.style.overflow = 'hidden';
		return () => {
			document.body.style.overflow = overflow;
		};
		// Only on opening: the panel choice must not reset while the reader browses it.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [open]);

	// Close on navigation.
	useEffect(() => {
		if (open && pathname !== openedAt.current) onClose();
	}, [open, pathname, onClose]);

	// Close when the window grows to desktop width.
	useEffect(() => {
		if (!open) return undefined;
		const query = window.matchMedia(DESKTOP_QUERY);
		const onChange = () => {
			if (query.matches) onClose();
		};
		onChange();
		query.addEventListener('change', onChange);
		return () => query.removeEventListener('change', onChange);
	}, [open, onClose]);

	// Move focus into the menu when it opens or switches panel.
	useEffect(() => {
		if (!open || !dialog.current) return;
		const target = dialog.current.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.current.querySelector<HTMLElement>(focusable);
		target?.focus();
	}, [open, panel]);

	if (!open) {
		return null;
	}

	const onKeyDown = (event: React.KeyboardEvent) => {
		if (event.key === 'Escape') {
			event.stopPropagation();
			onClose();
			return;
		}
		if (event.key !== 'Tab' || !dialog.current) return;
		const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null);
		if (items.length === 0) return;
		const first = items[0];
		const last = items[items.length - 1];
		const inside = items.includes(document.activeElement as HTMLElement);
		if (event.shiftKey && (document.activeElement === first || !inside)) {
			event.preventDefault();
			last.focus();
		} else if (!event.shiftKey && (document.activeElement === last || !inside)) {
			event.preventDefault();
			first.focus();
		}
	};

	return (
		<div className={styles.root}>
			<div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
			<div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-label="Site menu" onKeyDown={onKeyDown}>
				<div className={styles.header}>
					<span className={styles.heading}>Menu</span>
					<button type="button" className={styles.close} onClick={onClose} aria-label="Close the menu">
						<svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
							<path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" />
						</svg>
					</button>
				</div>
				{panel === 'main' || !sidebar ? (
					<nav aria-label="Main menu" className={styles.panel}>
						<ul className={styles.items}>
							{navigation.navbar.map((item) => (
								<li key={item.label}>
									<NavbarLink item={item} pathname={pathname} className={styles.item} activeClassName={styles.active} />
								</li>
							))}
						</ul>
						<div className={styles.switchers}>
							{version && <VersionSwitcher active={version} inline />}
							<LanguageSwitcher pathname={pathname} inline />
						</div>
						{sidebar && (
							<button type="button" className={styles.panelButton} onClick={() => setPanel('docs')} data-autofocus="">
								{label} menu →
							</button>
						)}
					</nav>
				) : (
					<div className={styles.panel}>
						<button type="button" className={styles.panelButton} onClick={() => setPanel('main')} data-autofocus="">
							← Back to main menu
						</button>
						<DocSidebar items={sidebar} currentPath={pathname} label={label} idPrefix="menu-sidebar" />
					</div>
				)}
			</div>
		</div>
	);
}
