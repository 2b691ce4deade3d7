import { type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { CardGrid } from '../blocks/CardGrid';
import { Hero } from '../blocks/Hero';
import { LinkedImageCard } from '../blocks/LinkedImageCard';
import { ProjectArt } from '../blocks/LinkedImageCard/ProjectArt';
import { MarketingFooter } from '../blocks/MarketingFooter';
import { ProjectGrid } from '../blocks/ProjectGrid';
import { openSourceProjects } from '../data/projects';
import { showcaseProjects } from '../data/showcase';
import { Seo } from '../theme/Seo';
import * as styles from './showcase.module.css';

export default function ShowcaseInfinumPage({ location }: PageProps) {
	return (
		<>
			<Hero
				gray
				subtitle="Showcase"
				title="Made by Infinum"
				text="Infinum’s WordPress team builds client sites on the DevKit and maintains it in the open. These are some of the sites it shipped, and the projects the kit is made of."
				buttons={[{ label: 'Work with Infinum', href: 'https://infinum.com' }]}
			/>
			<section className={styles.grid} aria-labelledby="infinum-sites-title">
				<h2 id="infinum-sites-title">Client and in-house sites</h2>
				<CardGrid label="Sites built by Infinum with Eightshift">
					{showcaseProjects.map((project) => (
						<LinkedImageCard key={project.url} title={project.name} text={project.description} url={project.url} art={<ProjectArt name={project.name} palette={project.palette} />} />
					))}
				</CardGrid>
			</section>
			<section className={styles.grid} aria-labelledby="infinum-oss-title">
				<h2 id="infinum-oss-title">Open-source projects</h2>
				<ProjectGrid projects={openSourceProjects} label="Eightshift projects maintained by Infinum" />
			</section>
			<MarketingFooter
				title="Have a WordPress project in mind?"
				text="The people who write these docs build sites with them. Tell Infinum about yours."
				primary={{ label: 'Get in touch', href: 'https://infinum.com' }}
				secondary={{ label: 'Read the docs', href: '/docs/welcome' }}
			/>
		</>
	);
}

export function Head({ location }: HeadProps) {
	return <Seo title="Made by Infinum" description="WordPress sites Infinum built with the Eightshift DevKit, and the open-source projects behind it." pathname={location.pathname} />;
}
