import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { composeHookNames } from '../../scripts/extract-api';
import { analyzeMdx } from '../../src/node/mdx/analyze';
import { documentsByHook, hookMarkdown, hookSummaryMarkdown, referencedHookNames } from '../../src/node/mdx/remarkHookReference';
import { createRemarkPlugins } from '../../src/node/mdx/remarkPlugins';
import { formsHookName, formsHooks, hooksByName } from '../../src/data/formsHooks';

const surface = JSON.parse(fs.readFileSync('data/api-surface.json', 'utf8')) as { forms: { filters: string[]; actions: string[] } };
const plugins = createRemarkPlugins({ contentDir: 'content', instances: [] } as never);

describe('forms hook names', () => {
	it('follow the plugin rule: camelCase and kebab-case keys become snake_case under es_forms', () => {
		assert.equal(formsHookName(['block', 'formSelector', 'formTemplates']), 'es_forms_block_form_selector_form_templates');
		assert.equal(formsHookName(['integrations', 'friendly-captcha', 'prePostParams']), 'es_forms_integrations_friendly_captcha_pre_post_params');
	});

	it('are composed from a nested PHP array, resolving SETTINGS_TYPE_KEY constants', () => {
		const php = `[
			'block' => [ 'form' => [ 'redirectionTimeout', 'successRedirectUrl' ], ],
			'integrations' => [ SettingsHubspot::SETTINGS_TYPE_KEY => [ 'filesOptions' ], ],
			'general' => [ 'locale' ],
		]`;
		assert.deepEqual(composeHookNames(php, new Map([['SettingsHubspot', 'hubspot']])), [
			'es_forms_block_form_redirection_timeout',
			'es_forms_block_form_success_redirect_url',
			'es_forms_integrations_hubspot_files_options',
			'es_forms_general_locale',
		]);
	});
});

describe('forms hook data', () => {
	const real = new Map<string, string>([...surface.forms.filters.map((n) => [n, 'filter'] as [string, string]), ...surface.forms.actions.map((n) => [n, 'action'] as [string, string])]);

	it('describes only hooks the plugin composes, each with its real kind', () => {
		for (const hook of formsHooks) {
			const name = formsHookName(hook.path);
			assert.equal(real.get(name), hook.kind, `${name} (${JSON.stringify(hook.path)})`);
		}
	});

	it('describes every public filter and action of the plugin, once', () => {
		const documented = hooksByName();
		const missing = [...real.keys()].filter((n) => !documented.has(n));
		assert.deepEqual(missing, []);
		assert.equal(documented.size, formsHooks.length);
	});

	it('gives filters a return value and every example the exact hook name', () => {
		for (const hook of formsHooks) {
			const name = formsHookName(hook.path);
			if (hook.kind === 'filter') assert.ok(hook.returns, `${name} has no returns`);
			else assert.equal(hook.returns, undefined, `${name} is an action with a return value`);
			assert.ok(hook.example.includes(`'${name}'`), `${name}: the example does not use the hook`);
			assert.match(hook.since, /^\d+\.\d+\.\d+$/, `${name}: since`);
		}
	});
});

describe('<HookReference />', () => {
	it('expands one hook into a facts table, parameters, return value and a PHP example', () => {
		const { headings } = analyzeMdx('Intro.\n\n<HookReference name="es_forms_block_form_redirection_timeout" />\n', 'content/forms/x.mdx', plugins);
		assert.deepEqual(
			headings.map((h) => h.id),
			['parameters', 'returns', 'example', 'notes'],
		);
		const markdown = hookMarkdown(hooksByName().get('es_forms_block_form_redirection_timeout')!, 2);
		assert.match(markdown, /\| Name \| `es_forms_block_form_redirection_timeout` \|/);
		assert.match(markdown, /```php title="theme\/functions.php"/);
	});

	it('expands a prefix into one section per hook, and "mailer_" does not catch MailerLite', () => {
		const { headings } = analyzeMdx('<HookReference prefix="es_forms_integrations_mailer_" />\n', 'content/forms/x.mdx', plugins);
		const sections = headings.filter((h) => h.depth === 2).map((h) => h.id);
		assert.ok(sections.length >= 4);
		assert.ok(sections.every((id) => id.startsWith('es_forms_integrations_mailer_')));
		assert.ok(sections.includes('es_forms_integrations_mailer_submit_success'));
	});

	it('narrows a prefix by kind', () => {
		const names = referencedHookNames('<HookReference prefix="es_forms_integrations_" kind="action" />');
		assert.ok(names.length >= 19);
		assert.ok(names.every((n) => n.endsWith('_submit_success')));
	});

	it('layout="summary" keeps each heading and facts table and links to the page that shows the hook by name; a hook no page shows stays in full', () => {
		const { headings } = analyzeMdx('<HookReference prefix="es_forms_integrations_" kind="action" layout="summary" />\n', 'content/forms/php/actions/submit-success.mdx', plugins);
		const sections = headings.filter((h) => h.depth === 2).map((h) => h.id);
		assert.ok(sections.includes('es_forms_integrations_mailer_submit_success'));
		// Pardot has no page of its own (content/forms/php/actions/integrations/ has none): its parameters and example stay here.
		assert.deepEqual(
			headings.filter((h) => h.depth === 3).map((h) => h.id),
			['es_forms_integrations_pardot_submit_success-parameters', 'es_forms_integrations_pardot_submit_success-example', 'es_forms_integrations_pardot_submit_success-notes'],
		);
		const shown = documentsByHook('content');
		assert.equal(shown.get('es_forms_integrations_mailer_submit_success'), path.resolve('content/forms/php/actions/integrations/mailer.mdx'));
		const summary = hookSummaryMarkdown(hooksByName().get('es_forms_integrations_mailer_submit_success')!, './integrations/mailer.mdx');
		assert.match(summary, /^## `es_forms_integrations_mailer_submit_success` \{#es_forms_integrations_mailer_submit_success\}/);
		assert.match(summary, /\| Arguments \| 2 \|/);
		assert.match(summary, /\[the page for this hook\]\(\.\/integrations\/mailer\.mdx\)/);
		assert.doesNotMatch(summary, /```php/);
		assert.throws(() => analyzeMdx('<HookReference name="es_forms_integrations_mailer_submit_success" layout="summary" />\n', 'content/forms/bad.mdx', plugins), /bad\.mdx: <HookReference layout="summary" \/> must be "summary", with a prefix/);
	});

	it('fails the build naming the file for an unknown hook, an empty prefix match or a bad kind', () => {
		assert.throws(() => analyzeMdx('<HookReference name="es_forms_nope" />\n', 'content/forms/bad.mdx', plugins), /content\/forms\/bad\.mdx: <HookReference name="es_forms_nope" \/> names no hook/);
		assert.throws(() => analyzeMdx('<HookReference prefix="es_forms_zzz_" />\n', 'content/forms/bad.mdx', plugins), /bad\.mdx: .*matches no hook/);
		assert.throws(() => analyzeMdx('<HookReference prefix="es_forms_" kind="event" />\n', 'content/forms/bad.mdx', plugins), /bad\.mdx: .*must be "filter" or "action"/);
		assert.throws(() => analyzeMdx('<HookReference />\n', 'content/forms/bad.mdx', plugins), /bad\.mdx: .*needs a name or a prefix/);
	});
});
