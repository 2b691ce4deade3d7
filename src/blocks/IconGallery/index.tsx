import React from 'react';
import { generalIcons, type GeneralIconName } from '../../icons/generalIcons';
import { GeneralIcon, ProjectIcon } from '../../icons/Icon';
import { projectIcons, type ProjectIconName } from '../../icons/projectIcons';
import * as styles from './styles.module.css';

/** Every icon of one set at its full size and at 24 px, with its name. */
export function IconGallery({ set }: { set: 'project' | 'general' }) {
	const entries = set === 'project' ? Object.entries(projectIcons) : Object.entries(generalIcons);
	return (
		<ul className={styles.gallery} data-icon-gallery={set}>
			{entries.map(([name, icon]) => (
				<li key={name} className={styles.item}>
					<span className={styles.large}>
						{set === 'project' ? <ProjectIcon name={name as ProjectIconName} size={48} /> : <GeneralIcon name={name as GeneralIconName} size={80} />}
					</span>
					<span className={styles.small}>{set === 'project' ? <ProjectIcon name={name as ProjectIconName} size={24} /> : <GeneralIcon name={name as GeneralIconName} size={24} />}</span>
					<span className={styles.label}>{icon.label}</span>
					<code className={styles.name}>{name}</code>
				</li>
			))}
		</ul>
	);
}
