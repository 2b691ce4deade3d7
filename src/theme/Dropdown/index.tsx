import { Link } from 'gatsby';
import React, { useEffect, useId, useRef, useState } from 'react';
import * as styles from './styles.module.css';

export interface DropdownItem {
	label: string;
	to: string;
	active?: boolean;
	onSelect?: () => void;
	/** Language of the item's label, for screen readers. */
	lang?: string;
}

interface Props {
	/** Button text. */
	label: string;
	/** Accessible name of the button, e.g. "Docs version: Next". */
	ariaLabel: string;
	items: DropdownItem[];
	icon?: React.ReactNode;
	/** In the mobile menu the list opens inline instead of floating. */
	inline?: boolean;
}

/** A button that opens a list of links; closes on selection, Escape or a click outside. */
export function Dropdown({ label, ariaLabel, items, icon, inline }: Props) {
	const [open, setOpen] = useState(false);
	const root = useRef<HTMLDivElement>(null);
	const button = useRef<HTMLButtonElement>(null);
	const id = useId();

	useEffect(() => {
		if (!open) return undefined;
		const onClick = (event: MouseEvent) => {
			if (!root.current?.contains(event.target as Node)) setOpen(false);
		};
		const onKey = (event: KeyboardEvent) => {
			if (event.key === 'Escape') {
				event.stopPropagation();
				setOpen(false);
				button.current?.focus();
			}
		};
		document.addEventListener('mousedown', onClick);
		document.addEventListener('keydown', onKey, true);
		return () => {
			document.removeEventListener('mousedown', onClick);
			document.removeEventListener('keydown', onKey, true);
		};
	}, [open]);

	return (
		<div className={`${styles.dropdown} ${inline ? styles.inline : ''}`} ref={root}>
			<button ref={button} type="button" className={styles.button} aria-expanded={open} aria-controls={id} aria-label={ariaLabel} onClick={() => setOpen((v) => !v)}>
				{icon}
				<span>{label}</span>
				<svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" className={open ? styles.caretOpen : undefined}>
					<path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
				</svg>
			</button>
			<ul id={id} className={styles.menu} hidden={!open}>
				{items.map((item) => (
					<li key={item.to + item.label}>
						<Link
							to={item.to}
							className={`${styles.item} ${item.active ? styles.active : ''}`}
							aria-current={item.active ? 'true' : undefined}
							lang={item.lang}
							onClick={() => {
								item.onSelect?.();
								setOpen(false);
							}}
						>
							{item.label}
						</Link>
					</li>
				))}
			</ul>
		</div>
	);
}
