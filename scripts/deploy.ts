/**
 * Deploys the built site as an atomic, incremental, reversible release (src/node/deploy.ts):
 *
 *   npm run deploy -- --to /srv/eightshift-docs [--from public] [--id ID] [--grace-hours 24] [--keep 5] [--dry-run]
 *   npm run deploy -- --to /srv/eightshift-docs --rollback
 *
 * Serve it with the configuration `npm run nginx:config -- --root DIR/current --retained DIR/retained`
 * writes. Prints what was transferred and what was reused; bad input stops with a one-line error
 * and exit code 2, and nothing is switched.
 */
import { parseArgs } from 'node:util';
import { deploy, DeployError, rollback } from '../src/node/deploy';

const { values } = parseArgs({
	options: {
		to: { type: 'string' },
		from: { type: 'string', default: 'public' },
		id: { type: 'string' },
		'grace-hours': { type: 'string', default: '24' },
		keep: { type: 'string' },
		'dry-run': { type: 'boolean', default: false },
		rollback: { type: 'boolean', default: false },
	},
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
	if (!values.to) throw new DeployError('deploy: --to DIR is required (the folder nginx serves DIR/current from)');
	const graceHours = Number(values['grace-hours']);
	if (!Number.isFinite(graceHours) || graceHours < 0) throw new DeployError(`deploy: --grace-hours must be a number of hours, not "${values['grace-hours']}"`);
	const keep = values.keep === undefined ? undefined : Number(values.keep);
	if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) throw new DeployError(`deploy: --keep must be a whole number of releases (1 or more), not "${values.keep}"`);
	const graceSeconds = graceHours * 3600;
	if (values.rollback) {
		const result = rollback({ to: values.to, graceSeconds });
		console.log(`deploy: rolled back from ${result.from} to ${result.to} in ${result.ms.toFixed(1)} ms`);
		return;
	}
	// Tests interrupt a deploy at a named step with SIGKILL, as a crash or `kill -9` would.
	const killAt = process.env.DEPLOY_TEST_KILL_AT;
	const report = deploy({
		from: values.from,
		to: values.to,
		id: values.id,
		graceSeconds,
		keep,
		dryRun: values['dry-run'],
		step: (name) => {
			if (name === killAt) process.kill(process.pid, 'SIGKILL');
		},
	});
	const what = `${report.files} files (${kb(report.bytes)}): ${report.transferredFiles} transferred (${kb(report.transferredBytes)}), ${report.reusedFiles} reused`;
	if (report.dryRun) {
		console.log(`deploy: dry run, release ${report.id} would have ${what}`);
		for (const file of report.transferred.slice(0, 50)) console.log(`  + ${file}`);
		if (report.transferred.length > 50) console.log(`  … and ${report.transferred.length - 50} more`);
		return;
	}
	console.log(`deploy: release ${report.id} is live (previous: ${report.previous ?? 'none'}); ${what}; switched in ${report.switchMs.toFixed(1)} ms${report.pruned.length ? `; pruned ${report.pruned.join(', ')}` : ''}`);
}

try {
	main();
} catch (error) {
	if (error instanceof DeployError) {
		console.error(error.message);
		process.exit(2);
	}
	throw error;
}
