/**
 * Bad input must fail `gatsby build` with a message naming the file. Each case copies the
 * project to a temporary folder (node_modules linked), breaks one thing and builds.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const root = path.resolve(__dirname, '../..');
const skip = new Set(['node_modules', '.cache', 'public', 'test-results', '.git', 'bench-results', 'generated']);
const made: string[] = [];

function copyProject(): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'es-build-'));
	made.push(dir);
	for (const entry of fs.readdirSync(root)) {
		if (!skip.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
	}
	fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
	return dir;
}

function build(dir: string): { code: number | null; output: string } {
	const result = spawnSync(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build'], {
		cwd: dir,
		encoding: 'utf8',
		env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
		timeout: 300_000,
	});
	// Gatsby wraps long lines; join them so file paths can be matched whole.
	const output = `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replace(/\n(?=\S)/g, ' ');
	return { code: result.status, output };
}

const fixtures = path.join(root, 'tests/fixtures/build-errors');

/** Copies a fixture into the project copy, at `target` (relative to the copy). */
function place(dir: string, fixture: string, target: string) {
	fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
	fs.copyFileSync(path.join(fixtures, fixture), path.join(dir, target));
}

function edit(dir: string, file: string, change: (text: string) => string) {
	const target = path.join(dir, file);
	fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
}

after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('gatsby build rejects bad input', { concurrency: 1 }, () => {
	it('a code block language with no grammar', () => {
		const dir = copyProject();
		edit(dir, 'content/docs/versions.mdx', (t) => `${t}\n\n\`\`\`klingon\nqapla'\n\`\`\`\n`);
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /content\/docs\/versions\.mdx/);
		assert.match(output, /"klingon" has no grammar/);
	});

	it('a sidebar naming a doc id that does not exist', () => {
		const dir = copyProject();
		edit(dir, 'content/sidebars/docs.ts', (t) => t.replace("'welcome',", "'welcome',\n\t'ghost-page',"));
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /content\/sidebars\/docs\.ts:\d+: .*"ghost-page", which does not exist\. Hint: /);
	});

	it('an unknown front matter key', () => {
		const dir = copyProject();
		edit(dir, 'content/docs/versions.mdx', (t) => t.replace(/^---\n/, '---\nsidebar_postion: 3\n'));
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /content\/docs\/versions\.mdx:2: front matter .*"sidebar_postion"\. Hint: did you mean "sidebar_position"\?/);
	});

	it('malformed front matter (fixture): file, line and a hint', () => {
		const dir = copyProject();
		place(dir, 'malformed-front-matter.mdx', 'content/docs/fixture-front-matter.mdx');
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /content\/docs\/fixture-front-matter\.mdx: front matter is not valid YAML \(line 3 of the file\): .*Hint: quote values/);
	});

	it('an MDX syntax error (fixture): file, line and a hint', () => {
		const dir = copyProject();
		place(dir, 'mdx-syntax.mdx', 'content/docs/fixture-syntax.mdx');
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /content\/docs\/fixture-syntax\.mdx:8:34: this \{ opens an expression that never closes .*Hint: MDX reads \{ … \} as JavaScript/);
	});

	it('a missing image (fixture): file, line and a hint', () => {
		const dir = copyProject();
		place(dir, 'missing-image.mdx', 'content/docs/fixture-image.mdx');
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /content\/docs\/fixture-image\.mdx:8:1: image \/img\/pipeline-that-was-never-added\.svg does not exist .*Hint: add the file to static\//);
	});

	it('a sidebar cycle (fixture): file, line and a hint, not a stack overflow', () => {
		const dir = copyProject();
		place(dir, 'sidebar-cycle.ts', 'content/sidebars/docs.ts');
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /content\/sidebars\/docs\.ts:4: category "Basics" contains itself \(sidebar > category "Basics" > category "Advanced" > category "Basics"\)\. Hint: a sidebar is a tree/);
		assert.doesNotMatch(output, /Maximum call stack/);
	});

	it('a duplicate slug (fixture): file, line and a hint', () => {
		const dir = copyProject();
		place(dir, 'duplicate-slug.mdx', 'content/docs/fixture-slug.mdx');
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /content\/docs\/fixture-slug\.mdx:4: front matter slug "theme" gives \/docs\/theme, which is already the URL of content\/docs\/theme\.mdx\. Hint: pick another slug/);
	});

	it('a page module without a default export', () => {
		const dir = copyProject();
		fs.writeFileSync(path.join(dir, 'src/pages/named-only.tsx'), "import React from 'react';\n\nexport function NamedOnly() {\n\treturn <p>Only a named export</p>;\n}\n");
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /without a valid default export/);
		assert.match(output, /src\/pages\/named-only\.tsx/);
	});

	it('a broken internal link', () => {
		const dir = copyProject();
		edit(dir, 'content/docs/versions.mdx', (t) => `${t}\n\nSee [the missing page](/docs/nowhere-to-be-found).\n`);
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /Broken link on \/docs\/versions \(content\/docs\/versions\.mdx\): \/docs\/nowhere-to-be-found/);
	});

	it('a published URL the build does not produce', () => {
		const dir = copyProject();
		edit(dir, 'data/published-routes.txt', (t) => `${t.trimEnd()}\n/docs/a-page-readers-bookmarked\n`);
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /data\/published-routes\.txt:\d+: published URL \/docs\/a-page-readers-bookmarked is not produced by the build/);
	});

	it('a document using a component the registry does not have', () => {
		const dir = copyProject();
		edit(dir, 'content/docs/versions.mdx', (t) => `${t}\n\n<VersionMatrix />\n`);
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /content\/docs\/versions\.mdx: rendering failed: .*VersionMatrix/);
	});

	it('a shared archived page: an unclosed <Only> block, and an unknown component, named by the shared file', () => {
		const dir = copyProject();
		const shared = 'content/docs/legacy/shared/fixture/only-check.mdx';
		const head = '---\ntitle: Only check\ndescription: A fixture.\nversions: [v8]\n---\n\nText for version eight.\n\n';
		fs.mkdirSync(path.join(dir, path.dirname(shared)), { recursive: true });
		fs.writeFileSync(path.join(dir, shared), `${head}<Only versions="v8">\n\nNever closed.\n`);
		const unclosed = build(dir);
		assert.notEqual(unclosed.code, 0);
		assert.match(unclosed.output, /content\/docs\/legacy\/shared\/fixture\/only-check\.mdx:9: <Only versions="…"> is never closed/);

		fs.writeFileSync(path.join(dir, shared), `${head}<Only versions="v8">\n\n<VersionMatrix />\n\n</Only>\n`);
		const unknown = build(dir);
		assert.notEqual(unknown.code, 0);
		assert.match(unknown.output, /content\/docs\/legacy\/shared\/fixture\/only-check\.mdx: rendering failed: .*VersionMatrix/);
		assert.doesNotMatch(unknown.output, /generated\/docs/);
	});

	it('a document that imports a module', () => {
		const dir = copyProject();
		edit(dir, 'content/docs/versions.mdx', (t) => `${t}\n\nimport { Matrix } from '../../src/blocks/Matrix';\n`);
		const { code, output } = build(dir);
		assert.notEqual(code, 0);
		assert.match(output, /content\/docs\/versions\.mdx:\d+: import and export are not supported in documents/);
	});
});
