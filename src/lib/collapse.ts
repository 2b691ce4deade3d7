/**
 * Duration of a collapse animation for a given height: taller content takes longer, but less
 * than linearly (the curve Material Design uses for auto-height transitions).
 */
export function collapseDuration(heightPx: number, reducedMotion: boolean): number {
	if (reducedMotion) {
		return 1;
	}
	const constant = Math.max(heightPx, 0) / 36;
	return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}
