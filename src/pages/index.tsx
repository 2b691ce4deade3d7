import { Link, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { Layout } from '../theme/Layout';
import { Seo } from '../theme/Seo';
import * as styles from './index.module.css';

const entries = [
	{ title: 'Start a theme', text: 'Scaffold a block theme on the boilerplate and eightshift-libs.', to: '/docs/theme' },
	{ title: 'Start a plugin', text: 'Use the same service architecture inside a plugin.', to: '/docs/plugin' },
	{ title: 'Build forms', text: 'Eightshift Forms: blocks, integrations and a developer API.', to: '/forms/welcome' },
	{ title: 'Editor UI components', text: 'React components for block options and admin screens.', to: '/components/welcome' },
];

export default function HomePage({ location }: PageProps) {
	const siteConfig = useSiteConfig();
	return (
		<Layout pathname={location.pathname}>
			<section className={styles.hero}>
				<h1 className={styles.title}>{siteConfig.title}</h1>
				<p className={styles.tagline}>{siteConfig.tagline}</p>
				<Link className={styles.cta} to="/docs/welcome">
					Read the docs
				</Link>
			</section>
			<section className={styles.entries} aria-label="Where to start">
				{entries.map((entry) => (
					<Link key={entry.to} to={entry.to} className={styles.card}>
						<h2>{entry.title}</h2>
						<p>{entry.text}</p>
					</Link>
				))}
			</section>
		</Layout>
	);
}

export function Head({ location }: HeadProps) {
	return <Seo pathname={location.pathname} />;
}
