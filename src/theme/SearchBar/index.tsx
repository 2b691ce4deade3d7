import React, { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { installSearchShortcuts, searchState } from '../../lib/searchState';
import type { SearchModalProps } from '../SearchModal';
import * as styles from './styles.module.css';

type ModalComponent = React.ComponentType<SearchModalProps>;

let modalPromise: Promise<ModalComponent> | null = null;

/** The modal, DocSearch and the search client load on first intent, never with the page. */
function loadModal(): Promise<ModalComponent> {
	modalPromise ??= import('../SearchModal').then((module) => module.SearchModal);
	return modalPromise;
}

/**
 * The search button in the navbar. Ctrl/Cmd+K or "/" (outside text fields) opens the modal;
 * hovering, focusing or touching the button starts loading it. Its accessible name is its own
 * text "Search" (no aria-label), so what a speech user reads is what the button is called; the
 * key hint is aria-hidden and announced through aria-keyshortcuts instead.
 */
export function SearchBar() {
	const open = useSyncExternalStore(searchState.subscribe, searchState.get, searchState.server);
	const [Modal, setModal] = useState<ModalComponent | null>(null);
	const button = useRef<HTMLButtonElement>(null);
	const [isMac, setIsMac] = useState(false);

	const prepare = useCallback(() => {
		void loadModal().then((component) => setModal(() => component));
	}, []);

	useEffect(() => {
		setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
		installSearchShortcuts();
	}, []);

	// However the modal closes (Escape, the close button, a picked hit), focus returns to the button.
	const wasOpen = useRef(open);
	useEffect(() => {
		if (open) prepare();
		else if (wasOpen.current) button.current?.focus();
		wasOpen.current = open;
	}, [open, prepare]);

	return (
		<>
			<button
				ref={button}
				type="button"
				className={styles.button}
				aria-keyshortcuts="Control+K Meta+K /"
				onClick={() => searchState.open()}
				onPointerEnter={prepare}
				onFocus={prepare}
				onTouchStart={prepare}
				data-search-button=""
			>
				<svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
					<path d="M14.4 14.4L18 18M8.8 16a7.2 7.2 0 1 1 0-14.4 7.2 7.2 0 0 1 0 14.4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
				</svg>
				<span className={styles.label}>Search</span>
				<span className={styles.keys} aria-hidden="true">
					<kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
					<kbd>K</kbd>
				</span>
			</button>
			{open && Modal && createPortal(<Modal onClose={searchState.close} />, document.body)}
		</>
	);
}
