import { Link, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { Seo } from '../theme/Seo';
import * as styles from './404.module.css';

export default function NotFoundPage({ location }: PageProps) {
	// The HTML is built once for every missing address; the address itself is shown once hydrated.
	const hydrated = useHydrated();
	return (
		<>
			<div className={styles.notFound}>
				{/* The big "404" is part of the heading, not a paragraph styled as one. */}
				<h1>
					<span className={styles.code}>404</span> Page not found
				</h1>
				<p>
					{hydrated ? (
						<>
							There is no page at <code>{location.pathname}</code>.
						</>
					) : (
						'There is no page at this address.'
					)}{' '}
					It may have moved when the docs were reorganised, or the link that brought you here has a typo.
				</p>
				<ul className={styles.links}>
					<li>
						<Link to="/">Back to the home page</Link>
					</li>
					<li>
						<Link to="/docs/welcome">Start with the DevKit docs</Link>
					</li>
					<li>
						<Link to="/forms/welcome">Browse the Forms docs</Link>
					</li>
				</ul>
			</div>
		</>
	);
}

export function Head({ location }: HeadProps) {
	return <Seo title="Page not found" pathname={location.pathname} noindex />;
}
