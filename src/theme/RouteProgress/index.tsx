import React, { useSyncExternalStore } from 'react';
import { routeLoading } from '../../lib/routeLoading';
import * as styles from './styles.module.css';

const idle = () => ({ phase: 'idle' }) as const;

/** Progress bar and spinner for slow page changes, and the error with Retry when one fails. */
export function RouteProgress() {
	// An external store: the new page's instance must see a `done` that fired before its effects ran.
	const state = useSyncExternalStore(routeLoading.subscribe, routeLoading.get, idle);

	if (state.phase === 'slow') {
		return (
			<>
				<div className={styles.bar} role="progressbar" aria-label="Loading page" data-route-progress="" />
				<div className={styles.spinnerWrap} role="status" data-route-spinner="">
					<span className={styles.spinner} aria-hidden="true" />
					<span className="visually-hidden">Loading {state.path}</span>
				</div>
			</>
		);
	}
	if (state.phase === 'error') {
		return (
			<div className={styles.error} role="alert" data-route-error="">
				<p className={styles.errorTitle}>This page could not be loaded.</p>
				<p className={styles.errorText}>{state.message}</p>
				<button type="button" className={styles.retry} onClick={state.retry}>
					Retry
				</button>
			</div>
		);
	}
	return null;
}
