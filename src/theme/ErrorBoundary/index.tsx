import React from 'react';
import * as styles from './styles.module.css';

interface Props {
	children: React.ReactNode;
}

interface State {
	error: Error | null;
}

/** Catches a crash in page content; the shell around it keeps working. "Try again" re-renders. */
export class ErrorBoundary extends React.Component<Props, State> {
	state: State = { error: null };

	static getDerivedStateFromError(error: Error): State {
		return { error };
	}

	componentDidCatch(error: Error) {
		console.error('Page crashed:', error);
	}

	render() {
		if (!this.state.error) {
			return this.props.children;
		}
		return (
			<div className={styles.crash} role="alert">
				<h1>This page crashed.</h1>
				<p className={styles.message}>{this.state.error.message}</p>
				<button type="button" className={styles.retry} onClick={() => this.setState({ error: null })}>
					Try again
				</button>
			</div>
		);
	}
}
