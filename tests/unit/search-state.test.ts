import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { searchState, shortcutFor } from '../../src/lib/searchState';

const key = (k: string, extra: Partial<{ metaKey: boolean; ctrlKey: boolean; altKey: boolean; target: unknown }> = {}) =>
	({ key: k, metaKey: false, ctrlKey: false, altKey: false, target: null, ...extra }) as Parameters<typeof shortcutFor>[0];

describe('search modal state and shortcuts', () => {
	beforeEach(() => searchState.reset());

	it('reads Ctrl+K and Cmd+K as toggle and "/" as open', () => {
		assert.equal(shortcutFor(key('k', { ctrlKey: true })), 'toggle');
		assert.equal(shortcutFor(key('K', { metaKey: true })), 'toggle');
		assert.equal(shortcutFor(key('k')), null);
		assert.equal(shortcutFor(key('/')), 'open');
		assert.equal(shortcutFor(key('/', { altKey: true })), null);
	});

	it('reads Escape as close only while the modal is open', () => {
		assert.equal(shortcutFor(key('Escape')), null);
		searchState.open();
		assert.equal(shortcutFor(key('Escape')), 'close');
	});

	it('ignores "/" typed in a text field', () => {
		assert.equal(shortcutFor(key('/', { target: { tagName: 'INPUT', isContentEditable: false } })), null);
		assert.equal(shortcutFor(key('/', { target: { tagName: 'DIV', isContentEditable: true } })), null);
		assert.equal(shortcutFor(key('/', { target: { tagName: 'BUTTON', isContentEditable: false } })), 'open');
	});

	it('outlives its subscribers: a search button that mounts after the shortcut still sees the modal open', () => {
		const oldNavbar: boolean[] = [];
		const unsubscribe = searchState.subscribe(() => oldNavbar.push(searchState.get()));
		unsubscribe();
		searchState.toggle();
		assert.deepEqual(oldNavbar, []);
		assert.equal(searchState.get(), true);
		searchState.toggle();
		assert.equal(searchState.get(), false);
		assert.equal(searchState.server(), false);
	});

	it('notifies only on a real change', () => {
		let calls = 0;
		searchState.subscribe(() => calls++);
		searchState.open();
		searchState.open();
		assert.equal(calls, 1);
		assert.equal(searchState.get(), true);
		searchState.close();
		searchState.close();
		assert.equal(calls, 2);
	});
});
