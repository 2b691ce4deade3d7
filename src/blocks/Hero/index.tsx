import React from 'react';
import { CtaButton, type CtaButtonProps } from '../CtaButton';
import * as styles from './styles.module.css';

export interface HeroProps {
	title: string;
	subtitle?: string;
	text?: string;
	buttons?: CtaButtonProps[];
	/** Illustration beside the text: an image URL with alt text, or drawn artwork. */
	imageUrl?: string;
	imageAlt?: string;
	art?: React.ReactNode;
	/** Gray band instead of the page background. */
	gray?: boolean;
	/** Let the image run to the section's edge. */
	extendImage?: boolean;
}

/** Page-opening section: title, subtitle, text, buttons, optional illustration. */
export function Hero({ title, subtitle, text, buttons = [], imageUrl, imageAlt = '', art, gray = false, extendImage = false }: HeroProps) {
	const media = art ?? (imageUrl ? <img src={imageUrl} alt={imageAlt} width="560" height="420" decoding="async" /> : null);
	return (
		<section className={`${styles.hero} ${gray ? styles.gray : ''}`} data-block="hero">
			<div className={`${styles.inner} ${media ? styles.withMedia : ''}`}>
				<div>
					{subtitle && <p className={styles.subtitle}>{subtitle}</p>}
					<h1 className={styles.title}>{title}</h1>
					{text && <p className={styles.text}>{text}</p>}
					{buttons.length > 0 && (
						<div className={styles.buttons}>
							{buttons.map((button) => (
								<CtaButton key={button.href} {...button} />
							))}
						</div>
					)}
				</div>
				{media && <div className={`${styles.media} ${extendImage ? styles.extend : ''}`}>{media}</div>}
			</div>
		</section>
	);
}
