import React from 'react';
import type { SidebarItem } from '../../node/sidebars';
import { DocSidebar } from '../DocSidebar';
import * as styles from './styles.module.css';

interface Props {
	sidebar: SidebarItem[];
	currentPath: string;
	label: string;
	children: React.ReactNode;
}

/** The docs sidebar beside the page. Part of the shell, so it (and its scroll) survive navigation. */
export function DocsFrame({ sidebar, currentPath, label, children }: Props) {
	return (
		<div className={styles.page}>
			<aside className={styles.sidebar}>
				<DocSidebar items={sidebar} currentPath={currentPath} label={label} />
			</aside>
			{children}
		</div>
	);
}
