/**
 * "Copy page": the assistant links and twin URL the shell renders, and the on-demand module's
 * twin fetch, clipboard fallback, failure wording and menu key movement (browser APIs stubbed).
 * tests/e2e/copy-page.spec.ts drives the real control in Chromium.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { absoluteTwinUrl, assistantLinks, assistantPrompt } from '../../src/lib/copyPage';
import { fetchTwin, finishCopy, menuKeyTarget } from '../../src/theme/CopyPage/behaviour';

describe('twin URL and assistant links', () => {
	test('the absolute twin URL joins site URL, path prefix and the twin path', () => {
		assert.equal(absoluteTwinUrl('https://eightshift.com', '', '/docs/theme'), 'https://eightshift.com/docs/theme.md');
		assert.equal(absoluteTwinUrl('https://example.org/', '/es', '/blog/a-post/'), 'https://example.org/es/blog/a-post.md');
	});

	test('ChatGPT and Claude get the prompt, URL-encoded, naming the twin', () => {
		const twin = 'https://eightshift.com/docs/legacy/v8/basics/autowiring.md';
		const links = assistantLinks(twin);
		assert.deepEqual(
			links.map((l) => l.name),
			['ChatGPT', 'Claude'],
		);
		const [chatgpt, claude] = links.map((l) => new URL(l.href));
		assert.equal(chatgpt.origin + chatgpt.pathname, 'https://chatgpt.com/');
		assert.equal(claude.origin + claude.pathname, 'https://claude.ai/new');
		for (const link of links) {
			assert.ok(link.href.includes(encodeURIComponent(twin)), link.href);
			assert.equal(new URL(link.href).searchParams.get('q'), assistantPrompt(twin));
		}
		assert.ok(assistantPrompt(twin).includes(twin));
	});
});

describe('menu keys', () => {
	test('arrows wrap, Home and End jump, other keys are not movements', () => {
		assert.equal(menuKeyTarget('ArrowDown', 0, 4), 1);
		assert.equal(menuKeyTarget('ArrowDown', 3, 4), 0);
		assert.equal(menuKeyTarget('ArrowUp', 0, 4), 3);
		assert.equal(menuKeyTarget('ArrowUp', 2, 4), 1);
		assert.equal(menuKeyTarget('Home', 2, 4), 0);
		assert.equal(menuKeyTarget('End', 1, 4), 3);
		assert.equal(menuKeyTarget('ArrowDown', -1, 4), 0);
		assert.equal(menuKeyTarget('Tab', 1, 4), null);
		assert.equal(menuKeyTarget('a', 1, 4), null);
		assert.equal(menuKeyTarget('ArrowDown', 0, 0), null);
	});
});

describe('fetching the twin and writing the clipboard', () => {
	const realFetch = globalThis.fetch;
	const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
	const setNavigator = (value: object) => Object.defineProperty(globalThis, 'navigator', { value, configurable: true, writable: true });
	afterEach(() => {
		globalThis.fetch = realFetch;
		if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
		else delete (globalThis as { navigator?: unknown }).navigator;
	});

	test('fetchTwin returns the body, and names the status, a web page or a network failure', async () => {
		setNavigator({ onLine: true });
		globalThis.fetch = async () => new Response('---\ntitle: T\n---\n', { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
		assert.equal(await fetchTwin('/docs/theme.md'), '---\ntitle: T\n---\n');
		globalThis.fetch = async () => new Response('gone', { status: 404, statusText: 'Not Found' });
		await assert.rejects(fetchTwin('/x.md'), /the server answered 404 Not Found/);
		globalThis.fetch = async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } });
		await assert.rejects(fetchTwin('/x.md'), /a web page instead of Markdown/);
		globalThis.fetch = async () => {
			throw new TypeError('Failed to fetch');
		};
		await assert.rejects(fetchTwin('/x.md'), /did not load \(Failed to fetch\)/);
		setNavigator({ onLine: false });
		await assert.rejects(fetchTwin('/x.md'), /you seem to be offline/);
	});

	test('finishCopy: the ClipboardItem write is enough; when it fails, writeText gets the text', async () => {
		const written: string[] = [];
		setNavigator({ clipboard: { writeText: async (text: string) => void written.push(text) } });
		assert.deepEqual(await finishCopy(Promise.resolve('md'), Promise.resolve()), { ok: true });
		assert.deepEqual(written, []);
		assert.deepEqual(await finishCopy(Promise.resolve('md'), Promise.reject(new Error('no promises here'))), { ok: true });
		assert.deepEqual(await finishCopy(Promise.resolve('md 2'), undefined), { ok: true });
		assert.deepEqual(written, ['md', 'md 2']);
	});

	test('finishCopy reports every failure as a sentence: the twin, a refused clipboard, no clipboard', async () => {
		setNavigator({ onLine: true, clipboard: { writeText: async () => undefined } });
		globalThis.fetch = async () => new Response('', { status: 500, statusText: 'Internal Server Error' });
		const twin = fetchTwin('/x.md');
		const written = twin.then(() => undefined);
		written.catch(() => undefined);
		assert.deepEqual(await finishCopy(twin, written), {
			ok: false,
			message: 'Could not copy the page: the server answered 500 Internal Server Error for the Markdown version.',
		});

		setNavigator({
			clipboard: {
				writeText: async () => {
					throw new DOMException('Write permission denied.', 'NotAllowedError');
				},
			},
		});
		assert.deepEqual(await finishCopy(Promise.resolve('md'), Promise.reject(new DOMException('denied', 'NotAllowedError'))), {
			ok: false,
			message: 'Could not copy the page: the browser did not allow access to the clipboard.',
		});

		setNavigator({});
		const result = await finishCopy(Promise.resolve('md'), undefined);
		assert.equal(result.ok, false);
		assert.match((result as { message: string }).message, /^Could not copy the page: .*https/);
	});
});
