/**
 * localStorage helpers that survive private mode and SSR, and a React hook whose value follows
 * changes made in other tabs (the `storage` event) and in this tab.
 */
import { useCallback, useEffect, useState } from 'react';

export const storageKeys = {
	colorMode: 'es-color-mode',
	announcementDismissed: 'es-announcement-dismissed',
	preferredVersion: (instance: string) => `es-docs-preferred-version-${instance}`,
} as const;

const localEvent = 'es-storage';

export function readStorage(key: string): string | null {
	try {
		return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
	} catch {
		return null;
	}
}

export function writeStorage(key: string, value: string | null): void {
	try {
		if (value === null) window.localStorage.removeItem(key);
		else window.localStorage.setItem(key, value);
	} catch {
		// Storage can be unavailable (private mode, quota); the value then lives for this page only.
	}
	window.dispatchEvent(new CustomEvent(localEvent, { detail: { key, value } }));
}

/** [value, setValue] backed by localStorage; null until read on the client. */
export function useStoredState(key: string): [string | null, (value: string | null) => void] {
	const [value, setValue] = useState<string | null>(null);
	useEffect(() => {
		setValue(readStorage(key));
		const onStorage = (event: StorageEvent) => {
			if (event.key === key) setValue(event.newValue);
		};
		const onLocal = (event: Event) => {
			const detail = (event as CustomEvent<{ key: string; value: string | null }>).detail;
			if (detail.key === key) setValue(detail.value);
		};
		window.addEventListener('storage', onStorage);
		window.addEventListener(localEvent, onLocal);
		return () => {
			window.removeEventListener('storage', onStorage);
			window.removeEventListener(localEvent, onLocal);
		};
	}, [key]);
	const update = useCallback((next: string | null) => writeStorage(key, next), [key]);
	return [value, update];
}
