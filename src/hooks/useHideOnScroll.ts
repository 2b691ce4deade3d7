/** True while the navbar should hide: after scrolling down past it, until the reader scrolls up. */
import { useEffect, useState } from 'react';

export function useHideOnScroll(enabled: boolean, threshold = 60): boolean {
	const [hidden, setHidden] = useState(false);
	useEffect(() => {
		if (!enabled) {
			setHidden(false);
			return undefined;
		}
		let last = window.scrollY;
		const onScroll = () => {
			const y = window.scrollY;
			if (y < threshold) setHidden(false);
			else if (y > last + 2) setHidden(true);
			else if (y < last - 2) setHidden(false);
			last = y;
		};
		window.addEventListener('scroll', onScroll, { passive: true });
		return () => window.removeEventListener('scroll', onScroll);
	}, [enabled, threshold]);
	return hidden;
}
