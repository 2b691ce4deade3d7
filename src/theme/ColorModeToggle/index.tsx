import React, { useEffect } from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { storageKeys, useStoredState } from '../../lib/storage';
import * as styles from './styles.module.css';

/**
 * Light/dark switch, shown only when site.config.ts enables it. The choice is stored and
 * follows other open tabs; an inline head script applies it before first paint.
 */
export function ColorModeToggle() {
	const { colorMode } = useSiteConfig();
	const [stored, setStored] = useStoredState(storageKeys.colorMode);
	const mode = stored === 'dark' || stored === 'light' ? stored : colorMode.defaultMode;

	useEffect(() => {
		if (!colorMode.disableSwitch) {
			document.documentElement.setAttribute('data-theme', mode);
		}
	}, [mode, colorMode.disableSwitch]);

	if (colorMode.disableSwitch) {
		return null;
	}
	const next = mode === 'dark' ? 'light' : 'dark';
	return (
		<button type="button" className={styles.toggle} onClick={() => setStored(next)} aria-label={`Switch to ${next} mode`} title={`Switch to ${next} mode`} data-color-mode={mode}>
			{mode === 'dark' ? (
				<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
					<circle cx="12" cy="12" r="4.5" fill="currentColor" />
					<path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
				</svg>
			) : (
				<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
					<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
				</svg>
			)}
		</button>
	);
}
