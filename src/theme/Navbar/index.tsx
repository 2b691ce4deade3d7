import { Link } from 'gatsby';
import React from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { isExternalUrl, isUnder } from '../../lib/paths';
import { Logo } from '../Logo';
import * as styles from './styles.module.css';

/** Top navigation from site.config.ts; the item whose section holds the page is marked current. */
export function Navbar({ pathname }: { pathname: string }) {
	const { navigation, navbar, title } = useSiteConfig();
	return (
		<header className={styles.navbar}>
			<nav className={styles.inner} aria-label="Main">
				<Link to={navbar.logo.href} className={styles.brand}>
					<span className={styles.logo}>
						<Logo />
					</span>
					<span className={styles.brandText}>Eightshift</span>
					<span className="visually-hidden">{title} home</span>
				</Link>
				<ul className={styles.items}>
					{navigation.navbar.map((item) => {
						const active = item.activeBasePaths.some((base) => isUnder(pathname, base));
						return (
							<li key={item.label}>
								{isExternalUrl(item.to) ? (
									<a className={styles.item} href={item.to} rel="noopener noreferrer">
										{item.label}
									</a>
								) : (
									<Link className={`${styles.item} ${active ? styles.active : ''}`} to={item.to} aria-current={active ? 'page' : undefined}>
										{item.label}
									</Link>
								)}
							</li>
						);
					})}
				</ul>
			</nav>
		</header>
	);
}
