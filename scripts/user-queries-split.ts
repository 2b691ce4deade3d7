/**
 * Audits the tune/holdout split of tests/search/user-queries.json. The split is by issue and was
 * fixed before any ranking was looked at: half = the first hex digit of sha1(source) is even ?
 * "tune" : "holdout", so every query of one issue lands in the same half. Recomputes it for each
 * query and exits 1 naming every query whose stored half disagrees; otherwise prints the counts.
 * Usage: node --import tsx scripts/user-queries-split.ts
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function halfOf(source: string): 'tune' | 'holdout' {
	const first = crypto.createHash('sha1').update(source, 'utf8').digest('hex')[0];
	return parseInt(first, 16) % 2 === 0 ? 'tune' : 'holdout';
}

const file = path.resolve(import.meta.dirname, '../tests/search/user-queries.json');
const { queries } = JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: { q: string; half: string; source: string }[] };

const wrong = queries.filter((query) => query.half !== halfOf(query.source));
if (wrong.length > 0) {
	for (const query of wrong) console.error(`"${query.q}" (${query.source}) is stored as ${query.half}, the rule gives ${halfOf(query.source)}`);
	process.exit(1);
}

const count = (half: string) => ({
	queries: queries.filter((query) => query.half === half).length,
	issues: new Set(queries.filter((query) => query.half === half).map((query) => query.source)).size,
});
const tune = count('tune');
const holdout = count('holdout');
console.log(`split agrees for all ${queries.length} queries: tune ${tune.queries} queries from ${tune.issues} issues, holdout ${holdout.queries} queries from ${holdout.issues} issues`);
