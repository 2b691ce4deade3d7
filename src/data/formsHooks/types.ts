/**
 * Reference data for the public PHP hooks of eightshift-forms. Written by us and checked against
 * the plugin's src/Hooks/Filters.php (tests/unit/forms-hooks.test.ts compares the names with
 * data/api-surface.json). Pages show an entry with `<HookReference name="…" />` or
 * `<HookReference prefix="…" />`; src/node/mdx/remarkHookReference.ts expands it at build time.
 */

export interface HookParameter {
	/** PHP variable name with the dollar sign, e.g. `$data`. */
	name: string;
	/** PHP type as the plugin passes it, e.g. `array<string, mixed>`, `string`, `int`. */
	type: string;
	/** Markdown. */
	description: string;
}

export interface FormsHook {
	/**
	 * The keys as nested in Filters::getPublicFilters() or getPublicActions(), in order, e.g.
	 * ['block', 'form', 'redirectionTimeout'] or ['integrations', 'hubspot', 'data'] (integration keys
	 * are the SETTINGS_TYPE_KEY values). The hook name is composed from them by formsHookName().
	 */
	path: string[];
	kind: 'filter' | 'action';
	/** Markdown: what the hook changes and when the plugin calls it. */
	summary: string;
	/** In the order the plugin passes them to the callback. Empty when it passes nothing useful. */
	parameters: HookParameter[];
	/** What a filter callback must return. Filters only. */
	returns?: { type: string; description: string };
	/** First eightshift-forms release with this hook name. */
	since: string;
	/** A working example of our own: PHP as it would sit in a theme or plugin. */
	example: string;
	/** Title shown above the example, usually the file it would live in. */
	exampleTitle?: string;
	/** Markdown: pitfalls, related settings, defaults. */
	notes?: string;
}

/** The plugin's name rule (HooksHelpers::getHooksList): camelCase and kebab-case become snake_case. */
export const formsHookPart = (key: string): string => key.replace(/(?<!^)[A-Z]/g, '_$&').toLowerCase().replace(/-/g, '_');

/** The full hook name the plugin composes, e.g. es_forms_block_form_redirection_timeout. */
export function formsHookName(path: readonly string[]): string {
	return ['es_forms', ...path.map(formsHookPart)].join('_');
}
