/**
 * Checks the forms hook reference while it is being written: every entry of src/data/formsHooks
 * names a hook the plugin composes (data/api-surface.json), which plugin hooks have no entry yet,
 * and that the MDX pages under the given folders expand (<HookReference />) and say enough.
 * Usage: node --import tsx scripts/check-forms-hooks.ts [content/forms/php ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { formsHookName, formsHooks } from '../src/data/formsHooks';
import { analyzeMdx } from '../src/build/mdx/analyze';
import { createRemarkPlugins } from '../src/build/mdx/remarkPlugins';

const surface = JSON.parse(fs.readFileSync('data/api-surface.json', 'utf8')) as { forms: { filters: string[]; actions: string[] } };
const real = new Map<string, 'filter' | 'action'>([...surface.forms.filters.map((n) => [n, 'filter'] as const), ...surface.forms.actions.map((n) => [n, 'action'] as const)]);
let problems = 0;
const documented = new Set<string>();
for (const hook of formsHooks) {
	const name = formsHookName(hook.path);
	if (documented.has(name)) (problems++, console.log(`DUPLICATE ${name}`));
	documented.add(name);
	if (!real.has(name)) (problems++, console.log(`NOT IN PLUGIN ${name} (path ${JSON.stringify(hook.path)})`));
	else if (real.get(name) !== hook.kind) (problems++, console.log(`WRONG KIND ${name}: the plugin has it as ${real.get(name)}`));
	if (hook.kind === 'filter' && !hook.returns) (problems++, console.log(`NO RETURNS ${name}`));
	if (!hook.example.includes(name)) (problems++, console.log(`EXAMPLE DOES NOT USE ${name}`));
}
const missing = [...real.keys()].filter((n) => !documented.has(n));
console.log(`${documented.size} documented, ${missing.length} plugin hooks without an entry`);
if (process.env.SHOW_MISSING) console.log(missing.join('\n'));

const plugins = createRemarkPlugins({ contentRoot: 'content', sourceRoot: '.' } as never);
const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.mdx') ? [path.join(dir, e.name)] : []));
for (const dir of process.argv.slice(2)) {
	for (const file of walk(dir)) {
		const body = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
		try {
			const { wordCount } = analyzeMdx(body, file, plugins);
			if (wordCount < 150) (problems++, console.log(`SHORT ${file}: ${wordCount} words`));
		} catch (error) {
			problems++;
			console.log(`BROKEN ${(error as Error).message}`);
		}
	}
}
console.log(problems ? `${problems} problem(s)` : 'ok');
process.exitCode = problems ? 1 : 0;
