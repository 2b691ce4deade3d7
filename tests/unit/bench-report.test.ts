/**
 * `npm run bench` writes its figures into docs/benchmarks.md (scripts/bench-report.ts): each mode
 * rewrites its own block and nothing else, and the chapter has a block for every mode, so a run
 * of an hour never fails at its last step.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { BENCH_CHAPTER, renderRun, replaceBlock, type BenchMode } from '../../scripts/bench-report';

const run = {
	mode: 'build' as const,
	args: ['--only=build', '--baseline=abc1234'],
	date: '2026-11-28',
	commit: 'def5678',
	printed: ['baseline: cold gatsby build 99.9 s, peak 1.72 GB', '\n| figure | baseline | this tree | ratio |\n|---|---|---|---|', '| cold gatsby build | 99.9 s | 91.6 s | 0.92x |'],
};

describe('bench report', () => {
	it('names the day, the commit and the command, keeps tables as tables and puts other lines in a text block', () => {
		const text = renderRun(run);
		assert.match(text, /^Measured on 2026-11-28 at def5678 with `npm run bench -- --only=build --baseline=abc1234`:/);
		assert.match(text, /```text\nbaseline: cold gatsby build 99\.9 s, peak 1\.72 GB\n```/);
		assert.match(text, /\n\| figure \| baseline \| this tree \| ratio \|\n\|---\|---\|---\|---\|\n\| cold gatsby build \| 99\.9 s \| 91\.6 s \| 0\.92x \|$/);
	});

	it('rewrites only its own block', () => {
		const chapter = 'intro\n<!-- bench:build -->\nold build\n<!-- /bench:build -->\nmiddle\n<!-- bench:scale -->\nold scale\n<!-- /bench:scale -->\nend\n';
		const next = replaceBlock(chapter, 'build', 'new build');
		assert.equal(next, 'intro\n<!-- bench:build -->\nnew build\n<!-- /bench:build -->\nmiddle\n<!-- bench:scale -->\nold scale\n<!-- /bench:scale -->\nend\n');
		assert.equal(replaceBlock(next, 'build', 'new build'), next);
	});

	it('fails naming the chapter when a block is missing', () => {
		assert.throws(() => replaceBlock('no markers here', 'search', 'x'), /^Error: docs\/benchmarks\.md: no block for "search"/);
	});

	it('finds a block for every mode in the real chapter', () => {
		const chapter = fs.readFileSync(path.join(__dirname, '../..', BENCH_CHAPTER), 'utf8');
		for (const mode of ['full', 'build', 'scale', 'search', 'pages'] satisfies BenchMode[]) {
			assert.doesNotThrow(() => replaceBlock(chapter, mode, 'x'), `no ${mode} block`);
		}
	});
});
