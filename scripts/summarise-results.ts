/**
 * The closing line of `npm test`, computed from what each step left behind. Anything that is not
 * a recorded pass counts as a failure: a missing results file, a runner that stopped before its
 * summary, a non-zero exit with no failing test recorded, a spec that failed to load, and tests
 * that were listed but never ran.
 */

export interface TapStep {
	name: string;
	/** TAP text, or null when the step left no results file. */
	tap: string | null;
	/** The step's exit code, or null when it did not record one. */
	exitCode: number | null;
}

/** The parts of Playwright's JSON report (and of `--list --reporter=json`) read here. */
export interface PlaywrightReport {
	suites?: PlaywrightSuite[];
	errors?: { message?: string }[];
}
interface PlaywrightSuite {
	suites?: PlaywrightSuite[];
	specs?: { title: string; tests: { projectName?: string; status?: string; results?: { status?: string }[] }[] }[];
}

export interface E2eStep {
	/** The `--list` report, or null when listing left no file. */
	listed: PlaywrightReport | null;
	/** The run's report, or null when the run left no file (never ran, or crashed). */
	report: PlaywrightReport | null;
	exitCode: number | null;
}

export interface Summary {
	passed: number;
	failed: number;
	skipped: number;
	/** One line per counted failure that no test reported itself. */
	problems: string[];
}

function tapCounts(tap: string): { passed: number; failed: number; complete: boolean } {
	const summary = (key: string) => {
		const match = new RegExp(`^# ${key} (\\d+)`, 'm').exec(tap);
		return match ? Number(match[1]) : null;
	};
	const pass = summary('pass');
	const fail = summary('fail');
	if (pass !== null && fail !== null) {
		// Cancelled tests (a file that never finished) are failures too.
		return { passed: pass, failed: fail + (summary('cancelled') ?? 0), complete: true };
	}
	// Top-level results only: subtests are indented.
	const passed = (tap.match(/^ok /gm) ?? []).length;
	const failed = (tap.match(/^not ok /gm) ?? []).length;
	const plan = /^1\.\.(\d+)/m.exec(tap);
	return { passed, failed, complete: plan !== null && passed + failed >= Number(plan[1]) };
}

function* walkTests(suites: PlaywrightSuite[] = []): Generator<{ title: string; status?: string; results?: { status?: string }[] }> {
	for (const suite of suites) {
		for (const spec of suite.specs ?? []) {
			for (const test of spec.tests) yield { title: spec.title, status: test.status, results: test.results };
		}
		yield* walkTests(suite.suites);
	}
}

export function summarise(steps: TapStep[], e2e: E2eStep | null): Summary {
	const result: Summary = { passed: 0, failed: 0, skipped: 0, problems: [] };
	const problem = (count: number, text: string) => {
		result.failed += count;
		result.problems.push(`${text} (counted as ${count} failed)`);
	};

	for (const step of steps) {
		if (step.tap === null) {
			problem(1, `${step.name}: no results file`);
			continue;
		}
		const counts = tapCounts(step.tap);
		result.passed += counts.passed;
		result.failed += counts.failed;
		if (!counts.complete) problem(1, `${step.name}: stopped before reporting all its tests`);
		else if (counts.passed + counts.failed === 0) problem(1, `${step.name}: ran no test`);
		else if (step.exitCode !== null && step.exitCode !== 0 && counts.failed === 0) problem(1, `${step.name}: exited with ${step.exitCode} but recorded no failing test`);
	}

	if (e2e === null) return result;
	const listed = e2e.listed ? [...walkTests(e2e.listed.suites)].length : 0;
	for (const error of e2e.listed?.errors ?? []) problem(1, `e2e: listing failed: ${firstLine(error.message)}`);
	if (e2e.report === null) {
		problem(Math.max(listed, 1), 'e2e: no results file (the run did not happen or crashed)');
		return result;
	}
	let executed = 0;
	const failedBefore = result.failed;
	for (const test of walkTests(e2e.report.suites)) {
		const interrupted = (test.results ?? []).some((r) => r.status === 'interrupted');
		if (test.status === 'expected' || test.status === 'flaky') {
			result.passed += 1;
			executed += 1;
		} else if (test.status === 'unexpected' || interrupted) {
			result.failed += 1;
			executed += 1;
		} else if (test.status === 'skipped') {
			result.skipped += 1;
			executed += 1;
		}
	}
	for (const error of e2e.report.errors ?? []) problem(1, `e2e: ${firstLine(error.message)}`);
	if (executed < listed) problem(listed - executed, `e2e: ${listed} tests listed, ${executed} ran`);
	if (e2e.exitCode !== null && e2e.exitCode !== 0 && result.failed === failedBefore) problem(1, `e2e: Playwright exited with ${e2e.exitCode} but recorded no failing test`);
	return result;
}

function firstLine(text = 'unknown error'): string {
	return text.replace(/\x1b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim() !== '') ?? 'unknown error';
}

export function closingLine(summary: Summary): string {
	return `${summary.passed} passed, ${summary.failed} failed${summary.skipped > 0 ? `, ${summary.skipped} skipped` : ''}`;
}

/**
 * The step times `scripts/test.sh` recorded (test-results/timings.tsv: name, a tab, seconds), one
 * line each, longest first, with the total of the steps that ran one after another. A step run in
 * the background is marked so and left out of the total.
 */
export function stepTimes(tsv: string | null): string[] {
	const rows = (tsv ?? '')
		.split('\n')
		.map((line) => line.split('\t'))
		.filter((cells) => cells.length === 2 && /^\d+$/.test(cells[1]))
		.map(([name, seconds]) => ({ name, seconds: Number(seconds) }));
	if (rows.length === 0) return [];
	const totalLabel = 'total, in sequence';
	const width = Math.max(totalLabel.length, ...rows.map((r) => r.name.length));
	const minutes = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
	const total = rows.filter((r) => !r.name.includes('(background)')).reduce((sum, r) => sum + r.seconds, 0);
	return [
		'Step times:',
		...[...rows].sort((a, b) => b.seconds - a.seconds).map((r) => `  ${r.name.padEnd(width)}  ${String(r.seconds).padStart(4)} s  (${minutes(r.seconds)})`),
		`  ${totalLabel.padEnd(width)}  ${String(total).padStart(4)} s  (${minutes(total)})`,
	];
}
