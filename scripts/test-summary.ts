/**
 * Prints the closing line of `npm test` from the files each step of scripts/test.sh left in
 * test-results/ (<step>.tap, <step>.exit, e2e-list.json, e2e.json), and exits non-zero when
 * anything failed. Extra TAP files (the start smoke of .ci/run) come in TEST_EXTRA_TAP.
 */
import fs from 'node:fs';
import path from 'node:path';
import { closingLine, stepTimes, summarise, type PlaywrightReport, type TapStep } from './summarise-results';

const dir = 'test-results';
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
const exitCode = (name: string) => {
	const text = read(path.join(dir, `${name}.exit`));
	return text === null ? null : Number(text.trim());
};
const json = (file: string): PlaywrightReport | null => {
	const text = read(file);
	if (text === null) return null;
	try {
		return JSON.parse(text) as PlaywrightReport;
	} catch {
		return { errors: [{ message: `${file} is not valid JSON` }] };
	}
};

// `--quick` (npm run test:quick) runs only the first three steps and the e2e specs.
const quick = process.argv.includes('--quick');
const names = quick ? ['unit', 'tsc', 'build-errors', 'deploy'] : ['unit', 'tsc', 'build-errors', 'deploy', 'gatsby-build', 'budgets', 'search-relevance', 'nginx', 'deploy-nginx', 'vnu', 'configured-build', 'build-failures', 'edit-rebuild'];
const steps: TapStep[] = names.map((name) => ({
	name,
	tap: read(path.join(dir, `${name}.tap`)),
	exitCode: exitCode(name),
}));
for (const file of (process.env.TEST_EXTRA_TAP ?? '').split(':').filter(Boolean)) {
	steps.push({ name: path.basename(file, '.tap'), tap: read(file), exitCode: null });
}
const summary = summarise(steps, {
	listed: json(path.join(dir, 'e2e-list.json')),
	report: json(path.join(dir, 'e2e.json')),
	exitCode: exitCode('e2e'),
});

// The start smoke of .ci/run times itself before npm test starts (TEST_EXTRA_TIMINGS).
const timings = [process.env.TEST_EXTRA_TIMINGS ?? '', path.join(dir, 'timings.tsv')].filter(Boolean).map(read).filter((t): t is string => t !== null);
for (const line of stepTimes(timings.join('\n'))) console.log(line);
for (const problem of summary.problems) console.log(`not ok - ${problem}`);
console.log(closingLine(summary));
process.exit(summary.failed > 0 ? 1 : 0);
