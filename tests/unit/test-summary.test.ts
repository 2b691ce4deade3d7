import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closingLine, stepTimes, summarise, type PlaywrightReport, type TapStep } from '../../scripts/summarise-results';

const nodeTap = (pass: number, fail: number, extra = '') => `TAP version 13\n1..${pass + fail}\n# tests ${pass + fail}\n# pass ${pass}\n# fail ${fail}\n${extra}`;
const ok: TapStep = { name: 'tsc', tap: '1..1\nok 1 - tsc\n', exitCode: 0 };

/** A Playwright JSON report with one spec file holding tests of the given statuses. */
function report(statuses: string[], errors: string[] = []): PlaywrightReport {
	return {
		suites: [
			{
				specs: statuses.map((status, i) => ({
					title: `test ${i}`,
					tests: [{ projectName: 'desktop', status: status === 'interrupted' ? 'skipped' : status, results: status === 'interrupted' ? [{ status: 'interrupted' }] : [{ status: status === 'unexpected' ? 'failed' : 'passed' }] }],
				})),
			},
		],
		errors: errors.map((message) => ({ message })),
	};
}
const listing = (count: number) => report(Array.from({ length: count }, () => 'expected'));

describe('test summary', () => {
	it('adds up passing steps and e2e tests', () => {
		const summary = summarise([{ name: 'unit', tap: nodeTap(10, 0), exitCode: 0 }, ok], { listed: listing(3), report: report(['expected', 'expected', 'flaky']), exitCode: 0 });
		assert.equal(closingLine(summary), '14 passed, 0 failed');
	});

	it('counts a failing Playwright test and keeps the rest', () => {
		const summary = summarise([ok], { listed: listing(3), report: report(['expected', 'unexpected', 'expected']), exitCode: 1 });
		assert.equal(closingLine(summary), '3 passed, 1 failed');
	});

	it('a spec that fails to load is a failure, and so is every listed test that did not run', () => {
		const loadError = 'Error: boom at import of tests/e2e/broken.spec.ts';
		const summary = summarise([ok], { listed: { suites: [], errors: [{ message: loadError }] }, report: { suites: [], errors: [{ message: loadError }] }, exitCode: 1 });
		assert.equal(summary.passed, 1);
		assert.equal(summary.failed, 2);
		assert.match(summary.problems.join('\n'), /listing failed: Error: boom/);
	});

	it('a run that stops early counts the tests it never reached', () => {
		const summary = summarise([], { listed: listing(5), report: report(['expected', 'expected']), exitCode: 1 });
		assert.equal(closingLine(summary), '2 passed, 3 failed');
		assert.match(summary.problems[0], /5 tests listed, 2 ran/);
	});

	it('an interrupted test is a failure, not a skip', () => {
		const summary = summarise([], { listed: listing(2), report: report(['expected', 'interrupted']), exitCode: 1 });
		assert.equal(closingLine(summary), '1 passed, 1 failed');
	});

	it('a web server that crashes before the tests start fails the run', () => {
		const summary = summarise([ok], { listed: listing(4), report: report([], ['Error: Process from config.webServer exited early.']), exitCode: 1 });
		assert.equal(summary.passed, 1);
		assert.equal(summary.failed, 5);
		assert.match(summary.problems.join('\n'), /webServer exited early/);
	});

	it('a missing e2e results file fails every listed test', () => {
		const summary = summarise([ok], { listed: listing(7), report: null, exitCode: null });
		assert.equal(closingLine(summary), '1 passed, 7 failed');
	});

	it('a missing e2e results file with nothing listed still fails', () => {
		assert.equal(summarise([], { listed: null, report: null, exitCode: null }).failed, 1);
	});

	it('a missing step results file is a failure', () => {
		const summary = summarise([{ name: 'build-failures', tap: null, exitCode: null }], null);
		assert.equal(closingLine(summary), '0 passed, 1 failed');
		assert.match(summary.problems[0], /build-failures: no results file/);
	});

	it('a TAP stream cut off before its summary is a failure', () => {
		const summary = summarise([{ name: 'unit', tap: 'TAP version 13\nok 1 - a\nok 2 - b\n', exitCode: 1 }], null);
		assert.equal(closingLine(summary), '2 passed, 1 failed');
	});

	it('cancelled node tests count as failed', () => {
		assert.equal(summarise([{ name: 'unit', tap: nodeTap(4, 0, '# cancelled 2\n'), exitCode: 1 }], null).failed, 2);
	});

	it('a step that ran no test is a failure', () => {
		assert.equal(summarise([{ name: 'unit', tap: nodeTap(0, 0), exitCode: 0 }], null).failed, 1);
	});

	it('a non-zero exit with no failing test recorded is a failure', () => {
		assert.equal(summarise([{ name: 'unit', tap: nodeTap(3, 0), exitCode: 1 }], null).failed, 1);
		assert.equal(summarise([], { listed: listing(1), report: report(['expected']), exitCode: 1 }).failed, 1);
	});

	it('skipped tests are shown but are neither passes nor failures', () => {
		assert.equal(closingLine(summarise([], { listed: listing(2), report: report(['expected', 'skipped']), exitCode: 0 })), '1 passed, 0 failed, 1 skipped');
	});
});

describe('step times', () => {
	it('lists each step longest first, and totals the steps that ran in sequence', () => {
		const lines = stepTimes('unit\t36\ne2e\t421\nconfigured-build (background)\t170\ntsc\t19\n');
		assert.equal(lines[0], 'Step times:');
		assert.deepEqual(
			lines.slice(1).map((line) => line.trim().split(/\s{2,}/)[0]),
			['e2e', 'configured-build (background)', 'unit', 'tsc', 'total, in sequence'],
		);
		assert.match(lines[1], /421 s {2}\(7:01\)$/);
		assert.match(lines.at(-1) ?? '', /476 s {2}\(7:56\)$/);
	});
	it('prints nothing when no step recorded a time, and skips lines that are not name and seconds', () => {
		assert.deepEqual(stepTimes(null), []);
		assert.deepEqual(stepTimes('garbage\n\tx\n'), []);
	});
});
