import React from 'react';
import { CtaButton } from '../CtaButton';
import { SmartLink } from '../../theme/SmartLink';
import * as styles from './styles.module.css';

export interface IconCard {
	icon: React.ReactNode;
	title: string;
	text: string;
	/** The card's title links here. */
	url?: string;
	buttonLabel?: string;
	buttonUrl?: string;
}

export interface IconCardsProps {
	title: string;
	subtitle?: string;
	text?: string;
	cards: IconCard[];
	gray?: boolean;
	/** On wide screens the heading column stays in view while the cards scroll past. */
	sticky?: boolean;
	id?: string;
}

/** A titled section of cards, each led by an icon. */
export function IconCards({ title, subtitle, text, cards, gray = false, sticky = false, id }: IconCardsProps) {
	return (
		<section id={id} className={`${styles.section} ${gray ? styles.gray : ''}`} data-block="icon-cards">
			<div className={`${styles.inner} ${sticky ? styles.split : ''}`}>
				<header className={`${styles.header} ${sticky ? styles.sticky : ''}`}>
					{subtitle && <p className={styles.subtitle}>{subtitle}</p>}
					<h2 className={styles.title}>{title}</h2>
					{text && <p className={styles.text}>{text}</p>}
				</header>
				<ul className={styles.cards}>
					{cards.map((card) => (
						<li key={card.title} className={styles.card}>
							<span className={styles.icon}>{card.icon}</span>
							<h3 className={styles.cardTitle}>{card.url ? <SmartLink href={card.url}>{card.title}</SmartLink> : card.title}</h3>
							<p className={styles.cardText}>{card.text}</p>
							{card.buttonLabel && card.buttonUrl && <CtaButton label={card.buttonLabel} href={card.buttonUrl} variant="secondary" />}
						</li>
					))}
				</ul>
			</div>
		</section>
	);
}
