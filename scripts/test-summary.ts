/** Adds up the unit (TAP), build and Playwright (JSON) results into the closing summary line. */
import fs from 'node:fs';

let passed = 0;
let failed = 0;

for (const file of ['test-results/unit.tap', 'test-results/tsc.tap', 'test-results/build.tap', 'test-results/gatsby-build.tap', 'test-results/configured-build.tap']) {
	if (!fs.existsSync(file)) {
		continue;
	}
	const tap = fs.readFileSync(file, 'utf8');
	const pass = /^# pass (\d+)/m.exec(tap);
	const fail = /^# fail (\d+)/m.exec(tap);
	if (pass && fail) {
		passed += Number(pass[1]);
		failed += Number(fail[1]);
	} else {
		passed += (tap.match(/^ok /gm) ?? []).length;
		failed += (tap.match(/^not ok /gm) ?? []).length;
	}
}

const e2eFile = 'test-results/e2e.json';
if (fs.existsSync(e2eFile)) {
	const stats = JSON.parse(fs.readFileSync(e2eFile, 'utf8')).stats as { expected: number; unexpected: number; flaky: number };
	passed += stats.expected + stats.flaky;
	failed += stats.unexpected;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
