import React from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { Dropdown } from '../Dropdown';

const globe = (
	<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
		<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9m0-18C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9M3.5 9h17M3.5 15h17" fill="none" stroke="currentColor" strokeWidth="1.6" />
	</svg>
);

/** The site has one locale; the switcher names it and keeps the reader on the same page. */
export function LanguageSwitcher({ pathname, inline }: { pathname: string; inline?: boolean }) {
	const { locale } = useSiteConfig();
	return <Dropdown label={locale.label} ariaLabel={`Language: ${locale.label}`} icon={globe} inline={inline} items={[{ label: locale.label, to: pathname, active: true, lang: locale.htmlLang }]} />;
}
