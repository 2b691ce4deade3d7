import React, { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SearchModalProps } from '../SearchModal';
import * as styles from './styles.module.css';

type ModalComponent = React.ComponentType<SearchModalProps>;

let modalPromise: Promise<ModalComponent> | null = null;

/** The modal, DocSearch and the search client load on first intent, never with the page. */
function loadModal(): Promise<ModalComponent> {
	modalPromise ??= import('../SearchModal').then((module) => module.SearchModal);
	return modalPromise;
}

function isEditable(target: EventTarget | null): boolean {
	const element = target as HTMLElement | null;
	if (!element) return false;
	return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/**
 * The search button in the navbar. Ctrl/Cmd+K or "/" (outside text fields) opens the modal;
 * hovering, focusing or touching the button starts loading it.
 */
export function SearchBar() {
	const [open, setOpen] = useState(false);
	const [Modal, setModal] = useState<ModalComponent | null>(null);
	const [initialQuery, setInitialQuery] = useState<string | undefined>();
	const button = useRef<HTMLButtonElement>(null);
	const [isMac, setIsMac] = useState(false);

	const prepare = useCallback(() => {
		void loadModal().then((component) => setModal(() => component));
	}, []);

	const openModal = useCallback(
		(query?: string) => {
			prepare();
			setInitialQuery(query);
			setOpen(true);
		},
		[prepare],
	);

	const close = useCallback(() => {
		setOpen(false);
		button.current?.focus();
	}, []);

	useEffect(() => {
		setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key === 'Escape' && document.body.classList.contains('DocSearch--active')) {
				close();
				return;
			}
			if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
				event.preventDefault();
				setOpen((current) => {
					if (!current) prepare();
					return !current;
				});
				return;
			}
			if (event.key === '/' && !isEditable(event.target) && !event.metaKey && !event.ctrlKey && !event.altKey) {
				event.preventDefault();
				openModal();
			}
		};
		window.addEventListener('keydown', onKeyDown);
		return () => window.removeEventListener('keydown', onKeyDown);
	}, [openModal, prepare, close]);

	return (
		<>
			<button
				ref={button}
				type="button"
				className={styles.button}
				aria-label="Search"
				aria-keyshortcuts="Control+K Meta+K /"
				onClick={() => openModal()}
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
			{open && Modal && createPortal(<Modal onClose={close} initialQuery={initialQuery} />, document.body)}
		</>
	);
}
