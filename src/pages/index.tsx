import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Hero } from '../blocks/Hero';
import { IconCards } from '../blocks/IconCards';
import { MarketingFooter } from '../blocks/MarketingFooter';
import { ProjectGrid } from '../blocks/ProjectGrid';
import { openSourceProjects } from '../data/projects';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { ProjectIcon } from '../icons/Icon';
import { Seo } from '../theme/Seo';
import * as styles from './index.module.css';

export default function HomePage({ location }: PageProps) {
	const site = useSiteConfig();
	return (
		<>
			<Hero
				subtitle="Open source, by Infinum"
				title={site.title}
				text={site.tagline}
				buttons={[
					{ label: 'Read the docs', href: '/docs/welcome' },
					{ label: 'Try it in your browser', href: '/playground', variant: 'secondary' },
				]}
				art={
					<span className={styles.heroArt} aria-hidden="true">
						<ProjectIcon name="boilerplateTheme" />
						<ProjectIcon name="libs" />
						<ProjectIcon name="forms" />
						<ProjectIcon name="frontendLibs" />
					</span>
				}
			/>
			<IconCards
				subtitle="What the kit is"
				title="A way to organise a WordPress codebase"
				text="The DevKit is not a page builder. It is a set of packages that give a theme or plugin the same shape: PHP services that register themselves, blocks described by manifests both PHP and JavaScript read, and one build setup."
				cards={[
					{ icon: <ProjectIcon name="libs" size={48} />, title: 'PHP that wires itself', text: 'Classes that implement a service interface are found and registered by autowiring; WP-CLI generates new ones.', url: '/docs/eightshift-libs' },
					{ icon: <ProjectIcon name="frontendLibs" size={48} />, title: 'Blocks from manifests', text: 'Each block and component has a manifest.json for attributes and options, rendered by PHP templates.', url: '/docs/eightshift-frontend-libs' },
					{ icon: <ProjectIcon name="forms" size={48} />, title: 'Forms that reach your CRM', text: 'Eightshift Forms builds forms from blocks and sends them to HubSpot, Mailchimp, Greenhouse and more.', url: '/forms/welcome' },
				]}
			/>
			<IconCards
				id="get-started"
				gray
				sticky
				subtitle="Get started"
				title="Pick where to begin"
				text="Each path starts with a working project and links to the pages you need next."
				cards={[
					{ icon: <ProjectIcon name="boilerplateTheme" size={48} />, title: 'A new theme', text: 'Copy the boilerplate, rename it, install and build it, and add your first block.', buttonLabel: 'Create a theme', buttonUrl: '/docs/theme' },
					{ icon: <ProjectIcon name="boilerplatePlugin" size={48} />, title: 'A new plugin', text: 'The same service architecture inside a plugin, with its own assets and commands.', buttonLabel: 'Create a plugin', buttonUrl: '/docs/plugin' },
					{ icon: <ProjectIcon name="forms" size={48} />, title: 'Forms', text: 'Install Eightshift Forms, build a form, connect an integration and extend it with filters.', buttonLabel: 'Forms docs', buttonUrl: '/forms/welcome' },
					{ icon: <ProjectIcon name="inspector" size={48} />, title: 'Editor components', text: 'Use @eightshift/ui-components for block options and admin screens.', buttonLabel: 'Components docs', buttonUrl: '/components/welcome' },
				]}
			/>
			<section className={styles.projects} aria-labelledby="projects-title">
				<h2 id="projects-title">The open-source projects</h2>
				<p>Everything the kit is made of lives on GitHub under the MIT licence.</p>
				<ProjectGrid projects={openSourceProjects} label="Eightshift open-source projects" />
			</section>
			<MarketingFooter
				title="Built and used by Infinum"
				text="The DevKit grew out of the WordPress projects Infinum ships for clients. See what has been built with it, or tell us about yours."
				primary={{ label: 'See the showcase', href: '/showcase' }}
				secondary={{ label: 'Projects by Infinum', href: '/showcase-infinum' }}
			/>
		</>
	);
}

/** The WebSite JSON-LD, written by gatsby-node.ts (the builders stay out of the browser). */
interface HomeData {
	siteSettings: { websiteJsonLd: string };
}

export function Head({ location, data }: HeadProps<HomeData>) {
	return <Seo pathname={location.pathname} jsonLd={[data.siteSettings.websiteJsonLd]} />;
}

export const query = graphql`
	query HomePage {
		siteSettings {
			websiteJsonLd
		}
	}
`;
