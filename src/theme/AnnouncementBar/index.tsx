import { withPrefix } from 'gatsby';
import React from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { storageKeys, useStoredState } from '../../lib/storage';
import * as styles from './styles.module.css';

/**
 * Site-wide notice above the navbar. A closeable bar stays dismissed (per id) in localStorage;
 * a new id shows it again. An inline head script hides a dismissed bar before first paint.
 */
export function AnnouncementBar() {
	const { announcementBar: bar } = useSiteConfig();
	const [dismissed, setDismissed] = useStoredState(storageKeys.announcementDismissed);
	if (!bar || (bar.isCloseable && dismissed === bar.id)) {
		return null;
	}
	const close = () => {
		setDismissed(bar.id);
		document.documentElement.setAttribute('data-announcement-dismissed', 'true');
	};
	return (
		<div className={styles.bar} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }} role="region" aria-label="Announcement" data-announcement-id={bar.id}>
			{/* Content is trusted HTML from site.config.ts, so it may carry a link; site paths get the path prefix. */}
			<div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content.replace(/href="\/(?!\/)/g, `href="${withPrefix('/')}`) }} />
			{bar.isCloseable && (
				<button type="button" className={styles.close} onClick={close} aria-label="Close announcement">
					<svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
						<path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
					</svg>
				</button>
			)}
		</div>
	);
}
