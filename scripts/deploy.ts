/**
 * Deploys the built site as an atomic, incremental, reversible release (src/node/serving/deploy.ts):
 *
 *   npm run deploy -- --to /srv/eightshift-docs [--from public] [--id ID] [--grace-hours 24] [--keep 5] [--dry-run]
 *   npm run deploy -- --to /srv/eightshift-docs --rollback
 *   npm run deploy -- --to /srv/eightshift-docs --prune --keep 5
 *
 * One deploy, rollback or prune runs at a time per folder (DIR/.lock); another one stops at once
 * with one line naming the owner, or waits up to --wait SECONDS for it.
 *
 * Serve it with the configuration `npm run nginx:config -- --root DIR/current --retained DIR/retained`
 * writes. Prints what was transferred and what was reused; bad input stops with a one-line error
 * and exit code 2, and nothing is switched.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { deploy, DeployError, type DeployIo, pruneReleases, rollback } from '../src/node/serving';

const { values } = parseArgs({
	options: {
		to: { type: 'string' },
		from: { type: 'string', default: 'public' },
		id: { type: 'string' },
		'grace-hours': { type: 'string', default: '24' },
		keep: { type: 'string' },
		'dry-run': { type: 'boolean', default: false },
		rollback: { type: 'boolean', default: false },
		prune: { type: 'boolean', default: false },
		wait: { type: 'string', default: '0' },
	},
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Tests fill the disk at the file-copy seam: DEPLOY_TEST_ENOSPC_AFTER=N fails every copy after the first N with ENOSPC. */
function faultyIo(): DeployIo | undefined {
	const after = process.env.DEPLOY_TEST_ENOSPC_AFTER;
	if (!after) return undefined;
	let copies = 0;
	return {
		copyFile: (a, b) => {
			copies += 1;
			if (copies > Number(after)) throw Object.assign(new Error(`ENOSPC: no space left on device, copyfile '${a}' -> '${b}'`), { code: 'ENOSPC' });
			fs.copyFileSync(a, b);
		},
		link: (a, b) => fs.linkSync(a, b),
	};
}

function main() {
	if (!values.to) throw new DeployError('deploy: --to DIR is required (the folder nginx serves DIR/current from)');
	const graceHours = Number(values['grace-hours']);
	if (!Number.isFinite(graceHours) || graceHours < 0) throw new DeployError(`deploy: --grace-hours must be a number of hours, not "${values['grace-hours']}"`);
	const keep = values.keep === undefined ? undefined : Number(values.keep);
	if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) throw new DeployError(`deploy: --keep must be a whole number of releases (1 or more), not "${values.keep}"`);
	const waitSeconds = Number(values.wait);
	if (!Number.isFinite(waitSeconds) || waitSeconds < 0) throw new DeployError(`deploy: --wait must be a number of seconds, not "${values.wait}"`);
	const graceSeconds = graceHours * 3600;
	if (values.rollback) {
		const result = rollback({ to: values.to, graceSeconds, waitSeconds });
		console.log(`deploy: rolled back from ${result.from} to ${result.to} in ${result.ms.toFixed(1)} ms`);
		return;
	}
	if (values.prune) {
		if (keep === undefined) throw new DeployError('deploy: --prune needs --keep N (how many releases to keep besides the current one and those in their grace period)');
		const pruned = pruneReleases({ to: values.to, keep, graceSeconds, waitSeconds });
		console.log(`deploy: pruned ${pruned.length ? pruned.join(', ') : 'nothing'}`);
		return;
	}
	// Tests interrupt a deploy at a named step with SIGKILL, as a crash or `kill -9` would, or hold it
	// there for a while (DEPLOY_TEST_PAUSE_AT=step:ms) so a second deploy meets its lock.
	const killAt = process.env.DEPLOY_TEST_KILL_AT;
	const [pauseAt, pauseMs] = (process.env.DEPLOY_TEST_PAUSE_AT ?? '').split(':');
	const report = deploy({
		from: values.from,
		to: values.to,
		id: values.id,
		graceSeconds,
		keep,
		dryRun: values['dry-run'],
		waitSeconds,
		io: faultyIo(),
		step: (name) => {
			if (name === killAt) process.kill(process.pid, 'SIGKILL');
			if (name === pauseAt) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(pauseMs));
		},
	});
	const what = `${report.files} files (${kb(report.bytes)}): ${report.transferredFiles} transferred (${kb(report.transferredBytes)}), ${report.reusedFiles} reused`;
	if (report.dryRun) {
		console.log(`deploy: dry run, release ${report.id} would have ${what}`);
		for (const file of report.transferred.slice(0, 50)) console.log(`  + ${file}`);
		if (report.transferred.length > 50) console.log(`  … and ${report.transferred.length - 50} more`);
		return;
	}
	console.log(`deploy: release ${report.id} is live (previous: ${report.previous ?? 'none'}); ${what}; switched in ${report.switchMs.toFixed(1)} ms (${report.retainedChanges} retained-tree changes)${report.pruned.length ? `; pruned ${report.pruned.join(', ')}` : ''}`);
}

try {
	main();
} catch (error) {
	if (error instanceof DeployError) {
		console.error(error.message);
		process.exit(2);
	}
	// A failed system call (permissions, I/O): one line too; what the deploy made is already removed.
	if (typeof (error as NodeJS.ErrnoException).code === 'string') {
		console.error(`deploy: ${(error as Error).message}; nothing was switched`);
		process.exit(1);
	}
	throw error;
}
