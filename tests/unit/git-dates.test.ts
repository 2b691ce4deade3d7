import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { formatDay, gitDates, parseGitLog } from '../../src/node/sources/gitDates';

describe('last updated dates from git', () => {
	it('takes the newest commit date of each file from git log', () => {
		const log = '\0' + '2026-11-20\n\ncontent/docs/a.mdx\ncontent/docs/b.mdx\n' + '\0' + '2026-10-01\n\ncontent/docs/a.mdx\ncontent/docs/c.mdx\n';
		const dates = parseGitLog(log);
		assert.deepEqual([...dates], [['content/docs/a.mdx', '2026-11-20'], ['content/docs/b.mdx', '2026-11-20'], ['content/docs/c.mdx', '2026-10-01']]);
	});

	it('formats a day the same on every machine', () => {
		assert.equal(formatDay('2026-11-28'), '28 November 2026');
		assert.equal(formatDay('2025-01-05'), '5 January 2025');
	});

	it('dates files in a full clone, and none in a shallow clone or outside git', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
		const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_DATE: '2026-03-04T10:00:00Z', GIT_COMMITTER_DATE: '2026-03-04T10:00:00Z', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' } });
		const repo = path.join(dir, 'repo');
		fs.mkdirSync(path.join(repo, 'content'), { recursive: true });
		git(repo, 'init', '-q');
		fs.writeFileSync(path.join(repo, 'content/a.mdx'), 'one');
		git(repo, 'add', '.');
		git(repo, 'commit', '-qm', 'one');
		fs.writeFileSync(path.join(repo, 'content/b.mdx'), 'two');
		git(repo, 'add', '.');
		git(repo, 'commit', '-qm', 'two');
		const full = gitDates(repo);
		assert.equal(full.unavailable, null);
		assert.equal(full.of('content/a.mdx'), '2026-03-04');
		assert.equal(full.of('content/missing.mdx'), null);

		execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, path.join(dir, 'shallow')], { stdio: 'pipe' });
		const shallow = gitDates(path.join(dir, 'shallow'));
		assert.match(shallow.unavailable ?? '', /shallow/);
		assert.equal(shallow.of('content/a.mdx'), null, 'a shallow clone gives no date rather than a wrong one');

		const plain = path.join(dir, 'plain');
		fs.mkdirSync(plain);
		const none = gitDates(plain);
		assert.match(none.unavailable ?? '', /not a git repository/);
		assert.equal(none.of('content/a.mdx'), null);
		fs.rmSync(dir, { recursive: true, force: true });
	});
});
