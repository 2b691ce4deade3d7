/**
 * The readers' query set (tests/search/user-queries.json) stays what it claims to be: the
 * tune/holdout split is the by-issue rule fixed before any tuning, and every answer route and
 * section exists in the content (the two scripts, run as a reader of the set would).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(__dirname, '../..');
const run = (script: string) => spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', script)], { cwd: root, encoding: 'utf8' });

describe('readers\u2019 query set', () => {
	it('every query is in the half its issue\u2019s hash puts it in', () => {
		const result = run('user-queries-split.ts');
		assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
		assert.match(result.stdout, /split agrees for all \d+ queries/);
	});

	it('every answer route and section exists, with no duplicate query', () => {
		const result = run('user-queries-check.ts');
		assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
		assert.match(result.stdout, /every route exists, every section is on its page, no duplicates/);
	});
});
