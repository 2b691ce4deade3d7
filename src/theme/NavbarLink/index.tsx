import { Link } from 'gatsby';
import React from 'react';
import { useSiteConfig, type ResolvedNavbarItem } from '../../hooks/useSiteConfig';
import { isExternalUrl, isUnder } from '../../lib/paths';
import { storageKeys, useStoredState } from '../../lib/storage';

/** A navbar link; a doc link follows the reader's preferred docs version when one is stored. */
export function NavbarLink({ item, pathname, className, activeClassName }: { item: ResolvedNavbarItem; pathname: string; className: string; activeClassName: string }) {
	const { navigation } = useSiteConfig();
	const [preferred] = useStoredState(storageKeys.preferredVersion(item.instance ?? ''));
	const active = item.activeBasePaths.some((base) => isUnder(pathname, base));
	let to = item.to;
	if (item.instance && preferred) {
		const version = navigation.versions.find((v) => v.instance === item.instance)?.versions.find((v) => v.name === preferred);
		if (version && version !== navigation.versions.find((v) => v.instance === item.instance)?.versions[0]) {
			to = version.path;
		}
	}
	if (isExternalUrl(to)) {
		return (
			<a className={className} href={to} rel="noopener noreferrer">
				{item.label}
			</a>
		);
	}
	return (
		<Link className={`${className} ${active ? activeClassName : ''}`} to={to} aria-current={active ? 'page' : undefined}>
			{item.label}
		</Link>
	);
}
