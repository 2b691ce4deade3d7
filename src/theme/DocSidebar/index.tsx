import { Link } from 'gatsby';
import React, { useEffect, useState } from 'react';
import type { SidebarItem } from '../../node/sidebars';
import { Collapsible } from '../Collapsible';
import { SmartLink } from '../SmartLink';
import * as styles from './styles.module.css';

type Category = Extract<SidebarItem, { type: 'category' }>;

const slugOf = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function containsPath(item: SidebarItem, path: string): boolean {
	if (item.type === 'category') {
		return item.href === path || item.items.some((child) => containsPath(child, path));
	}
	return item.href === path;
}

/**
 * A list of sidebar items. Categories auto-collapse: opening one closes its open siblings.
 * The category holding the current page starts open.
 */
function ItemList({ items, currentPath, level, idPrefix }: { items: SidebarItem[]; currentPath: string; level: number; idPrefix: string }) {
	const initial = () => new Set(items.flatMap((item, i) => (item.type === 'category' && (!item.collapsed || containsPath(item, currentPath)) ? [i] : [])));
	const [open, setOpen] = useState<Set<number>>(initial);
	// Navigating into a collapsed category opens it (and, auto-collapsing, closes its siblings).
	useEffect(() => {
		const index = items.findIndex((item) => item.type === 'category' && containsPath(item, currentPath));
		if (index !== -1) {
			setOpen((previous) => (previous.has(index) ? previous : new Set([index])));
		}
	}, [items, currentPath]);
	const toggle = (index: number) =>
		setOpen((previous) => {
			if (previous.has(index)) {
				const next = new Set(previous);
				next.delete(index);
				return next;
			}
			return new Set([index]);
		});

	return (
		<ul className={level === 0 ? styles.list : styles.sublist}>
			{items.map((item, index) => {
				if (item.type === 'category') {
					return (
						<CategoryItem
							key={`${item.label}-${index}`}
							item={item}
							currentPath={currentPath}
							level={level}
							id={`${idPrefix}-${slugOf(item.label)}${items.some((other, i) => i !== index && other.type === 'category' && slugOf(other.label) === slugOf(item.label)) ? `-${index}` : ''}`}
							expanded={open.has(index)}
							onToggle={() => toggle(index)}
						/>
					);
				}
				const active = item.href === currentPath;
				return (
					<li key={`${item.href}-${index}`} className={styles.item}>
						{item.type === 'doc' ? (
							<Link to={item.href} className={`${styles.link} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
								{item.label}
							</Link>
						) : (
							<SmartLink href={item.href} className={styles.link}>
								{item.label}
							</SmartLink>
						)}
					</li>
				);
			})}
		</ul>
	);
}

function CategoryItem({ item, currentPath, level, id, expanded, onToggle }: { item: Category; currentPath: string; level: number; id: string; expanded: boolean; onToggle: () => void }) {
	const active = item.href === currentPath;
	return (
		<li className={styles.item}>
			<div className={styles.categoryRow}>
				{item.href ? (
					<Link to={item.href} className={`${styles.link} ${styles.categoryLabel} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
						{item.label}
					</Link>
				) : (
					<button type="button" className={`${styles.link} ${styles.categoryLabel} ${styles.categoryButton}`} onClick={onToggle} aria-expanded={expanded} aria-controls={id}>
						{item.label}
					</button>
				)}
				<button type="button" className={styles.caret} onClick={onToggle} aria-expanded={expanded} aria-controls={id} aria-label={`${expanded ? 'Collapse' : 'Expand'} ${item.label}`}>
					<svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" className={expanded ? styles.caretOpen : undefined}>
						<path d="M5 3l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
					</svg>
				</button>
			</div>
			<Collapsible id={id} expanded={expanded}>
				<ItemList items={item.items} currentPath={currentPath} level={level + 1} idPrefix={id} />
			</Collapsible>
		</li>
	);
}

/**
 * `idPrefix` starts the ids of the collapsible lists (`aria-controls` targets): each id is the path
 * of category labels below it, so two categories with the same label under different parents
 * (Forms has "Integrations" twice) get different ids, and the copy in the mobile menu, which is in
 * the DOM together with the page's own sidebar, uses another prefix.
 */
export function DocSidebar({ items, currentPath, label, idPrefix = 'sidebar' }: { items: SidebarItem[]; currentPath: string; label: string; idPrefix?: string }) {
	return (
		<nav className={styles.sidebar} aria-label={`${label} sidebar`}>
			<ItemList items={items} currentPath={currentPath} level={0} idPrefix={idPrefix} />
		</nav>
	);
}
