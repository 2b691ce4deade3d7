import React from 'react';
import type { OpenSourceProject } from '../../data/projects';
import { ProjectIcon } from '../../icons/Icon';
import { CardGrid } from '../CardGrid';
import { LinkedImageCard } from '../LinkedImageCard';
import * as styles from './styles.module.css';

/** The open-source projects as a card grid, each card drawn from the project's icon. */
export function ProjectGrid({ projects, label }: { projects: OpenSourceProject[]; label: string }) {
	return (
		<CardGrid label={label}>
			{projects.map((project) => (
				<LinkedImageCard
					key={project.url}
					title={project.name}
					text={project.description}
					url={project.url}
					openInNewTab
					art={
						<span className={styles.art} style={{ backgroundColor: project.color }}>
							<ProjectIcon name={project.icon} />
						</span>
					}
				/>
			))}
		</CardGrid>
	);
}
