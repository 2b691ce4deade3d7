import React, { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadDemo } from '../../demos';
import * as styles from './styles.module.css';

interface Props {
	/** `<page>/<demo>`, a file in src/demos. */
	name: string;
	/** What the demo shows, for assistive technology. */
	label: string;
}

interface Ready {
	Demo: ComponentType;
	Providers: ComponentType<{ container: HTMLElement; children: React.ReactNode }>;
}

const loadFrame = () => import(/* webpackChunkName: "demo-frame" */ './frame');

/**
 * A live demo of the component library. The demo, the library and its scoped stylesheet load
 * only on pages that have one; until then a placeholder keeps the space. Overlays (popovers,
 * menus) render into the frame's own layer, where the library's scoped styles reach them.
 */
export default function Demo({ name, label }: Props) {
	const overlays = useRef<HTMLDivElement>(null);
	const [ready, setReady] = useState<Ready | null>(null);
	const [failed, setFailed] = useState(false);

	useEffect(() => {
		let active = true;
		Promise.all([loadDemo(name), loadFrame()]).then(
			([demo, frame]) => {
				if (!active) return;
				frame.installDemoStyles();
				setReady({ Demo: demo.default, Providers: frame.DemoProviders });
			},
			(error: unknown) => {
				console.error(`Demo "${name}" did not load`, error);
				if (active) setFailed(true);
			},
		);
		return () => {
			active = false;
		};
	}, [name]);

	return (
		<div className={styles.frame} role="group" aria-label={label} data-demo={name} data-demo-ready={ready ? 'true' : undefined}>
			<div className="es-uic-demo">
				{ready && overlays.current ? (
					<ready.Providers container={overlays.current}>
						<ready.Demo />
					</ready.Providers>
				) : (
					<p className={styles.status}>{failed ? 'The live demo could not be loaded. The code below shows what it does.' : 'Loading the live demo…'}</p>
				)}
				<div ref={overlays} className={styles.overlays} />
			</div>
		</div>
	);
}
