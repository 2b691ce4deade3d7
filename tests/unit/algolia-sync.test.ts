/**
 * The Algolia push, end to end but on loopback: our gatsby-plugin-algolia configuration
 * (algoliaPlugins) runs the real plugin and the real Algolia client against a local HTTP server
 * that answers Algolia's indexing API (settings, browse, batch, task) and counts what it is sent.
 * A first build pushes every record; a one-paragraph edit pushes that page's changed records
 * only and deletes the one it lost; a build with no change pushes nothing; after a clean (no cache)
 * the digests are read back from the index, and still nothing is pushed.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { applyEnvironment } from '../../src/node/environment';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { algoliaPlugins } from '../../src/node/head/thirdParty';

interface Operation {
	action: string;
	objectID: string;
}

/** An in-memory Algolia index behind the REST paths the v4 client uses. */
function fakeAlgolia() {
	const objects = new Map<string, Record<string, unknown>>();
	let settings: Record<string, unknown> | null = null;
	const operations: Operation[] = [];
	let browses = 0;
	let task = 0;
	const server = http.createServer((request, response) => {
		let body = '';
		request.on('data', (chunk: Buffer) => (body += chunk));
		request.on('end', () => {
			const url = new URL(request.url ?? '/', 'http://x');
			const send = (status: number, json: unknown) => {
				response.writeHead(status, { 'Content-Type': 'application/json' });
				response.end(JSON.stringify(json));
			};
			const parts = url.pathname.split('/').filter(Boolean); // 1 indexes NAME what …
			const what = parts[3];
			if (what === 'settings' && request.method === 'GET') return settings ? send(200, settings) : send(404, { message: 'Index does not exist', status: 404 });
			if (what === 'settings' && request.method === 'PUT') {
				settings = JSON.parse(body || '{}') as Record<string, unknown>;
				return send(200, { taskID: ++task, updatedAt: '2026-01-01T00:00:00Z' });
			}
			if (what === 'task') return send(200, { status: 'published', pendingTask: false });
			if (what === 'browse') {
				browses += 1;
				const params = new URLSearchParams((JSON.parse(body || '{}') as { params?: string }).params ?? '');
				const wanted = JSON.parse(params.get('attributesToRetrieve') ?? '["*"]') as string[];
				const hits = [...objects.values()].map((o) => (wanted.includes('internal.contentDigest') ? { objectID: o.objectID, internal: o.internal } : o));
				return send(200, { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 1000 });
			}
			if (what === 'batch') {
				for (const { action, body: object } of (JSON.parse(body) as { requests: { action: string; body: Record<string, unknown> }[] }).requests) {
					const objectID = String(object.objectID);
					operations.push({ action, objectID });
					if (action === 'deleteObject') objects.delete(objectID);
					else objects.set(objectID, object);
				}
				return send(200, { taskID: ++task, objectIDs: [] });
			}
			send(404, { message: `fake Algolia: no route ${request.method} ${url.pathname}`, status: 404 });
		});
	});
	return { server, objects, operations, browseCount: () => browses, reset: () => operations.splice(0) };
}

/** A page's records as the search-records plugin writes them: one per heading and paragraph. */
function pageRecords(route: string, paragraphs: string[]) {
	return [{ type: 'lvl1', content: null }, ...paragraphs.map((content) => ({ type: 'content', content }))].map((r, position) => ({
		objectID: `${route}#${position}`,
		url: `https://eightshift.com${route}`,
		url_without_anchor: `https://eightshift.com${route}`,
		anchor: null,
		...r,
		hierarchy: { lvl0: 'DevKit', lvl1: route },
		language: 'en',
		site_tag: 'docs-docs-current',
	}));
}

function gatsbyApi(cache: Map<string, unknown>) {
	const panic = (message: string, error?: unknown) => {
		throw new Error(`${message} ${error instanceof Error ? error.message : JSON.stringify(error ?? '')}`);
	};
	const activity = { start: () => undefined, end: () => undefined, setStatus: () => undefined, panicOnBuild: panic };
	return {
		graphql: async () => ({ data: { site: { id: 'Site' } } }),
		reporter: { activityTimer: () => activity, panicOnBuild: panic, info: () => undefined, warn: () => undefined },
		cache: { get: async (key: string) => cache.get(key), set: async (key: string, value: unknown) => void cache.set(key, value) },
	};
}

describe('incremental Algolia push (gatsby-plugin-algolia against a local indexing API)', () => {
	const fake = fakeAlgolia();
	let port = 0;
	before(async () => {
		await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
		port = (fake.server.address() as AddressInfo).port;
	});
	after(() => fake.server.close());

	it('pushes every record once, then only what an edit changed, then nothing', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'es-algolia-'));
		const recordsFile = path.join(dir, 'records.json');
		const pages = Array.from({ length: 40 }, (_, i) => `/docs/page-${i}`);
		const paragraphs = (i: number) => Array.from({ length: 12 }, (_, n) => `Paragraph ${n} of page ${i}.`);
		const write = (edit?: (route: string, text: string[]) => string[]) => fs.writeFileSync(recordsFile, JSON.stringify(pages.flatMap((route, i) => pageRecords(route, edit ? edit(route, paragraphs(i)) : paragraphs(i)))));
		const site = applyEnvironment(loadSiteConfig(), { ALGOLIA_APP_ID: 'LOCALAPP', ALGOLIA_SEARCH_KEY: 'search', ALGOLIA_INDEX: 'docs' });
		const { plugins } = algoliaPlugins(site, 'admin-key', recordsFile, { hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http' }], timeouts: { connect: 2, read: 10, write: 10 } });
		const { resolve, options } = plugins[0] as { resolve: string; options: Record<string, unknown> };
		// eslint-disable-next-line @typescript-eslint/no-var-requires
		const plugin = require(require.resolve(`${resolve}/gatsby-node.js`)) as { onPostBuild: (api: unknown, options: unknown) => Promise<void> };
		const cache = new Map<string, unknown>();
		const push = async () => {
			fake.reset();
			await plugin.onPostBuild(gatsbyApi(cache), options);
			const count = (action: string) => fake.operations.filter((o) => o.action === action).map((o) => o.objectID).sort();
			return { saved: [...count('updateObject'), ...count('addObject')], deleted: count('deleteObject') };
		};

		write();
		const first = await push();
		assert.equal(first.saved.length, 40 * 13, 'the first push sends every record');
		assert.equal(fake.objects.size, 520);

		// One paragraph of one page rewritten, another paragraph of it removed: that page's records only.
		write((route, text) => (route === '/docs/page-7' ? [...text.slice(0, 3), 'A rewritten third paragraph.', ...text.slice(4, 11)] : text));
		const edit = await push();
		// Paragraph 3 changed; removing paragraph 11 leaves the page one record shorter (position 12 goes).
		assert.deepEqual(edit.saved, ['/docs/page-7#4']);
		assert.deepEqual(edit.deleted, ['/docs/page-7#12']);
		assert.equal(fake.objects.size, 519);

		const same = await push();
		assert.deepEqual(same, { saved: [], deleted: [] }, 'no change, no operation');

		// After `gatsby clean` the plugin has no cache: it reads the digests back from the index.
		cache.clear();
		const browsesBefore = fake.browseCount();
		const clean = await push();
		assert.equal(fake.browseCount(), browsesBefore + 1);
		assert.deepEqual(clean, { saved: [], deleted: [] });
		fs.rmSync(dir, { recursive: true, force: true });
	});
});
