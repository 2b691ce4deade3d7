/**
 * Filters under `blocks`, `general`, `scripts`, `geolocation`, `entries`, `enrichment`, `validation`,
 * `encryption` and `admin` in Filters::getPublicFilters(): site-wide behaviour of eightshift-forms.
 */
import type { FormsHook } from './types';

export const siteHooks: FormsHook[] = [
	// ------------------------------------------------------------------ blocks
	{
		path: ['blocks', 'allowedBlocks'],
		kind: 'filter',
		summary:
			'Listed in the public filter list, but in 10.4.1 nothing in the plugin applies it. `Blocks::register()` only attaches a callback (`[$this, \'getAddonBlocks\']`) to the name; no `apply_filters()` call with this name exists, so a callback you add is never run.',
		parameters: [],
		returns: { type: 'array<int, string>', description: 'Nothing reads the value in 10.4.1.' },
		since: '3.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Has no effect in 10.4.1: the plugin never applies this filter.
// Use es_forms_blocks_additional_blocks (form editor) or
// es_forms_blocks_additional_addon_blocks (other post types) instead.
add_filter('es_forms_blocks_allowed_blocks', static function (array $blocks): array {
	$blocks[] = 'my-theme/consent-note';

	return $blocks;
});`,
		notes:
			'Releases 3.0.0 to 6.5.1 applied this name in `Blocks`; 6.6.0 removed the call while the name stayed in `Filters.php`. The callback the plugin itself registers points to a `getAddonBlocks` method that the `Blocks` class no longer has, so do not call `apply_filters()` with this name from your own code either: WordPress would try to run that missing method and stop with a fatal error.',
	},
	{
		path: ['blocks', 'additionalBlocks'],
		kind: 'filter',
		summary:
			'Adds block names that may be placed inside a form. The plugin applies it in two places: `Blocks::getAllBlocksList()` (hooked to `allowed_block_types_all` at priority 99999) merges the result into the allowed list when the edited post is a form, and `EnqueueBlocks::enqueueBlockEditorScript()` passes it to the editor as `esFormsLocalization.additionalBlocks`, which the form and integration blocks use as extra allowed inner blocks.',
		parameters: [{ name: '$blocks', type: 'array<int, string>', description: 'Extra block names. The plugin passes `[]`.' }],
		returns: { type: 'array<int, string>', description: 'Full block names such as `my-theme/consent-note` that editors may insert into forms.' },
		since: '1.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Let editors drop a project block between the form fields.
add_filter('es_forms_blocks_additional_blocks', static function (array $blocks): array {
	$blocks[] = 'my-theme/consent-note';
	$blocks[] = 'core/separator';

	return $blocks;
});`,
		notes:
			'The block must also be registered, or the editor has nothing to insert. In the form editor, blocks from this list get their grid width from a `fieldWidthLarge` attribute instead of the field-specific width attribute, so give your block a `fieldWidthLarge` number attribute if it should span fewer than 12 columns. The filter does not touch other post types; for those see `es_forms_blocks_additional_addon_blocks`.',
	},
	{
		path: ['blocks', 'additionalAddonBlocks'],
		kind: 'filter',
		summary:
			'Adds block names to the allowed list of every post type except forms. `Blocks::getAllBlocksList()` (on `allowed_block_types_all`, priority 99999) merges the result with the plugin\'s own public blocks (`eightshift-forms/forms`, `eightshift-forms/result-output`, `eightshift-forms/result-output-item`) when another plugin or the theme has already limited the list to an array.',
		parameters: [{ name: '$blocks', type: 'array<int, string>', description: 'Extra block names. The plugin passes `[]`.' }],
		returns: { type: 'array<int, string>', description: 'Full block names to allow outside the forms post type.' },
		since: '8.2.0',
		exampleTitle: 'src/Hooks/AddonBlocks.php',
		example: `// An add-on ships a block that belongs on ordinary pages, next to the Forms block.
add_filter('es_forms_blocks_additional_addon_blocks', static function (array $blocks): array {
	return array_merge($blocks, [
		'my-forms-addon/submissions-counter',
	]);
});`,
		notes:
			'When `allowed_block_types_all` still holds `true` (all blocks allowed) or `false`, the plugin returns that value untouched and does not call this filter, so the result only matters on sites whose theme restricts the block list. Inside the forms post type use `es_forms_blocks_additional_blocks` instead.',
	},
	{
		path: ['blocks', 'mediaBreakpoints'],
		kind: 'filter',
		summary:
			'Replaces the breakpoints the field component uses when it prints its responsive CSS variables (field widths per screen size). `FormsHelper::getProjectSettings()` applies it, only when a callback is attached, and the field template passes the result to `Helpers::outputCssVariables()`.',
		parameters: [{ name: '$breakpoints', type: 'array<string, int>', description: 'The plugin passes `[]`, not its defaults. The built-in values are `mobile` 480, `tablet` 960, `desktop` 1920 and `large` 1921 (pixels).' }],
		returns: { type: 'array<string, int>', description: 'All four keys, `mobile`, `tablet`, `desktop` and `large`, with pixel values.' },
		since: '1.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Match the theme's grid breakpoints.
add_filter('es_forms_blocks_media_breakpoints', static function (): array {
	return [
		'mobile' => 576,
		'tablet' => 992,
		'desktop' => 1440,
		'large' => 1441,
	];
});`,
		notes:
			'If any of the four keys is missing, or the callback returns something that is not an array, the plugin silently keeps its defaults. Because the plugin passes an empty array, you cannot tweak one value and keep the rest: always return the full set.',
	},
	{
		path: ['blocks', 'tailwindSelectors'],
		kind: 'filter',
		summary:
			'Supplies the Tailwind CSS classes that form components print on the frontend. Every component template (form, field, input, select, checkbox, rating and the rest) calls `FormsHelper::getTwSelectorsData()`, which applies this filter when `is_admin()` is false. The plugin attaches `ThemeFrontend::getSelectors()` itself; it ignores the incoming value and returns the built-in selector set from `AbstractTheme::getTheme()`, or `[]` when **Disable default selectors** is on.',
		parameters: [
			{ name: '$selectors', type: 'array<string, mixed>', description: 'Selectors from earlier callbacks. The plugin starts with `[]`.' },
			{ name: '$attributes', type: 'array<string, mixed>', description: 'Attributes of the component being rendered.' },
		],
		returns: { type: 'array<string, mixed>', description: 'Selectors keyed by component (`form`, `field`, `input`, `select` …), each with a `base` list of classes and an optional `parts` map of named sub-elements to class lists.' },
		since: '5.0.7',
		exampleTitle: 'theme/functions.php',
		example: `// Runs after the plugin's own callback (priority 10) and adjusts its result.
add_filter('es_forms_blocks_tailwind_selectors', static function (array $selectors): array {
	$selectors['input']['base'] = [
		'w-full',
		'rounded-md',
		'border',
		'border-slate-300',
		'px-3',
		'py-2',
	];

	return $selectors;
}, 20);`,
		notes:
			'The plugin\'s callback throws away whatever it receives, so a callback at priority 10 or lower can be overwritten by it. Use a later priority. Classes you return are printed as they are: they must exist in a stylesheet you build (the default set uses the `esf:` prefix). Server-side rendered previews (`blockSsr`) skip the filter. The admin and editor use `es_forms_blocks_tailwind_selectors_admin`.',
	},
	{
		path: ['blocks', 'tailwindSelectorsAdmin'],
		kind: 'filter',
		summary:
			'Same as `es_forms_blocks_tailwind_selectors`, but used when `FormsHelper::getTwSelectorsData()` runs in the admin (`is_admin()`), for example for the plugin\'s settings screens and admin previews. The plugin attaches `ThemeAdmin::getSelectors()`, which returns the built-in set merged with admin-specific additions, such as smaller text and single-column fields.',
		parameters: [
			{ name: '$selectors', type: 'array<string, mixed>', description: 'Selectors from earlier callbacks. The plugin starts with `[]`.' },
			{ name: '$attributes', type: 'array<string, mixed>', description: 'Attributes of the component being rendered.' },
		],
		returns: { type: 'array<string, mixed>', description: 'Selectors keyed by component, each with `base` and optional `parts` class lists.' },
		since: '10.0.0',
		exampleTitle: 'src/Hooks/AdminFormStyles.php',
		example: `// Add a class to the admin label, keeping everything the plugin set up.
add_filter('es_forms_blocks_tailwind_selectors_admin', static function (array $selectors): array {
	$selectors['label']['base'] = array_merge(
		$selectors['label']['base'] ?? [],
		['esf:font-semibold']
	);

	return $selectors;
}, 20);`,
		notes:
			'Unlike the frontend callback, the admin one ignores the **Disable default selectors** option, so the built-in set is always the starting point. As with the frontend filter, register at a priority above 10, or the plugin\'s callback may replace your result.',
	},
	// ------------------------------------------------------------------ general
	{
		path: ['general', 'httpRequestTimeout'],
		kind: 'filter',
		summary:
			'Sets the timeout, in seconds, for outgoing HTTP requests. `General::getHttpRequestArgs()` is hooked to WordPress core\'s `http_request_args` and writes the result into `$args[\'timeout\']`; `GreenhouseClient` also uses it as the cURL timeout when it posts applications with files.',
		parameters: [{ name: '$timeout', type: 'int', description: 'Seconds. The plugin passes `General::HTTP_REQUEST_TIMEOUT_DEFAULT`, which is `30`.' }],
		returns: { type: 'int', description: 'The timeout in seconds.' },
		since: '2.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Slow CRM on a shared host: give API calls a full minute.
add_filter('es_forms_general_http_request_timeout', static function (int $timeout): int {
	return 60;
});`,
		notes:
			'The plugin hooks `http_request_args` for every request, not only its own, so while Eightshift Forms is active this value replaces the timeout of all `wp_remote_*()` calls on the site, including core update checks and other plugins. Keep it reasonable; a very low value breaks unrelated requests, a very high one lets a hanging API hold a PHP worker.',
	},
	{
		path: ['general', 'locale'],
		kind: 'filter',
		summary:
			'Tells the plugin which language the current request is in, so translatable global settings are stored per language. `I18nHelpers::getLocale()` applies it; when `current` differs from `default`, `SettingsHelpers::getOptionName()` appends `---` and the current code to option names. The same value is used by `FormsHelper::getLocaleFromCountryCode()`.',
		parameters: [{ name: '$locale', type: 'array<string, string>', description: 'The plugin passes `[]`.' }],
		returns: { type: 'array<string, string>', description: 'An array with `default` (the site\'s main language code) and `current` (the language of this request). Return equal values, or `[]`, for the default language.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/FormsLocale.php',
		example: `// Polylang instead of WPML: make forms settings language-aware.
add_filter('es_forms_general_locale', static function (): array {
	if (!function_exists('pll_default_language')) {
		return [];
	}

	return [
		'default' => (string) pll_default_language(),
		'current' => (string) pll_current_language(),
	];
}, 20);`,
		notes:
			'The plugin registers its own callback, `SettingsWpml::getWpmlLocale()`, which ignores the incoming value and returns `[]` when the WPML feature is off. Register yours at a priority above 10 so it runs last. Option names change with the language, so settings saved before you add the filter stay on the default language. Keys listed as non-translatable (API keys and similar) never get the suffix.',
	},
	// ------------------------------------------------------------------ scripts
	{
		path: ['scripts', 'dependency', 'admin'],
		kind: 'filter',
		summary:
			'Lists script handles that the plugin\'s admin script (listing and settings screens) depends on. `EnqueueAdmin::getAdminScriptDependencies()` applies it when a callback is attached, and the result goes straight into `wp_register_script()`.',
		parameters: [{ name: '$dependencies', type: 'array<int, string>', description: 'The plugin passes `[]`.' }],
		returns: { type: 'array<int, string>', description: 'Registered script handles to load before the admin script.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/FormsAdminAssets.php',
		example: `// Load our admin helper before the forms admin script.
add_action('admin_enqueue_scripts', static function (): void {
	wp_register_script('my-forms-admin-helper', get_template_directory_uri() . '/assets/forms-admin.js', [], '1.0.0', true);
}, 5);

add_filter('es_forms_scripts_dependency_admin', static function (array $deps): array {
	$deps[] = 'my-forms-admin-helper';

	return $deps;
});`,
		notes:
			'The plugin has no default dependencies for this script, so what you return is the whole list. WordPress drops a script whose dependency handle is not registered, so register your handle before the plugin enqueues its admin assets.',
	},
	{
		path: ['scripts', 'dependency', 'captcha'],
		kind: 'filter',
		summary:
			'Lists script handles that the Google reCAPTCHA script depends on. `EnqueueRecaptcha::getFrontendScriptDependencies()` applies it while enqueueing the reCAPTCHA script on the frontend, only when the reCAPTCHA settings are valid.',
		parameters: [{ name: '$dependencies', type: 'array<int, string>', description: 'The plugin passes `[]`.' }],
		returns: { type: 'array<int, string>', description: 'Registered script handles to load before the reCAPTCHA script (`eightshift-forms-captcha`).' },
		since: '4.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Load the cookie-consent script first, so it can gate reCAPTCHA.
add_filter('es_forms_scripts_dependency_captcha', static function (array $deps): array {
	if (wp_script_is('my-theme-consent', 'registered')) {
		$deps[] = 'my-theme-consent';
	}

	return $deps;
});`,
		notes:
			'Not called when Friendly Captcha is the active provider; that script has its own filter, `es_forms_scripts_dependency_friendly_captcha`. If the reCAPTCHA site or secret key is missing, the script is not enqueued and the filter never runs.',
	},
	{
		path: ['scripts', 'dependency', 'friendlyCaptcha'],
		kind: 'filter',
		summary:
			'Lists script handles that the Friendly Captcha SDK script depends on. `EnqueueFriendlyCaptcha::getFrontendScriptDependencies()` applies it while enqueueing that script, only when the Friendly Captcha settings are valid.',
		parameters: [{ name: '$dependencies', type: 'array<int, string>', description: 'The plugin passes `[]`.' }],
		returns: { type: 'array<int, string>', description: 'Registered script handles to load before the Friendly Captcha script.' },
		since: '9.2.0',
		exampleTitle: 'theme/functions.php',
		example: `// Make the Friendly Captcha widget wait for the consent manager.
add_filter('es_forms_scripts_dependency_friendly_captcha', static function (array $deps): array {
	return array_merge($deps, ['my-theme-consent']);
});`,
		notes:
			'The handle you add must be registered before `wp_enqueue_scripts` reaches the plugin; otherwise WordPress skips the captcha script and submissions fail the captcha check. For Google reCAPTCHA use `es_forms_scripts_dependency_captcha`.',
	},
	{
		path: ['scripts', 'dependency', 'blocksEditor'],
		kind: 'filter',
		summary:
			'Adds script handles to the dependencies of the plugin\'s block editor script. `EnqueueBlocks::getBlockEditorScriptDependencies()` applies it and merges the result after the defaults from eightshift-libs.',
		parameters: [{ name: '$dependencies', type: 'array<int, string>', description: 'The plugin passes `[]`; its defaults are added separately.' }],
		returns: { type: 'array<int, string>', description: 'Extra registered script handles.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/FormsEditorAssets.php',
		example: `// Our editor extension registers block filters that the forms blocks must see.
add_filter('es_forms_scripts_dependency_blocks_editor', static function (array $deps): array {
	$deps[] = 'my-plugin-forms-editor-extension';

	return $deps;
});`,
		notes:
			'Only extra handles are needed; the defaults are kept. Useful when your own editor script adds `blocks.registerBlockType` filters that must run before the forms blocks register.',
	},
	{
		path: ['scripts', 'dependency', 'blocksFrontend'],
		kind: 'filter',
		summary:
			'Meant to list script handles that the forms frontend script depends on. `EnqueueBlocks::getFrontendScriptDependencies()` applies it and then appends the active captcha handle.',
		parameters: [{ name: '$dependencies', type: 'array<int, string>', description: 'The plugin passes `[]`.' }],
		returns: { type: 'array<int, string>', description: 'Registered script handles to load before the forms frontend script.' },
		since: '3.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Make sure our analytics bootstrap loads before the forms script.
add_filter('es_forms_scripts_dependency_blocks_frontend', static function (array $deps): array {
	$deps[] = 'my-theme-analytics';

	return $deps;
});`,
		notes:
			'Check that this has an effect on your install. In 10.4.1 the method that applies it is not marked as an override, and in the eightshift-libs releases we could read (11.x and 12.x), the parent class builds the frontend script\'s dependencies with a differently named method, `getBlockFrontendScriptDependencies()`. If your handle does not show up as a dependency of `eightshift-forms-block-frontend-scripts`, enqueue your script with a lower priority or listen to the forms JavaScript events instead.',
	},
	{
		path: ['scripts', 'routes', 'public'],
		kind: 'filter',
		summary:
			'Adds entries to the REST route map the plugin hands to its scripts as `esFormsLocalization.restRoutes`. `SharedEnqueue::getEnqueueSharedInlineCommonItems()` applies it for the frontend, block editor and admin scripts.',
		parameters: [{ name: '$routes', type: 'array<string, string>', description: 'The plugin passes `[]`.' }],
		returns: { type: 'array<string, string>', description: 'Route names mapped to route slugs, merged over the built-in map.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/AddonRoutes.php',
		example: `// Expose an add-on endpoint to JavaScript next to the plugin's own routes.
add_filter('es_forms_scripts_routes_public', static function (array $routes): array {
	$routes['myAddonQuote'] = 'my-addon-quote';

	return $routes;
});`,
		notes:
			'The result is merged with `array_merge()` after the built-in routes, so a key that matches a built-in one (`captcha`, `geolocation`, `files` …) replaces it. Choose unique keys. The filter only publishes names; registering the REST route itself is up to you. Routes that only logged-in editors may use belong in `es_forms_scripts_routes_private`.',
	},
	{
		path: ['scripts', 'routes', 'private'],
		kind: 'filter',
		summary:
			'Adds entries to the REST route map for the block editor and admin scripts only. `SharedEnqueue::getEnqueueSharedInlineCommonItems()` applies it when it builds the map for `EnqueueAdmin` and `EnqueueBlocks::enqueueBlockEditorScript()`, never for the frontend script.',
		parameters: [{ name: '$routes', type: 'array<string, string>', description: 'The plugin passes `[]`.' }],
		returns: { type: 'array<string, string>', description: 'Route names mapped to route slugs, merged last over all other routes.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/AddonRoutes.php',
		example: `// An add-on settings screen posts to its own endpoint.
add_filter('es_forms_scripts_routes_private', static function (array $routes): array {
	$routes['myAddonSync'] = 'my-addon-sync';

	return $routes;
});`,
		notes:
			'Leaving a route out of the frontend map does not protect it: the endpoint still needs its own `permission_callback`. Merged last, so its keys win over both built-in and public ones.',
	},
	// ------------------------------------------------------------------ geolocation
	{
		path: ['geolocation', 'countriesList'],
		kind: 'filter',
		summary:
			'Changes the list of countries and country groups used by geolocation. `Geolocation::getCountriesList()` applies it; that list feeds the country choices in the editor (via `GeolocationCountriesRoute`), the matching of visitors to rules in `Geolocation::isUserGeolocated()`, and the public helper `esFormsGeolocationCountriesList()`.',
		parameters: [{ name: '$countries', type: 'array<int, array{label: string, value: string, group: array<int, string>}>', description: 'Output of `AbstractGeolocation::getCountries()` from eightshift-libs: the groups `europe`, `european-union` and `ex-yugoslavia` first, then one entry per country with its ISO code as `value` and `group`.' }],
		returns: { type: 'array<int, array{label: string, value: string, group: array<int, string>}>', description: 'The list in the same shape. `group` holds the upper-case ISO codes that match the entry.' },
		since: '1.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Add a DACH region that editors can pick in a geolocation rule.
add_filter('es_forms_geolocation_countries_list', static function (array $countries): array {
	array_unshift($countries, [
		'label' => 'DACH',
		'value' => 'dach',
		'group' => ['DE', 'AT', 'CH'],
	]);

	return $countries;
});`,
		notes:
			'Rules store the `value`, so renaming or removing an entry breaks rules that already use it. Returning an empty array makes the editor\'s countries request fail with an error. In the libs data we read, the `european-union` group lists Greece as `EL` (the EU abbreviation), while GeoIP reports `GR`; add `GR` to that group if Greek visitors must match it.',
	},
	{
		path: ['geolocation', 'dbLocation'],
		kind: 'filter',
		summary:
			'Points geolocation to a different GeoIP database file. `Geolocation::getGeolocationDbLocation()` applies it when a callback is attached; without one the plugin uses `data/geolocation/geoip.mmdb` inside the plugin folder.',
		parameters: [{ name: '$path', type: 'null', description: 'The plugin passes `null`, not its default path.' }],
		returns: { type: 'string', description: 'Absolute path to a readable `.mmdb` file.' },
		since: '2.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Use a GeoLite2 database that a cron job keeps up to date.
add_filter('es_forms_geolocation_db_location', static function (): string {
	return WP_CONTENT_DIR . '/uploads/geoip/GeoLite2-Country.mmdb';
});`,
		notes:
			'If the returned path does not exist, the plugin throws an exception naming it; the visitor\'s country then comes back empty and rules fall back to the default form. Do not type-hint the callback parameter as `string`: the plugin passes `null`.',
	},
	{
		path: ['geolocation', 'pharLocation'],
		kind: 'filter',
		summary:
			'Points geolocation to a different GeoIP reader archive. `Geolocation::getGeolocationPharLocation()` applies it when a callback is attached; without one the plugin uses `data/geolocation/geoip.phar` inside the plugin folder.',
		parameters: [{ name: '$path', type: 'null', description: 'The plugin passes `null`, not its default path.' }],
		returns: { type: 'string', description: 'Absolute path to a readable `.phar` file.' },
		since: '2.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Keep the reader next to the database, outside the plugin folder.
add_filter('es_forms_geolocation_phar_location', static function (): string {
	return WP_CONTENT_DIR . '/uploads/geoip/geoip.phar';
});`,
		notes:
			'A missing file makes the plugin throw an exception with the path, and geolocation returns no country. Some hosts block `phar://` streams or the `.phar` extension; test the lookup after moving the file. Do not type-hint the parameter as `string`, because the plugin passes `null`.',
	},
	// ------------------------------------------------------------------ entries
	{
		path: ['entries', 'prePostParams'],
		kind: 'filter',
		summary:
			'Changes the submitted fields just before they are saved as an entry. `EntriesHelper::setEntryByFormDataRef()` applies it; `AbstractIntegrationFormSubmit` calls that method after a submission when entries are enabled for the form.',
		parameters: [
			{ name: '$params', type: 'array<string, array<string, mixed>>', description: 'The submitted params and uploaded files merged into one array. Each item has at least `name`, `value` and `type`.' },
			{ name: '$formId', type: 'string', description: 'ID of the form being submitted.' },
			{ name: '$formDetails', type: 'array<string, mixed>', description: 'The full form details the submit route built (settings, type, params, files and more).' },
		],
		returns: { type: 'array<string, array<string, mixed>>', description: 'The params to store. Returning `null` stores nothing.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/EntriesPrivacy.php',
		example: `// Never store the raw ID number in the entries table.
add_filter('es_forms_entries_pre_post_params', static function (array $params, string $formId, array $formDetails): array {
	foreach ($params as $key => $param) {
		if (($param['name'] ?? '') === 'id-number') {
			$params[$key]['value'] = str_repeat('*', 6);
		}
	}

	return $params;
}, 10, 3);`,
		notes:
			'Only the stored entry changes: integrations and e-mails receive the original values. After the filter, the plugin still drops internal params, items without `name` or `type`, fields listed in the form\'s ignored-fields setting and, unless empty fields are saved, empty values. File values are reduced to file names.',
	},
	// ------------------------------------------------------------------ enrichment
	{
		path: ['enrichment', 'manualMap'],
		kind: 'filter',
		summary:
			'Adds enrichment mappings from code: which stored URL or cookie parameter fills which form fields. `FiltersOutputMock::getEnrichmentManualMapFilterValue()` applies it for the enrichment settings page, for the frontend configuration (`EnqueueBlocks`) and when `Enrichment::mapEnrichmentFields()` fills values during a submission.',
		parameters: [{ name: '$map', type: 'string', description: 'The plugin passes an empty string, not an array.' }],
		returns: { type: 'array<string, array<int, string>>', description: 'Parameter names (for example `utm_source`) mapped to lists of field names that should receive the value.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/EnrichmentMap.php',
		example: `// Keep the campaign mapping in code instead of the settings screen.
add_filter('es_forms_enrichment_manual_map', static function (): array {
	return [
		'utm_source' => ['source', 'lead-source'],
		'utm_campaign' => ['campaign'],
		'gclid' => ['google-click-id'],
	];
});`,
		notes:
			'Declare the callback without a typed parameter: the first argument is `\'\'`, so `array $map` throws a `TypeError`. Keys you return are added to the allowed parameter list and replace any mapping saved for the same key in the admin, and the settings page shows them as provided through code. Every value must be an array, even for a single field.',
	},
	// ------------------------------------------------------------------ validation
	{
		path: ['validation', 'alternativeParamsSecurityCheck'],
		kind: 'filter',
		summary:
			'Lists parameters whose values are HTML-escaped instead of stripped of tags when a submission is cleaned. `AbstractIntegrationFormSubmit::secureApiParams()` applies it for every request that route class handles (form submissions, file uploads, step validation and saving plugin settings). The plugin prefixes every key you return with `es-forms-` (`SettingsHelpers::getSettingName()`) before comparing it with the param name.',
		parameters: [{ name: '$keys', type: 'array<int, string>', description: 'The plugin passes `[]`.' }],
		returns: { type: 'array<int, string>', description: 'Keys without the `es-forms-` prefix.' },
		since: '9.4.0',
		exampleTitle: 'src/Hooks/MailerTemplateMarkup.php',
		example: `// Keep markup typed into the Mailer e-mail templates, escaped rather than stripped.
add_filter('es_forms_validation_alternative_params_security_check', static function (array $keys): array {
	$keys[] = 'mailer-template';
	$keys[] = 'mailer-sender-template';

	return $keys;
});`,
		notes:
			'Because of the prefix, only params named `es-forms-…` can match, which in practice means the plugin\'s own settings fields; a frontend field called `message` is not affected unless its name is `es-forms-message`. Matched values are stored with HTML entities; read them back with `SettingsHelpers::getSettingValueUnescaped()`. Only single-value params are checked, not checkbox or radio groups.',
	},
	{
		path: ['validation', 'fileSecurityDenyExtensions'],
		kind: 'filter',
		summary:
			'Changes the list of file extensions that uploads are always refused for, whatever the field accepts. `FileSecurityScanner::isDenyListed()` applies it to every uploaded file, and `ArchiveScanner::getDenyList()` applies it again to each file inside an uploaded archive.',
		parameters: [{ name: '$extensions', type: 'array<int, string>', description: 'The plugin passes `Config::FILE_UPLOAD_DENY_EXTENSIONS`: executables (`exe`, `msi`, `jar` …), shell and script files, server-side languages (`php`, `phar`, `py` …), server config files (`htaccess`, `ini` …), browser-executable formats (`html`, `svg` …) and macro-enabled Office formats.' }],
		returns: { type: 'array<int, string>', description: 'Extensions to refuse, without or with a leading dot, any case.' },
		since: '9.5.0',
		exampleTitle: 'theme/functions.php',
		example: `// Also refuse Windows shortcuts and disk images, but let designers upload SVG files.
add_filter('es_forms_validation_file_security_deny_extensions', static function (array $extensions): array {
	$extensions = array_diff($extensions, ['svg']);

	return array_merge($extensions, ['url', 'iso', 'img']);
});`,
		notes:
			'A non-array return makes the plugin use its built-in list; non-string items are skipped. Removing an extension only gets a file past this step: the MIME check, the site\'s allowed MIME types and the type scanners still run, so `svg` also has to be an allowed upload type in WordPress.',
	},
	{
		path: ['validation', 'fileSecurityPdfQpdfBinary'],
		kind: 'filter',
		summary:
			'Gives the path of the `qpdf` executable used for deep PDF inspection. `FileSecurityDiagnostics::getQpdfBinary()` applies it; the PDF scanner calls it before expanding compressed object streams, and the **Validation → File security** tab calls it to report whether qpdf is available.',
		parameters: [{ name: '$binary', type: 'string', description: 'The plugin passes `\'\'`.' }],
		returns: { type: 'string', description: 'Absolute path to an executable qpdf binary, or `\'\'` to let the plugin search.' },
		since: '9.5.0',
		exampleTitle: 'theme/functions.php',
		example: `// qpdf lives in a custom location on this host.
add_filter('es_forms_validation_file_security_pdf_qpdf_binary', static function (string $binary): string {
	$custom = '/opt/qpdf/bin/qpdf';

	return is_executable($custom) ? $custom : $binary;
});`,
		notes:
			'The value is used only if `is_executable()` says yes; otherwise the plugin tries `/usr/bin/qpdf`, `/usr/local/bin/qpdf` and `/opt/homebrew/bin/qpdf`. qpdf also needs `proc_open()`; with it disabled the deep check is skipped even if the path is right.',
	},
	{
		path: ['validation', 'fileSecurityPdfUseQpdf'],
		kind: 'filter',
		summary:
			'Switches the qpdf step of the PDF scanner on or off. `PdfScanner::expandWithQpdf()` applies it after the raw scan of an uploaded PDF, before it runs qpdf to expand compressed object streams and scan them again.',
		parameters: [{ name: '$useQpdf', type: 'bool', description: 'The plugin passes `true`.' }],
		returns: { type: 'bool', description: '`false` to skip the qpdf step.' },
		since: '9.5.0',
		exampleTitle: 'theme/functions.php',
		example: `// On this host qpdf is too slow for large scans; rely on the raw check.
add_filter('es_forms_validation_file_security_pdf_use_qpdf', static function (bool $useQpdf): bool {
	return wp_get_environment_type() === 'production' ? $useQpdf : false;
});`,
		notes:
			'The plugin compares the result with `false` strictly, so `0`, `null` or `\'\'` keep qpdf on. Turning it off only skips the second pass; the raw scan for dangerous PDF keys still runs, but it cannot see inside compressed streams.',
	},
	// ------------------------------------------------------------------ encryption
	{
		path: ['encryption', 'secretKey'],
		kind: 'filter',
		summary:
			'Sets the secret that the plugin\'s AES-256-CBC encryption derives its key from. `EncryptionHelpers::encryptor()` applies it on every encrypt and decrypt, which covers the form\'s secure data attribute, the geolocation data on the Forms block, the `es-data` parameter of success-redirect URLs and the `esFormsDecryptor()` helper.',
		parameters: [{ name: '$secretKey', type: 'string', description: 'The plugin passes `wp_salt()`.' }],
		returns: { type: 'string', description: 'Any secret string; the plugin hashes it with SHA-256 to get the key.' },
		since: '3.1.11',
		exampleTitle: 'wp-config.php and theme/functions.php',
		example: `// wp-config.php: define('MY_FORMS_SECRET', 'long-random-string');
add_filter('es_forms_encryption_secret_key', static function (string $secretKey): string {
	return defined('MY_FORMS_SECRET') ? MY_FORMS_SECRET : $secretKey;
});`,
		notes:
			'The secret must be the same on every server that renders or receives forms. Changing it breaks anything encrypted with the old one: cached pages still carry old form data and success-redirect links already sent will no longer decrypt. Clear page caches after a change.',
	},
	{
		path: ['encryption', 'secretIvKey'],
		kind: 'filter',
		summary:
			'Sets the secret that the initialisation vector of the plugin\'s encryption is derived from. `EncryptionHelpers::encryptor()` applies it next to `es_forms_encryption_secret_key` and uses the first 16 characters of its SHA-256 hash as the IV.',
		parameters: [{ name: '$secretIv', type: 'string', description: 'The plugin passes `wp_salt(\'SECURE_AUTH_KEY\')`.' }],
		returns: { type: 'string', description: 'Any secret string.' },
		since: '3.1.11',
		exampleTitle: 'theme/functions.php',
		example: `// Pair with es_forms_encryption_secret_key so all servers share both values.
add_filter('es_forms_encryption_secret_iv_key', static function (string $secretIv): string {
	return defined('MY_FORMS_SECRET_IV') ? MY_FORMS_SECRET_IV : $secretIv;
});`,
		notes:
			'The IV is fixed for the whole site, so the same input always encrypts to the same output; do not rely on this encryption to hide values from someone who can compare them. Changing the value has the same effect as changing the key: existing encrypted data stops decrypting.',
	},
	// ------------------------------------------------------------------ admin
	{
		path: ['admin', 'topBarMenu', 'items'],
		kind: 'filter',
		summary:
			'Adds items under an **Add-ons** entry in the plugin\'s admin bar menu (**Eightshift → Forms**). `FormAdminTopBarMenu::getTopBarMenu()`, hooked to `admin_bar_menu` at priority 500, applies it for users who may open the global settings.',
		parameters: [
			{ name: '$items', type: 'array<int, array<string, mixed>>', description: 'The plugin passes `[]`.' },
			{ name: '$parent', type: 'string', description: 'The ID of the Add-ons node, `es-forms-addons`. Use it as `parent` of your items.' },
		],
		returns: { type: 'array<int, array<string, mixed>>', description: 'Node arrays as accepted by `WP_Admin_Bar::add_menu()`: `id`, `parent`, `title`, `href` and optional `meta`.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/AddonAdminBar.php',
		example: `// Link our add-on's settings from the admin bar.
add_filter('es_forms_admin_top_bar_menu_items', static function (array $items, string $parent): array {
	$items[] = [
		'id' => "{$parent}-my-addon",
		'parent' => $parent,
		'title' => esc_html__('My add-on', 'my-addon'),
		'href' => admin_url('admin.php?page=es-settings-global&type=my-addon'),
	];

	return $items;
}, 10, 2);`,
		notes:
			'The Add-ons node is created only when the returned array is not empty. Nothing is shown in the network admin, inside the block editor, or to users without the `eightshift_forms_global_settings` capability. Item IDs must be unique across the whole admin bar.',
	},
	{
		path: ['admin', 'settings', 'data'],
		kind: 'filter',
		summary:
			'Changes the registry of settings sections that drives the plugin\'s admin: sidebar groups and items, the dashboard toggles and other screens that read the internal `es_forms_settings_data` filter. `FiltersSettingsBuilder::getSettingsFiltersData()` builds the array and applies this filter at the end.',
		parameters: [{ name: '$data', type: 'array<string, array<string, mixed>>', description: 'Every section keyed by its type (`mailer`, `hubspot`, `validation` …), plus sidebar group entries such as `sidebar-addon`. A section holds keys like `settingsGlobal` or `settings` (names of the filters that return its fields), `type` (its sidebar group), `use` (its dashboard option) and `labels` (`title`, `desc`, `icon`).' }],
		returns: { type: 'array<string, array<string, mixed>>', description: 'The complete registry, including the plugin\'s own sections.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/AddonSettings.php',
		example: `// Register a global settings page for an add-on in the Add-ons group.
add_filter('es_forms_admin_settings_data', static function (array $data): array {
	$data['my-addon'] = [
		'settingsGlobal' => 'my_addon_settings_global',
		'type' => 'sidebar-addon',
		'labels' => [
			'title' => __('My add-on', 'my-addon'),
			'desc' => __('Options for the My add-on integration.', 'my-addon'),
			'icon' => '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="8"/></svg>',
		],
	];

	return $data;
});`,
		notes:
			'Return the whole array; dropping keys removes plugin sections from the admin. The plugin fills in `labels.icon` for its own sections before applying the filter, so new sections need their own icon markup. The `settingsGlobal` value is the name of a filter you register that returns the settings fields of the page.',
	},
];
