/**
 * Checks tests/search/user-queries.json against the site's content: every `expect` route is in
 * data/published-routes.txt or has a content file, every `section` is a heading id of the first
 * expected page (ids made the way the build makes them: preprocessMdx, then remarkHeadingIds),
 * no query text appears twice, and the record fields hold allowed values.
 * Exits 1 naming every problem. Usage: node --import tsx scripts/user-queries-check.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Heading, Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { preprocessMdx } from '../src/node/mdx/preprocess';
import { documentSource } from '../src/node/mdx/renderDocument';
import remarkHeadingIds, { type HeadingData } from '../src/node/mdx/remarkHeadingIds';

interface UserQuery {
	q: string;
	expect: string[];
	section?: string;
	partial?: boolean;
	half: string;
	from: string;
	source: string;
	context: string;
}

const root = path.resolve(import.meta.dirname, '..');
const data = JSON.parse(fs.readFileSync(path.join(root, 'tests/search/user-queries.json'), 'utf8')) as { queries: UserQuery[]; unanswered: { source: string; missing: string }[] };
const published = new Set(
	fs
		.readFileSync(path.join(root, 'data/published-routes.txt'), 'utf8')
		.split('\n')
		.filter((line) => line.startsWith('/')),
);

function contentFile(route: string): string | null {
	for (const candidate of [`content${route}.mdx`, `content${route}/index.mdx`]) {
		if (fs.existsSync(path.join(root, candidate))) return path.join(root, candidate);
	}
	return null;
}

const idCache = new Map<string, Set<string>>();
function headingIds(file: string): Set<string> {
	const cached = idCache.get(file);
	if (cached) return cached;
	const body = preprocessMdx(documentSource(fs.readFileSync(file, 'utf8')));
	const processor = unified().use(remarkParse).use(remarkMdx).use(remarkHeadingIds);
	const tree = processor.runSync(processor.parse(body)) as Root;
	const ids = new Set<string>();
	visit(tree, 'heading', (heading: Heading) => {
		const id = (heading.data as HeadingData | undefined)?.id;
		if (id) ids.add(id);
	});
	idCache.set(file, ids);
	return ids;
}

const problems: string[] = [];
const seen = new Map<string, string>();
const allowed = {
	half: ['tune', 'holdout'],
	from: ['title', 'body', 'error', 'api'],
	context: ['/docs', '/forms', '/components', '/blog'],
};

for (const query of data.queries) {
	const name = `"${query.q}"`;
	const key = query.q.trim().toLowerCase();
	if (seen.has(key)) problems.push(`${name} appears twice (${seen.get(key)} and ${query.source})`);
	seen.set(key, query.source);
	if (!Array.isArray(query.expect) || query.expect.length === 0) problems.push(`${name} has no expected route`);
	for (const route of query.expect ?? []) {
		if (!published.has(route) && !contentFile(route)) problems.push(`${name} expects ${route}, which is neither a published route nor a content file`);
	}
	if (query.section) {
		const file = contentFile(query.expect[0]);
		if (!query.section.startsWith('#')) problems.push(`${name}: section ${query.section} must start with #`);
		else if (!file) problems.push(`${name}: section ${query.section} given, but ${query.expect[0]} has no content file to check it against`);
		else if (!headingIds(file).has(query.section.slice(1))) problems.push(`${name}: ${query.expect[0]} has no heading ${query.section}`);
	}
	for (const [field, values] of Object.entries(allowed)) {
		const value = (query as unknown as Record<string, string>)[field];
		if (!values.includes(value)) problems.push(`${name}: ${field} "${value}" is not one of ${values.join(', ')}`);
	}
	if (!/^https:\/\/github\.com\/infinum\/eightshift-[a-z-]+\/(issues|pull|discussions)\/\d+$/.test(query.source)) problems.push(`${name}: source ${query.source} is not an issue, pull request or discussion address`);
}

const answered = new Set(data.queries.map((query) => query.source));
for (const entry of data.unanswered ?? []) {
	if (answered.has(entry.source)) problems.push(`${entry.source} is listed as unanswered but has queries`);
}

if (problems.length > 0) {
	console.error(problems.join('\n'));
	process.exit(1);
}
console.log(`${data.queries.length} queries from ${answered.size} issues: every route exists, every section is on its page, no duplicates.`);
