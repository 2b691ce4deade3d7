/**
 * "Copy page" on doc pages and blog posts: a button that copies the page's Markdown twin
 * (markdownTwinPath) to the clipboard, and a menu button for copying, viewing the twin and opening
 * it in an AI assistant. The menu's links are plain anchors in the server-rendered HTML.
 *
 * Only markup and a few lines load with the page. Fetching, the clipboard fallbacks, the wording
 * of failures and the menu's keyboard handling are in ./behaviour, fetched with import() on the
 * first press of either button. The clipboard write itself starts here, inside the click, with a
 * ClipboardItem holding the promised text: a browser that asks for a user gesture (Safari) would
 * no longer see one once the module and the twin had loaded.
 */
import { withPrefix } from 'gatsby';
import React, { useEffect, useId, useRef, useState } from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { absoluteTwinUrl, assistantLinks } from '../../lib/copyPage';
import { markdownTwinPath } from '../../lib/paths';
import type { CopyResult } from './behaviour';
import * as styles from './styles.module.css';

type Behaviour = typeof import('./behaviour');

let behaviour: Promise<Behaviour> | undefined;

function loadBehaviour(): Promise<Behaviour> {
	if (!behaviour) {
		const loading = import(/* webpackChunkName: "copy-page" */ './behaviour');
		// A failed load (offline) is tried again on the next press.
		loading.catch(() => (behaviour = undefined));
		behaviour = loading;
	}
	return behaviour;
}

const LOAD_FAILED = 'its script did not load; check your connection and try again';

/** Starts writing the promised text to the clipboard while the click still counts as the reader's. */
function startClipboardWrite(text: Promise<string>): Promise<void> | undefined {
	if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return undefined;
	try {
		const written = navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
		written.catch(() => undefined);
		return written;
	} catch {
		return undefined;
	}
}

interface Status {
	message: string;
	error: boolean;
	/** Changes with every announcement, so the same sentence twice is announced twice. */
	count: number;
}

/** `route` is the page's route without the path prefix, e.g. `/docs/theme`. */
export function CopyPage({ route }: { route: string }) {
	const { url, pathPrefix } = useSiteConfig();
	const twin = markdownTwinPath(route);
	const href = withPrefix(twin);
	const assistants = assistantLinks(absoluteTwinUrl(url, pathPrefix, route));
	const id = useId();
	const root = useRef<HTMLDivElement>(null);
	const button = useRef<HTMLButtonElement>(null);
	const menu = useRef<HTMLUListElement>(null);
	const closeMenu = useRef<((returnFocus: boolean) => void) | null>(null);
	const timer = useRef<number>();
	const [open, setOpen] = useState(false);
	const [copied, setCopied] = useState(false);
	const [status, setStatus] = useState<Status>({ message: '', error: false, count: 0 });

	useEffect(
		() => () => {
			closeMenu.current?.(false);
			window.clearTimeout(timer.current);
		},
		[],
	);

	const report = (result: CopyResult) => {
		window.clearTimeout(timer.current);
		setCopied(result.ok);
		setStatus((s) => ({ message: result.ok ? 'Page copied as Markdown' : result.message, error: !result.ok, count: s.count + 1 }));
		timer.current = window.setTimeout(() => {
			setCopied(false);
			setStatus((s) => ({ ...s, message: '', error: false }));
		}, result.ok ? 2500 : 10000);
	};

	const copy = () => {
		const loaded = loadBehaviour();
		const text = loaded.then((b) => b.fetchTwin(href));
		text.catch(() => undefined);
		const written = startClipboardWrite(text);
		loaded.then(
			(b) => b.finishCopy(text, written).then(report),
			() => report({ ok: false, message: `Could not copy the page: ${LOAD_FAILED}.` }),
		);
	};

	const showMenu = (start: 'first' | 'last') => {
		if (closeMenu.current) return;
		loadBehaviour().then(
			(b) => {
				if (closeMenu.current || !root.current || !button.current || !menu.current) return;
				const setMenuOpen = (value: boolean) => {
					if (!value) closeMenu.current = null;
					setOpen(value);
				};
				closeMenu.current = b.openMenu({ root: root.current, button: button.current, menu: menu.current, setOpen: setMenuOpen }, start);
			},
			() => report({ ok: false, message: `Could not open the menu: ${LOAD_FAILED}.` }),
		);
	};

	return (
		<div ref={root} className={styles.copyPage} data-copy-page="">
			<div className={styles.split}>
				<button type="button" className={styles.main} onClick={copy}>
					<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
						{copied ? <path d="M3 8.5l3 3 7-7" /> : <path d="M5.5 5.5V3a1 1 0 0 1 1-1H13a1 1 0 0 1 1 1v6.5a1 1 0 0 1-1 1h-2.5M3 5.5h6.5a1 1 0 0 1 1 1V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1z" />}
					</svg>
					{copied ? 'Copied' : 'Copy page'}
				</button>
				<button
					ref={button}
					type="button"
					id={`${id}b`}
					className={styles.toggle}
					aria-label="More ways to use this page"
					aria-haspopup="menu"
					aria-expanded={open}
					aria-controls={`${id}m`}
					onClick={() => (closeMenu.current ? closeMenu.current(true) : showMenu('first'))}
					onKeyDown={(event) => {
						if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
							event.preventDefault();
							showMenu(event.key === 'ArrowDown' ? 'first' : 'last');
						}
					}}
				>
					<svg width="12" height="12" viewBox="0 0 10 10" aria-hidden="true">
						<path d="M1 3l4 4 4-4" />
					</svg>
				</button>
				<ul ref={menu} id={`${id}m`} role="menu" aria-labelledby={`${id}b`} className={styles.menu} hidden={!open}>
					<li role="none">
						<button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
							<span className={styles.label}>Copy page as Markdown</span>
							<span className={styles.note}>Plain text for notes or an LLM</span>
						</button>
					</li>
					<li role="none">
						<a role="menuitem" tabIndex={-1} className={styles.item} href={href}>
							<span className={styles.label}>View as Markdown</span>
							<span className={styles.note}>This page as a .md file</span>
						</a>
					</li>
					{assistants.map((assistant) => (
						<li role="none" key={assistant.name}>
							<a role="menuitem" tabIndex={-1} className={styles.item} href={assistant.href} target="_blank" rel="noopener noreferrer">
								<span className={styles.label}>{`Open in ${assistant.name}`}</span>
								<span className={styles.note}>Ask it about this page (new tab)</span>
							</a>
						</li>
					))}
				</ul>
			</div>
			<p role="status" className={status.error ? styles.error : 'visually-hidden'}>
				<span key={status.count}>{status.message}</span>
			</p>
		</div>
	);
}

/**
 * A row with `children` (the breadcrumbs, a post's date line) at the start and the control at the
 * end; on a narrow screen the control wraps under them, still at the end.
 */
export function CopyPageBar({ route, children }: { route: string; children: React.ReactNode }) {
	return (
		<div className={styles.bar}>
			<div className={styles.barStart}>{children}</div>
			<CopyPage route={route} />
		</div>
	);
}
