import React from 'react';
import { isExternalUrl } from '../../lib/paths';
import { SmartLink } from '../../theme/SmartLink';
import * as styles from './styles.module.css';

type Media = { imageUrl: string; imageAlt: string; art?: never } | { art: React.ReactNode; imageUrl?: never; imageAlt?: never };

export type LinkedImageCardProps = Media & {
	title: string;
	text: string;
	url: string;
	/** Open the link in a new tab; external links do by default. */
	openInNewTab?: boolean;
	/** Let the image bleed to the card's edges instead of sitting inside padding. */
	extendImage?: boolean;
};

/** A card that is one link: image or artwork, title, one line of text. */
export function LinkedImageCard({ title, text, url, openInNewTab, extendImage = true, ...media }: LinkedImageCardProps) {
	const newTab = openInNewTab ?? isExternalUrl(url);
	return (
		<SmartLink href={url} className={styles.card} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
			<span className={`${styles.media} ${extendImage ? styles.extend : ''}`}>
				{'art' in media && media.art ? media.art : <img src={media.imageUrl} alt={media.imageAlt} loading="lazy" decoding="async" width="300" height="200" />}
			</span>
			<span className={styles.body}>
				<span className={styles.title}>
					{title}
					{newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
				</span>
				<span className={styles.text}>{text}</span>
			</span>
		</SmartLink>
	);
}
