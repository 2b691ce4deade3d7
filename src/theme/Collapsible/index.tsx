import React, { useLayoutEffect, useRef } from 'react';
import { collapseDuration } from '../../lib/collapse';

interface Props {
	id: string;
	expanded: boolean;
	children: React.ReactNode;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? React.useEffect : useLayoutEffect;

/**
 * Animates height between 0 and the content's height, with a duration computed from that
 * height, or 1 ms when the reader prefers reduced motion. Collapsed content is hidden from
 * focus and assistive technology once the animation ends.
 */
export function Collapsible({ id, expanded, children }: Props) {
	const ref = useRef<HTMLDivElement>(null);
	const first = useRef(true);

	useIsomorphicLayoutEffect(() => {
		const el = ref.current;
		if (!el) return;
		if (first.current) {
			first.current = false;
			return;
		}
		const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
		el.hidden = false;
		const height = el.scrollHeight;
		const duration = collapseDuration(height, reduced);
		el.dataset.collapseDuration = String(duration);
		el.dataset.collapseHeight = String(height);
		el.style.overflow = 'hidden';
		el.style.transition = `height ${duration}ms ease-in-out`;
		el.style.height = expanded ? '0px' : `${height}px`;
		// Force a layout so the browser animates from the start height.
		void el.offsetHeight;
		el.style.height = expanded ? `${height}px` : '0px';
		const finish = () => {
			el.style.transition = '';
			el.style.overflow = '';
			el.style.height = '';
			el.hidden = !expanded;
		};
		const timeout = window.setTimeout(finish, duration + 20);
		return () => window.clearTimeout(timeout);
	}, [expanded]);

	return (
		<div id={id} ref={ref} hidden={!expanded}>
			{children}
		</div>
	);
}
