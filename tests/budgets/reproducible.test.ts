/**
 * The same commit builds to the same bytes in any folder: nothing a build writes to public/ may
 * carry the folder it was built in. Gatsby derives node ids from absolute file paths, so a node id
 * in page data (it used to travel in every doc page's context) makes every page-data.json differ
 * between two checkouts, and a deploy from another CI runner transfer all of them.
 * Run after a build (npm test does, in the budgets step).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');
/** Gatsby's createNodeId: a UUID v5. */
const NODE_ID = /"[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"/;
const TEXT = /\.(?:html|json|js|css|txt|xml|md|map|webmanifest)$/;

function files(dir: string): string[] {
	return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => TEXT.test(f)).map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isFile());
}

describe('public/ does not depend on the folder it was built in', () => {
	it('no page data carries a Gatsby node id', () => {
		assert.ok(fs.existsSync(path.join(publicDir, 'page-data/app-data.json')), 'public/ has no build: run npm run build first');
		const pageData = files(path.join(publicDir, 'page-data')).filter((f) => f.endsWith('page-data.json'));
		assert.ok(pageData.length > 600, `${pageData.length} page-data files`);
		const carrying = pageData.filter((f) => NODE_ID.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(publicDir, f));
		assert.deepEqual(carrying.slice(0, 5), [], `${carrying.length} page-data files carry a node id`);
	});

	it('no built file names the build folder or the home folder', () => {
		const needles = [root, os.homedir()].filter((p) => p.length > 1);
		const naming: string[] = [];
		for (const file of files(publicDir)) {
			const text = fs.readFileSync(file, 'utf8');
			for (const needle of needles) if (text.includes(`${needle}/`)) naming.push(`${path.relative(publicDir, file)} names ${needle}`);
		}
		assert.deepEqual(naming.slice(0, 5), [], `${naming.length} files`);
	});
});
