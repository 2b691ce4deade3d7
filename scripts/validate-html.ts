/**
 * Runs the Nu Html Checker (vnu-jar from npm, Debian's Java) over every HTML file of a build in
 * one JVM and writes test-results/vnu.tap (one test per file) and test-results/vnu.exit; any
 * error fails. Usage: node --import tsx scripts/validate-html.ts [public-dir] [results-dir]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { vnuToTap, type VnuMessage } from './vnu-results';

const root = path.resolve(process.argv[2] ?? 'public');
const resultsDir = path.resolve(process.argv[3] ?? 'test-results');
const jar = path.resolve(__dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');

function htmlFiles(dir: string): string[] {
	return fs
		.readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && /\.html?$/.test(entry.name))
		.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
		.sort();
}

function finish(tap: string, code: number): never {
	fs.mkdirSync(resultsDir, { recursive: true });
	fs.writeFileSync(path.join(resultsDir, 'vnu.tap'), tap);
	fs.writeFileSync(path.join(resultsDir, 'vnu.exit'), `${code}\n`);
	process.exit(code);
}
const fatal = (reason: string) => {
	console.error(`vnu: ${reason}`);
	finish(`TAP version 13\n1..1\nnot ok 1 - vnu: ${reason.replace(/\s+/g, ' ')}\n# tests 1\n# pass 0\n# fail 1\n`, 1);
};

if (!fs.existsSync(root)) fatal(`${root} does not exist (build first)`);
const files = htmlFiles(root);
const started = Date.now();
// -Xss: the checker recurses over the tree; long pages with deep nesting need a bigger stack.
const run = spawnSync('java', ['-Xss4m', '-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', root], {
	encoding: 'utf8',
	maxBuffer: 512 * 1024 * 1024,
});
if (run.error) fatal(`could not start java (${run.error.message}); scripts/ensure-deps.sh installs default-jre-headless`);
// vnu writes its JSON report to stderr; exit 1 means "errors found", anything else a failure to check.
let messages: VnuMessage[];
try {
	messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
} catch {
	fatal(`no JSON report (exit ${run.status}): ${run.stderr.slice(0, 400)}`);
}
if (run.status !== 0 && run.status !== 1) fatal(`exited with ${run.status}`);

const outcome = vnuToTap(files, messages!, root);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`vnu: ${outcome.errors} errors on ${outcome.failedFiles.length} of ${outcome.pages} pages (${seconds} s)`);
const shown = outcome.tap.split('\n').filter((line) => /^not ok|^ {4}- /.test(line));
for (const line of shown.slice(0, 60)) console.log(line);
if (shown.length > 60) console.log(`… ${shown.length - 60} more lines in ${path.join(resultsDir, 'vnu.tap')}`);
finish(outcome.tap, outcome.failedFiles.length + outcome.orphans.length > 0 ? 1 : 0);
