/**
 * Measures two local search engines on the real records (public/search-index/records.json, so run
 * after a build): index time, serialised index size, query latency and typo handling.
 * Usage: node --import tsx scripts/compare-search-engines.ts
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import type { SearchRecord } from '../src/build/searchRecords';
import { searchOptions } from '../src/search/localClient';

const records = JSON.parse(fs.readFileSync('public/search-index/records.json', 'utf8')) as SearchRecord[];
const docs = records.map((r, id) => ({ id, title: r.type === 'content' ? '' : (r.hierarchy[r.type as 'lvl1'] ?? ''), content: r.content ?? '' }));
const queries = ['autowiring', 'composer install', 'block manifest', 'wp cli', 'tailwind', 'autowirng', 'manifst', 'enqueue', 'variations', 'rest route'];
const gz = (text: string) => zlib.gzipSync(text).length;

function time<T>(fn: () => T): [T, number] {
	const start = performance.now();
	const result = fn();
	return [result, performance.now() - start];
}

function latency(run: (q: string) => number): { p50: number; p95: number } {
	const samples: number[] = [];
	for (let round = 0; round < 20; round += 1) {
		for (const q of queries) samples.push(time(() => run(q))[1]);
	}
	samples.sort((a, b) => a - b);
	return { p50: samples[Math.floor(samples.length / 2)], p95: samples[Math.floor(samples.length * 0.95)] };
}

const [mini, miniBuild] = time(() => {
	const index = new MiniSearch({ fields: ['title', 'content'], searchOptions });
	index.addAll(docs);
	return index;
});
const miniTypos = ['autowirng', 'manifst'].map((q) => mini.search(q).length);

const [flex, flexBuild] = time(() => {
	const index = new FlexSearch.Document({ document: { id: 'id', index: ['title', 'content'] }, tokenize: 'forward' });
	docs.forEach((d) => index.add(d));
	return index;
});
const flexExport: string[] = [];
flex.export((key: string, data: string) => {
	flexExport.push(`${key}:${data ?? ''}`);
});
const flexTypos = ['autowirng', 'manifst'].map((q) => flex.search(q).reduce((n: number, r: { result: unknown[] }) => n + r.result.length, 0));

const rawRecords = JSON.stringify(docs);
console.log(`${docs.length} records, ${(gz(rawRecords) / 1024).toFixed(1)} KB gzipped as plain JSON`);
console.log(`MiniSearch: build ${miniBuild.toFixed(0)} ms, serialised ${(gz(JSON.stringify(mini)) / 1024).toFixed(1)} KB gz, query p50/p95 ${Object.values(latency((q) => mini.search(q).length)).map((v) => v.toFixed(2)).join('/')} ms, typo hits ${miniTypos.join(', ')}`);
console.log(`FlexSearch: build ${flexBuild.toFixed(0)} ms, serialised ${(gz(flexExport.join('\n')) / 1024).toFixed(1)} KB gz, query p50/p95 ${Object.values(latency((q) => flex.search(q).length)).map((v) => v.toFixed(2)).join('/')} ms, typo hits ${flexTypos.join(', ')}`);
