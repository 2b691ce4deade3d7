import { Link, type HeadProps, type PageProps } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { PLAYGROUND_ORIGIN, playgroundUrl } from '../data/playgroundBlueprint';
import { Seo } from '../theme/Seo';
import * as styles from './playground.module.css';

type State = 'checking' | 'unsupported' | 'unreachable' | 'loading' | 'ready';

/** How long Playground may take to answer before the page says it cannot be reached. */
const REACH_TIMEOUT_MS = 10_000;

const steps: Record<'checking' | 'loading', string> = {
	checking: 'Checking that your browser can run WordPress…',
	loading: 'Starting WordPress and installing the Eightshift theme and Forms plugin…',
};

export default function PlaygroundPage({ location }: PageProps) {
	const [state, setState] = useState<State>('checking');
	const [reason, setReason] = useState('');

	useEffect(() => {
		// Playground runs PHP in the browser behind a service worker; private windows in some browsers have none.
		if (!('serviceWorker' in navigator) || !navigator.serviceWorker) {
			setState('unsupported');
			return undefined;
		}
		if (!navigator.onLine) {
			setReason('Your browser reports that it is offline.');
			setState('unreachable');
			return undefined;
		}
		const controller = new AbortController();
		const timer = window.setTimeout(() => controller.abort(), REACH_TIMEOUT_MS);
		fetch(`${PLAYGROUND_ORIGIN}/`, { mode: 'no-cors', signal: controller.signal, cache: 'no-store' })
			.then(() => setState('loading'))
			.catch(() => {
				setReason(controller.signal.aborted ? `No answer from ${PLAYGROUND_ORIGIN} within ${REACH_TIMEOUT_MS / 1000} seconds.` : `The request to ${PLAYGROUND_ORIGIN} failed.`);
				setState('unreachable');
			})
			.finally(() => window.clearTimeout(timer));
		return () => {
			window.clearTimeout(timer);
			controller.abort();
		};
	}, []);

	return (
		<>
			<div className={styles.page}>
				<header className={styles.header}>
					<h1>Playground</h1>
					<p>
						A real WordPress running in your browser with WordPress Playground, set up with the Eightshift boilerplate theme and Eightshift
						Forms. Nothing is installed on your machine and nothing is saved: reload the page for a fresh site. The setup is described in{' '}
						<Link to="/docs/theme">Create a theme</Link> and <Link to="/forms/welcome">the Forms docs</Link>.
					</p>
				</header>
				{/* Fixed-size stage: every state renders inside it, so nothing shifts when WordPress arrives. */}
				<div className={styles.stage} data-playground-state={state}>
					{(state === 'checking' || state === 'loading') && (
						<div className={styles.status} role="status">
							<div className={styles.progress} aria-hidden="true">
								<span className={state === 'loading' ? styles.progressLate : styles.progressEarly} />
							</div>
							<p>{steps[state]}</p>
						</div>
					)}
					{state === 'unsupported' && (
						<div className={styles.message} role="alert">
							<h2>Your browser cannot run the Playground</h2>
							<p>
								WordPress Playground needs{' '}
								<a href="https://developer.mozilla.org/en-US/docs/Web/API/Service_Worker_API" rel="noopener noreferrer">
									service workers
								</a>
								, and this browser does not offer them. That is usually because of a private or incognito window, or a setting that blocks them.
								Open the page in a normal window, or set up the boilerplate locally with the <Link to="/docs/theme">theme guide</Link>.
							</p>
						</div>
					)}
					{state === 'unreachable' && (
						<div className={styles.message} role="alert">
							<h2>WordPress Playground cannot be reached</h2>
							<p>
								The Playground runs from {PLAYGROUND_ORIGIN}, and this page could not connect to it. {reason} Check your connection and reload
								the page.
							</p>
						</div>
					)}
					{(state === 'loading' || state === 'ready') && (
						<iframe
							className={`${styles.frame} ${state === 'ready' ? styles.frameReady : ''}`}
							title="WordPress Playground with the Eightshift boilerplate and Forms"
							src={playgroundUrl()}
							onLoad={() => setState('ready')}
							allow="clipboard-read; clipboard-write"
						/>
					)}
				</div>
			</div>
		</>
	);
}

export function Head({ location }: HeadProps) {
	return <Seo title="Playground" description="Try the Eightshift boilerplate theme and Eightshift Forms in WordPress Playground, in your browser." pathname={location.pathname} />;
}
