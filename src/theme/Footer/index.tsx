import React from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { SmartLink } from '../SmartLink';
import { SocialIcon } from '../SocialIcon';
import * as styles from './styles.module.css';

/** Site footer: link columns, the agency's social links with icons, copyright and agency link. */
export function Footer() {
	const { footer } = useSiteConfig();
	return (
		<footer className={styles.footer}>
			<div className={styles.inner}>
				<div className={styles.columns}>
					{footer.links.map((group) => (
						<div key={group.title}>
							<h2 className={styles.title}>{group.title}</h2>
							<ul className={styles.list}>
								{group.items.map((item) => (
									<li key={item.label}>
										<SmartLink href={item.to}>{item.label}</SmartLink>
									</li>
								))}
							</ul>
						</div>
					))}
				</div>
				<ul className={styles.social} aria-label="Infinum on social media">
					{footer.social.map((item) => (
						<li key={item.icon}>
							<a href={item.href} rel="noopener noreferrer" aria-label={item.label} title={item.label} data-icon={item.icon}>
								<SocialIcon name={item.icon} />
							</a>
						</li>
					))}
				</ul>
				<div className={styles.bottom}>
					<p className={styles.copyright}>{footer.copyright}</p>
					<a href={footer.agency.href} rel="noopener noreferrer">
						{footer.agency.label}
					</a>
				</div>
			</div>
		</footer>
	);
}
