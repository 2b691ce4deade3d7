import { type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { CardGrid } from '../blocks/CardGrid';
import { CtaButton } from '../blocks/CtaButton';
import { LinkedImageCard } from '../blocks/LinkedImageCard';
import { ProjectArt } from '../blocks/LinkedImageCard/ProjectArt';
import { showcaseProjects } from '../data/showcase';
import { Seo } from '../theme/Seo';
import * as styles from './showcase.module.css';

export default function ShowcasePage({ location }: PageProps) {
	return (
		<>
			<section className={styles.intro}>
				<h1>Built with Eightshift</h1>
				<p>
					Production websites whose themes start from the Eightshift boilerplate: agencies, products, public institutions and shops. Each one
					uses the same service architecture, block manifests and build tooling you read about in the docs.
				</p>
				<CtaButton label="Add your project" href="#add-your-project" variant="secondary" />
			</section>
			<section className={styles.grid} aria-labelledby="showcase-grid-title">
				<h2 id="showcase-grid-title" className="visually-hidden">
					Projects
				</h2>
				<CardGrid label="Sites built with Eightshift">
					{showcaseProjects.map((project) => (
						<LinkedImageCard key={project.url} title={project.name} text={project.description} url={project.url} art={<ProjectArt name={project.name} palette={project.palette} />} />
					))}
				</CardGrid>
			</section>
			<section id="add-your-project" className={styles.cta}>
				<h2>Add your project</h2>
				<p>
					Shipped a site on the boilerplate or the forms plugin? Open an issue with the address and one sentence about the project, and we
					will add it here.
				</p>
				<CtaButton label="Open an issue on GitHub" href="https://github.com/infinum/eightshift-boilerplate/issues/new" />
			</section>
		</>
	);
}

export function Head({ location }: HeadProps) {
	return <Seo title="Showcase" description="Websites built on the Eightshift boilerplate and development kit." pathname={location.pathname} />;
}
