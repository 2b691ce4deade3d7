import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { describeSource, expandSharedDoc, sharedVersions, writeSharedDocs } from '../../src/node/sharedDocs';

const v7 = { name: 'v7', label: '7.x', path: 'docs/legacy/v7', mainDocId: 'versions', sidebar: 'docs-v7' };
const v8 = { name: 'v8', label: '8.x', path: 'docs/legacy/v8', mainDocId: 'versions', sidebar: 'docs-v8' };
const file = 'content/docs/legacy/shared/basics/autowiring.mdx';
const text = [
	'---',
	'title: Autowiring',
	'versions: [v7, v8]',
	'---',
	'',
	'Both versions read this. See [the backend](./backend#services).',
	'',
	'<Only versions="v8">',
	'',
	'Only version 8 reads this.',
	'',
	'</Only>',
	'',
	'The end, with [the landing page](../versions).',
].join('\n');

describe('shared documents', () => {
	it('reads the versions list from front matter', () => {
		assert.deepEqual(sharedVersions(file, text), { versions: ['v7', 'v8'], line: 3 });
		assert.throws(() => sharedVersions(file, '---\ntitle: x\n---\n'), /autowiring\.mdx: front matter has no versions list/);
	});

	it('keeps each version\'s passages, the line count and resolves relative links inside the version', () => {
		const docIds = new Set(['basics/autowiring', 'basics/backend', 'versions']);
		const forV7 = expandSharedDoc({ file, stem: 'basics/autowiring', text }, { version: v7, docIds });
		const forV8 = expandSharedDoc({ file, stem: 'basics/autowiring', text }, { version: v8, docIds });
		assert.equal(forV7.split('\n').length, text.split('\n').length);
		assert.doesNotMatch(forV7, /Only version 8/);
		assert.match(forV8, /Only version 8 reads this\./);
		assert.doesNotMatch(forV8, /<\/?Only/);
		assert.match(forV7, /\]\(\/docs\/legacy\/v7\/basics\/backend#services\)/);
		assert.match(forV8, /\]\(\/docs\/legacy\/v8\/versions\)/);
		assert.match(forV7.split('\n')[2], /^# generated from content\/docs\/legacy\/shared\/basics\/autowiring\.mdx for v7/);
	});

	it('fails naming the file and line on a link the version lacks, nesting and an unclosed block', () => {
		const docIds = new Set(['basics/autowiring', 'versions']);
		assert.throws(() => expandSharedDoc({ file, stem: 'basics/autowiring', text }, { version: v7, docIds }), /autowiring\.mdx:6: link \.\/backend points to "basics\/backend", which version v7 does not have/);
		const nested = text.replace('Only version 8 reads this.', '<Only versions="v8">');
		assert.throws(() => expandSharedDoc({ file, stem: 'basics/autowiring', text: nested }, { version: v8, docIds: new Set(['basics/backend', 'versions']) }), /autowiring\.mdx:10: <Only> cannot be nested/);
		const unclosed = text.replace('</Only>', '');
		assert.throws(() => expandSharedDoc({ file, stem: 'basics/autowiring', text: unclosed }, { version: v8, docIds: new Set(['basics/backend', 'versions']) }), /autowiring\.mdx:8: <Only versions="…"> is never closed/);
		const inline = text.replace('Only version 8 reads this.', 'Text <Only versions="v8">inline</Only>');
		assert.throws(() => expandSharedDoc({ file, stem: 'basics/autowiring', text: inline }, { version: v8, docIds: new Set(['basics/backend', 'versions']) }), /autowiring\.mdx:10: .* must each stand alone/);
	});

	it('writes one document per listed version, removes stale ones, and maps errors back to the shared file', () => {
		const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-docs-'));
		fs.mkdirSync(path.join(root, 'content/docs/legacy/shared/basics'), { recursive: true });
		fs.mkdirSync(path.join(root, 'content/docs/legacy/v7'), { recursive: true });
		fs.mkdirSync(path.join(root, 'content/docs/legacy/v8'), { recursive: true });
		fs.writeFileSync(path.join(root, 'content/docs/legacy/v7/versions.mdx'), '---\ntitle: v7\n---\n');
		fs.writeFileSync(path.join(root, 'content/docs/legacy/v8/versions.mdx'), '---\ntitle: v8\n---\n');
		fs.writeFileSync(path.join(root, 'content/docs/legacy/shared/basics/backend.mdx'), '---\ntitle: Backend\nversions: [v7, v8]\n---\n\nText.\n');
		fs.writeFileSync(path.join(root, 'content/docs/legacy/shared/basics/autowiring.mdx'), text);
		fs.mkdirSync(path.join(root, 'generated/docs/legacy/v5'), { recursive: true });
		fs.writeFileSync(path.join(root, 'generated/docs/legacy/v5/stale.mdx'), 'old');
		const instances = [{ id: 'docs', label: 'DevKit', versions: [{ name: 'current', label: 'Next', path: 'docs', mainDocId: 'welcome', sidebar: 'docs' }, v8, v7] }];

		const written = writeSharedDocs(root, instances).map((f) => path.relative(root, f)).sort();
		assert.deepEqual(written, ['generated/docs/legacy/v7/basics/autowiring.mdx', 'generated/docs/legacy/v7/basics/backend.mdx', 'generated/docs/legacy/v8/basics/autowiring.mdx', 'generated/docs/legacy/v8/basics/backend.mdx']);
		assert.equal(fs.existsSync(path.join(root, 'generated/docs/legacy/v5/stale.mdx')), false);
		assert.equal(describeSource(root, path.join(root, 'generated/docs/legacy/v7/basics/autowiring.mdx')), file);
		assert.equal(describeSource(root, path.join(root, 'content/docs/legacy/v7/versions.mdx')), 'content/docs/legacy/v7/versions.mdx');

		fs.writeFileSync(path.join(root, 'content/docs/legacy/shared/basics/backend.mdx'), '---\ntitle: Backend\nversions: [v7, v9]\n---\n');
		assert.throws(() => writeSharedDocs(root, instances), /backend\.mdx: versions lists v9, which site\.config\.ts does not define/);
		fs.rmSync(root, { recursive: true, force: true });
	});
});
