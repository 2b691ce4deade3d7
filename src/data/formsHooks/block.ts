/** Filters under `block` in Filters::getPublicFilters(): markup and options of the form blocks. */
import type { FormsHook } from './types';

export const blockHooks: FormsHook[] = [
	// block → forms
	{
		path: ['block', 'forms', 'styleOptions'],
		kind: 'filter',
		summary:
			'Fills the **Style presets** group on the **Advanced** tab of the Form (`forms`) block in the block editor. `EnqueueBlocks::enqueueBlockEditorScript()` applies the filter while it enqueues the editor script and hands the list to JavaScript as `esFormsLocalization.formsBlockStyleOptions`. Every preset an editor ticks is stored in the block\'s `formsStyle` attribute, and the block template turns each stored value into a modifier class on the block wrapper.',
		parameters: [{ name: '$options', type: 'array<int, array{label: string, value: string}>', description: 'The presets collected so far. The plugin passes an empty array.' }],
		returns: {
			type: 'array<int, array{label: string, value: string}>',
			description: 'A plain list of presets. `label` is the checkbox text editors see; `value` is what the block stores and what ends up in the class name.',
		},
		since: '1.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Two looks the theme's stylesheet knows how to draw.
add_filter('es_forms_block_forms_style_options', static function (array $options): array {
	$options[] = [
		'label' => __('Dark card', 'my-theme'),
		'value' => 'dark-card',
	];

	$options[] = [
		'label' => __('Compact spacing', 'my-theme'),
		'value' => 'compact',
	];

	return $options;
});`,
		notes: `- A stored value \`dark-card\` renders as the class \`es-block-forms--dark-card\` on the Form block wrapper (the block class, two dashes, the value). Style that class in the theme.
- With [Tailwind selectors](/forms/php/filters/blocks/tailwind-selectors), the value is also looked up under \`formStyleOverrides\` in the \`forms\` entry, and the classes found there are added too.
- Return a list with numeric keys. String keys reach the editor as a JSON object, which the options panel cannot loop over.
- The group stays hidden while the list is empty. Removing a preset from the list later does not clean up blocks that already saved it: their class keeps rendering.`,
	},
	{
		path: ['block', 'forms', 'useCustomResultOutputFeature'],
		kind: 'filter',
		summary:
			'Turns on the custom part of [Result output](/forms/features/result-output). The plugin asks in three places: `EnqueueBlocks::enqueueBlockEditorScript()` (passed on as `esFormsLocalization.formsUseCustomResultOutputFeature`, which shows the **Result outputs** tab of the Form block once a form is chosen), `Form::getSecureFormData()` while a form renders (the tab\'s title, subtitle and file entries are added to the encrypted form data), and `AbstractIntegrationFormSubmit::setIntegrationResponseSuccessRedirectUrl()` after a successful submit (the processed data is added to the redirect payload).',
		parameters: [{ name: '$enabled', type: 'bool', description: 'Whether the feature is on. The plugin passes `false`.' }],
		returns: { type: 'bool', description: '`true` to enable the Result outputs tab and the extra redirect data.' },
		since: '5.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// The quiz pages of this site read the custom result data after the redirect.
add_filter('es_forms_block_forms_use_custom_result_output_feature', static function (bool $enabled): bool {
	if (defined('MY_THEME_DISABLE_QUIZ_RESULTS') && MY_THEME_DISABLE_QUIZ_RESULTS) {
		return $enabled;
	}

	return true;
});`,
		notes: `- Give the same answer on every request. If the editor sees \`true\` but the frontend or the REST submit sees \`false\`, editors can fill in the tab and visitors never get the data.
- The custom data only travels with a [success redirect](/forms/features/success-redirect). It is written under the \`es-ro\` key inside the encrypted \`es-data\` query parameter, and only when the form carries secure data and a redirect URL is set.
- While building that data the plugin keeps only the file entries whose field condition matches the submitted value (or that have no condition), then runs the integration's \`es_forms_integrations_<type>_after_custom_result_output_process\` filter.
- The **Simple (key/value)** variations live on the same tab. With the filter off the tab is hidden, but variations already saved on the block are still encrypted and used.`,
	},
	// block → form
	{
		path: ['block', 'form', 'redirectionTimeout'],
		kind: 'filter',
		summary:
			'Sets how many milliseconds the browser waits after a successful submission before it follows the success redirect URL. The plugin reads the value once, when it enqueues the frontend script (`EnqueueBlocks::enqueueBlockFrontendScript()`), and hands it to JavaScript as `redirectionTimeout` in the `esFormsLocalization` object.',
		parameters: [{ name: '$timeout', type: 'int', description: 'The delay in milliseconds. The plugin passes `300`.' }],
		returns: { type: 'int', description: 'The delay to use, in milliseconds. `0` redirects as soon as the success event has fired.' },
		since: '1.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Keep the success message on screen for a second and a half before leaving the page.
add_filter('es_forms_block_form_redirection_timeout', static function (int $timeout): int {
	return 1500;
});`,
		notes:
			'The value is global: every form on the site uses it. A longer delay gives analytics listeners on `esFormsAfterFormSubmitSuccessBeforeRedirect` time to finish before the page unloads.',
	},
	{
		path: ['block', 'form', 'successRedirectUrl'],
		kind: 'filter',
		summary:
			'Decides from code where a form sends the visitor after a successful submit. `FiltersOutputMock::getSuccessRedirectUrlFilterValue()` applies it, only when a callback is registered, after it has read the integration-wide **Redirect to URL** option and the per-form one. It runs for every successful submission (`AbstractIntegrationFormSubmit::setIntegrationResponseSuccessRedirectUrl()`) and also while the form\'s **Settings → General → Redirect** tab and the integration\'s global settings render.',
		parameters: [
			{
				name: '$formType',
				type: 'string',
				description: 'The integration key of the form, such as `mailer` or `hubspot`. It arrives in the first position, where a filter normally receives the value being filtered; it is not a URL.',
			},
			{ name: '$formId', type: 'string', description: 'The form post ID. Empty when an integration\'s global settings page calls the filter.' },
		],
		returns: { type: 'string', description: 'The URL to redirect to. An empty string keeps whatever the admin settings say.' },
		since: '1.0.0',
		exampleTitle: 'src/Hooks/FormRedirects.php',
		example: `// Job applications land on a page that explains the next steps.
add_filter('es_forms_block_form_success_redirect_url', static function (string $formType, string $formId): string {
	if ($formType !== 'greenhouse') {
		return '';
	}

	return home_url('/careers/application-received/?name={first_name}');
}, 10, 2);`,
		notes: `- Register the callback with two accepted arguments to get the form ID.
- Don't hand the first argument back unchanged, as the usual filter idiom would. Any non-empty string wins, so the visitor would be sent to a relative URL such as \`mailer\`.
- The returned URL goes through the same \`{field-name}\` replacement as the admin value, so tags for submitted fields work here too. The plugin then appends the encrypted \`es-data\` query parameter (variations, entry ID, custom result output) when it has something to pass.
- When the callback returns a URL, the per-form **Redirect to URL** input is disabled and marked as set in code. See [Success redirect](/forms/features/success-redirect).`,
	},
	{
		path: ['block', 'form', 'variation'],
		kind: 'filter',
		summary:
			'Supplies variations from code: the key–value pairs that [Result output](/forms/features/result-output) items compare against and that ride along to a success redirect target. `FiltersOutputMock::getVariationFilterValue()` applies it, only when a callback is registered, after collecting the integration-wide variations, the per-form ones and those set on the Form block. It runs on a successful submit (`AbstractIntegrationFormSubmit::setIntegrationResponseVariation()`) and while the form settings and the integration\'s global settings render.',
		parameters: [
			{ name: '$variations', type: 'array<string, string>', description: 'Always an empty array. The collected variations are not passed in.' },
			{
				name: '$formDetails',
				type: 'array<string, mixed>',
				description: 'Details of the submission, including `params` (the submitted fields, each with `name` and `value`), `type` and `formId`. An empty array when an admin settings screen calls the filter.',
			},
			{ name: '$formId', type: 'string', description: 'The form post ID. Empty on an integration\'s global settings page.' },
		],
		returns: {
			type: 'array<string, string>',
			description: 'Variation keys and values. A non-empty result replaces the collected variations, or is merged over them when **Append on global variations** is ticked for the form.',
		},
		since: '5.0.0',
		exampleTitle: 'src/Hooks/PlanFinder.php',
		example: `// Work out a plan from the team size on the "Find your plan" form.
add_filter('es_forms_block_form_variation', static function (array $variations, array $formDetails, string $formId): array {
	if ($formId !== '348') {
		return $variations;
	}

	$seats = 0;

	foreach ($formDetails['params'] ?? [] as $param) {
		if (($param['name'] ?? '') === 'team-size') {
			$seats = (int) $param['value'];
		}
	}

	return [
		'plan' => $seats > 50 ? 'enterprise' : 'team',
	];
}, 10, 3);`,
		notes: `- Register the callback with three accepted arguments.
- Returning an empty array means "no opinion" and leaves the admin and block values alone.
- When the callback returns data, the **Variation** field in the form settings is marked as set in code. Because the settings screens call the filter without submission details, guard against a missing \`params\` key as the example does.
- Variations reach the browser in the submit response, so keep secrets out of them.`,
	},
	{
		path: ['block', 'form', 'trackingEventName'],
		kind: 'filter',
		summary:
			'Sets the event name of the `window.dataLayer` push that follows a submit, in place of the **Event name** field on the form\'s **Settings → General → Tracking** tab. `FiltersOutputMock::getTrackingEventNameFilterValue()` applies it, only when a callback is registered. `AbstractIntegrationFormSubmit::getIntegrationResponseAnyOutputAdditionalData()` uses the result in both success and error responses, and `SettingsGeneral` calls it while drawing the Tracking tab.',
		parameters: [
			{ name: '$formType', type: 'string', description: 'The integration key of the form, such as `mailchimp`. It takes the first position; there is no event name to pass through.' },
			{ name: '$formId', type: 'string', description: 'The form post ID.' },
		],
		returns: { type: 'string', description: 'The event name. An empty string keeps the value from the form settings.' },
		since: '1.0.0',
		exampleTitle: 'src/Hooks/FormTracking.php',
		example: `// One GTM trigger per integration instead of one per form.
add_filter('es_forms_block_form_tracking_event_name', static function (string $formType, string $formId): string {
	$events = [
		'mailchimp' => 'newsletter_signup',
		'greenhouse' => 'job_application',
		'mailer' => 'contact_request',
	];

	return $events[$formType] ?? '';
}, 10, 2);`,
		notes: `- Returning \`$formType\` unchanged would make the integration key the event name.
- With no event name at all, the frontend pushes nothing, even when additional parameters exist. See [Tracking](/forms/features/tracking).
- A non-empty result disables the **Event name** input in the form settings and marks it as set in code.`,
	},
	{
		path: ['block', 'form', 'trackingAdditionalData'],
		kind: 'filter',
		summary:
			'Adds parameters to the `window.dataLayer` push on top of the three **Additional parameters** fields of the form\'s Tracking tab. `FiltersOutputMock::getTrackingAdditionalDataFilterValue()` applies it when a callback is registered and merges the result with the admin values using `array_merge_recursive()`. The submit response carries the merged groups; the frontend always sends `general` and adds `success` or `error` depending on the outcome.',
		parameters: [
			{ name: '$formType', type: 'string', description: 'The integration key of the form. It sits in the first position although the filter expects an array back.' },
			{ name: '$formId', type: 'string', description: 'The form post ID.' },
		],
		returns: {
			type: 'array<string, array<int, array{0: string, 1: string}>>',
			description: 'Groups named `general`, `success` and `error`, each a list of `[key, value]` pairs. Return an empty array to add nothing.',
		},
		since: '3.0.0',
		exampleTitle: 'src/Hooks/FormTracking.php',
		example: `add_filter('es_forms_block_form_tracking_additional_data', static function (string $formType, string $formId): array {
	return [
		'general' => [
			['formIntegration', $formType],
			['formPostId', $formId],
		],
		'success' => [
			['conversion', 'yes'],
		],
		'error' => [
			// Replaced in the browser with the names of the fields that failed validation.
			['invalidFields', '{invalidFieldsArray}'],
		],
	];
}, 10, 2);`,
		notes: `- Always return an array. The value handed in is a string, and passing a string on to \`array_merge_recursive()\` throws a \`TypeError\`.
- When a key appears both in the admin fields and in the filter, the filter's pair comes later and wins.
- \`{invalidFieldsString}\` and \`{invalidFieldsArray}\` are only replaced when the response carries validation errors.
- The pairs are pushed only if the form has an event name (from the settings or \`es_forms_block_form_tracking_event_name\`).`,
	},
	{
		path: ['block', 'form', 'dataTypeSelector'],
		kind: 'filter',
		summary:
			'Changes the value of the `data-type-selector` attribute on the `<form>` element. The form component template (`src/Blocks/components/form/form.php`) applies it on every render, starting from the **Additional type specifier** typed on the Form block\'s **Advanced** tab. An empty result leaves the attribute out.',
		parameters: [
			{ name: '$typeSelector', type: 'string', description: 'The specifier from the Form block; an empty string when none was entered.' },
			{
				name: '$attributes',
				type: 'array<string, mixed>',
				description: 'The form component attributes. `blockName` is the integration block (`mailer`, `hubspot`, …); the form post ID sits under `$attributes[$attributes[\'prefix\'] . \'ParentSettings\'][\'postId\']`.',
			},
		],
		returns: { type: 'string', description: 'The attribute value. Empty to drop the attribute.' },
		since: '1.2.4',
		exampleTitle: 'theme/functions.php',
		example: `// Mark every HubSpot form so the theme's script can treat them alike,
// unless an editor already typed a specifier on the block.
add_filter('es_forms_block_form_data_type_selector', static function (string $typeSelector, array $attributes): string {
	if ($typeSelector !== '') {
		return $typeSelector;
	}

	return ($attributes['blockName'] ?? '') === 'hubspot' ? 'crm-lead' : '';
}, 10, 2);`,
		notes: `- The plugin's own scripts and styles do not read the attribute; it exists for the theme, e.g. \`form[data-type-selector="crm-lead"]\` in CSS or a \`querySelectorAll()\` in JavaScript.
- The value is escaped with \`esc_attr()\` before output.`,
	},
	{
		path: ['block', 'form', 'globalMsgHeadings'],
		kind: 'filter',
		summary:
			'Sets the headings shown above the text in a form\'s global message box. The global message component (`src/Blocks/components/global-msg/global-msg.php`) applies it each time a form renders, starting from **Global message heading success** and **Global message heading error** on the **Accessibility** tab of the global Settings page. Non-empty headings go into data attributes, and the frontend script places them above the success or error text.',
		parameters: [{ name: '$headings', type: 'array{success: string, error: string}', description: 'The headings from the global settings; empty strings when nothing is set.' }],
		returns: { type: 'array{success: string, error: string}', description: 'The headings to use. An empty entry means no heading for that status.' },
		since: '3.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// The settings hold one language only; Croatian pages get their own headings.
add_filter('es_forms_block_form_global_msg_headings', static function (array $headings): array {
	if (!str_starts_with(determine_locale(), 'hr')) {
		return $headings;
	}

	return [
		'success' => 'Hvala!',
		'error' => 'Provjerite unesene podatke',
	];
});`,
		notes: `- No form ID or attributes are passed, so every form rendered in the same request gets the same headings. Branch on the page (\`is_page()\`, the locale) if you need variety.
- Keep the headings to plain text. The script builds the message box from markup strings, so HTML in a heading is interpreted.`,
	},
	{
		path: ['block', 'form', 'additionalContent'],
		kind: 'filter',
		summary:
			'Prints extra markup inside every form, after the fields and before the loader. The form component template calls `GeneralHelpers::getBlockAdditionalContentViaFilter(\'form\', $attributes)`, which applies the filter only on the frontend: in wp-admin and on block editor screens it returns an empty string without asking.',
		parameters: [
			{
				name: '$attributes',
				type: 'array<string, mixed>',
				description: 'The form component attributes. They are also the value being filtered, so the callback receives an array and must give back a string.',
			},
		],
		returns: { type: 'string', description: 'HTML to print. An empty string prints nothing.' },
		since: '3.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// A short privacy note at the bottom of every form.
add_filter('es_forms_block_form_additional_content', static function (array $attributes): string {
	$privacyUrl = get_privacy_policy_url();

	if ($privacyUrl === '') {
		return '';
	}

	return sprintf(
		'<p class="form-privacy-note">%1$s <a href="%2$s">%3$s</a></p>',
		esc_html__('We use your details only to answer this request.', 'my-theme'),
		esc_url($privacyUrl),
		esc_html__('Privacy policy', 'my-theme')
	);
});`,
		notes: `- Returning the attributes array (or \`null\`) throws a \`TypeError\`, because the helper that calls the filter declares a \`string\` return type.
- The Form block runs its rendered output through \`wp_kses_post()\` with the plugin's extended tag list, so \`<script>\` tags and inline event handlers are stripped.
- The content sits inside the fields container, so it follows the form's grid. For markup above the form use \`es_forms_block_form_selector_additional_content\`.`,
	},
	{
		path: ['block', 'form', 'additionalHiddenFields'],
		kind: 'filter',
		summary:
			'Adds hidden inputs to every form rendered through the Form block. `Form::updateFormsBlockOutput()` applies it, only when a callback is registered, while it prepares the chosen form\'s inner blocks, and appends one hidden `input` block per item after the other fields (and after any steps).',
		parameters: [
			{ name: '$fields', type: 'array<int, array{name: string, value: string}>', description: 'The hidden fields so far. The plugin passes an empty array.' },
			{ name: '$formId', type: 'string', description: 'The post ID of the form selected in the Form block.' },
		],
		returns: { type: 'array<int, array{name: string, value: string}>', description: 'One item per hidden input. Items without a `name` are skipped.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/FormHiddenFields.php',
		example: `add_filter('es_forms_block_form_additional_hidden_fields', static function (array $fields, string $formId): array {
	// Record the page the visitor submitted from.
	$fields[] = [
		'name' => 'source-page-id',
		'value' => (string) get_the_ID(),
	];

	// The webinar form also tags the campaign.
	if ($formId === '512') {
		$fields[] = [
			'name' => 'campaign',
			'value' => 'spring-webinar',
		];
	}

	return $fields;
}, 10, 2);`,
		notes: `- The inputs travel with the submission like any other field, so the value is whatever the browser sends. Visitors can change it; don't trust it for anything sensitive.
- Values are written into the page HTML, so with full-page caching every visitor gets the value from the cached render.
- Pick names that don't clash with fields already in the form.`,
	},
	{
		path: ['block', 'form', 'customClassSelector'],
		kind: 'filter',
		summary:
			'Adds classes to the `<form>` element. The form component template applies it on every render and puts the result in the class list next to the plugin\'s own classes.',
		parameters: [
			{ name: '$class', type: 'string', description: 'The extra classes. The plugin passes an empty string.' },
			{ name: '$attributes', type: 'array<string, mixed>', description: 'The form component attributes; `blockName` is the integration block, such as `mailer`.' },
			{
				name: '$formId',
				type: 'string',
				description: 'The **Unique identifier** set in the integration block\'s options (used as the form\'s `id` attribute). Empty when none was set; it is not the post ID.',
			},
		],
		returns: { type: 'string', description: 'Space-separated class names.' },
		since: '3.1.8',
		exampleTitle: 'theme/functions.php',
		example: `add_filter('es_forms_block_form_custom_class_selector', static function (string $class, array $attributes, string $formId): string {
	// Contact forms get the theme's boxed look.
	if (($attributes['blockName'] ?? '') === 'mailer') {
		$class .= ' theme-form theme-form--boxed';
	}

	// One form has a unique identifier the footer styles rely on.
	if ($formId === 'footer-newsletter') {
		$class .= ' theme-form--inline';
	}

	return trim($class);
}, 10, 3);`,
		notes: `- Register the callback with three accepted arguments to get the identifier.
- The result is escaped with \`esc_attr()\`, so return class names only.
- For a modifier editors can switch on per block, offer a preset with \`es_forms_block_forms_style_options\` instead.`,
	},
	{
		path: ['block', 'form', 'componentShowForm'],
		kind: 'filter',
		summary:
			'Replaces the button that the `[esFormsROISF]` shortcode prints inside Result output content. `ResultOutputItemShowForm::callback()` applies it, only when a callback is registered, and places the returned markup in the submit component instead of the default button.',
		parameters: [
			{
				name: '$button',
				type: 'array{value: string, jsSelector: string}',
				description: '`value` is the text between the shortcode tags; `jsSelector` is the class the frontend listens to (`js-es-block-result-output-show-form`).',
			},
		],
		returns: { type: 'string', description: 'The button markup, printed as it is.' },
		since: '4.0.6',
		exampleTitle: 'theme/functions.php',
		example: `// Use the theme's secondary button for "Try again".
add_filter('es_forms_block_form_component_show_form', static function (array $button): string {
	return sprintf(
		'<button type="button" class="btn btn--secondary %1$s">%2$s</button>',
		esc_attr($button['jsSelector']),
		esc_html($button['value'])
	);
});`,
		notes: `- Keep the \`jsSelector\` class on the clickable element. After showing results, the script looks for it inside the Result output block and attaches the click handler that brings the form back.
- The markup is still wrapped by the submit component's field wrapper, and \`es_forms_block_submit_additional_content\` is appended after it.
- See [Shortcodes](/forms/php/shortcodes) and [Result output](/forms/features/result-output).`,
	},
	// block → formSelector
	{
		path: ['block', 'formSelector', 'formTemplates'],
		kind: 'filter',
		summary:
			'Adds starting templates to the picker that an empty form shows in the block editor. `EnqueueBlocks::enqueueBlockEditorScript()` applies the filter and passes the list to JavaScript as `esFormsLocalization.formsSelectorTemplates`. The form selector block appends it to its built-in entries (one per integration) and drops every entry whose integration is not active.',
		parameters: [{ name: '$templates', type: 'array<int, array<string, mixed>>', description: 'The extra templates. The plugin passes an empty array.' }],
		returns: {
			type: 'array<int, array<string, mixed>>',
			description: 'A list of templates, each with `label`, a unique `slug`, the integration `blockName` (e.g. `eightshift-forms/mailer`), optional `attributes` for that block and `innerBlocks` as `[blockName, attributes]` pairs.',
		},
		since: '3.0.0',
		exampleTitle: 'theme/functions.php',
		example: `add_filter('es_forms_block_form_selector_form_templates', static function (array $templates): array {
	$templates[] = [
		'label' => __('Callback request', 'my-theme'),
		'slug' => 'callback-request',
		'blockName' => 'eightshift-forms/mailer',
		'innerBlocks' => [
			['eightshift-forms/input', [
				'inputInputFieldLabel' => __('Name', 'my-theme'),
				'inputInputName' => 'name',
				'inputInputIsRequired' => true,
			]],
			['eightshift-forms/phone', ['phonePhoneFieldLabel' => __('Phone', 'my-theme'), 'phonePhoneName' => 'phone']],
			['eightshift-forms/submit'],
		],
	];

	return $templates;
});`,
		notes: `- Use a slug none of the built-in entries use (\`mailer\`, \`hubspot\`, …). The editor inserts the first entry whose slug matches, and built-in entries come first.
- Return a list with numeric keys. The editor spreads it into an array, and an object would break the block.
- Attribute names follow the blocks' prefixed names (\`inputInputName\`, \`phonePhoneName\`); check a field's attributes in the code editor view when in doubt.
- The template only shapes the blocks an editor starts with; it changes nothing in forms already built.`,
	},
	{
		path: ['block', 'formSelector', 'additionalContent'],
		kind: 'filter',
		summary:
			'Prints markup above the form: the form selector block template (`src/Blocks/custom/form-selector/form-selector.php`) echoes it before the integration block it wraps, so it ends up inside the Form block, ahead of the `<form>` element. `GeneralHelpers::getBlockAdditionalContentViaFilter(\'formSelector\', $attributes)` applies it on the frontend only; in wp-admin and on block editor screens nothing is printed.',
		parameters: [
			{
				name: '$attributes',
				type: 'array<string, mixed>',
				description: 'The form selector block attributes, including `formSelectorFormPostId`, the ID of the form being shown. They are also the value being filtered, so a string must come back.',
			},
		],
		returns: { type: 'string', description: 'HTML to print. An empty string prints nothing.' },
		since: '1.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// An intro text stored as post meta on the form itself.
add_filter('es_forms_block_form_selector_additional_content', static function (array $attributes): string {
	$formId = (int) ($attributes['formSelectorFormPostId'] ?? 0);
	$intro = $formId ? get_post_meta($formId, 'my_theme_form_intro', true) : '';

	if (!is_string($intro) || $intro === '') {
		return '';
	}

	return '<div class="form-intro">' . wp_kses_post(wpautop($intro)) . '</div>';
});`,
		notes: `- Returning the attributes array (or \`null\`) throws a \`TypeError\`; return \`''\` when there is nothing to add.
- The Form block filters its whole output with \`wp_kses_post()\`, so scripts and inline handlers do not survive.
- For content inside the form, after the fields, use \`es_forms_block_form_additional_content\`.`,
	},
	// block → field
	{
		path: ['block', 'field', 'styleOptions'],
		kind: 'filter',
		summary:
			'Adds style presets to field blocks in the block editor, per block type. `EnqueueBlocks::enqueueBlockEditorScript()` applies the filter and passes the result to JavaScript as `esFormsLocalization.fieldBlockStyleOptions`. The layout options of a field block read the entry for their own block name and list it as checkboxes under **Style presets**; ticked values are saved on the block and printed as modifier classes on the field wrapper.',
		parameters: [{ name: '$options', type: 'array<string, array<int, array{label: string, value: string}>>', description: 'The presets so far. The plugin passes an empty array.' }],
		returns: {
			type: 'array<string, array<int, array{label: string, value: string}>>',
			description: 'Presets keyed by block name without the namespace (`input`, `textarea`, `select`, `checkboxes`, `submit`, …), each a list of `label`/`value` pairs.',
		},
		since: '1.0.0',
		exampleTitle: 'theme/functions.php',
		example: `add_filter('es_forms_block_field_style_options', static function (array $options): array {
	$options['input'] = [
		['label' => __('Underline only', 'my-theme'), 'value' => 'underline'],
		['label' => __('Large text', 'my-theme'), 'value' => 'large'],
	];

	$options['checkboxes'] = [
		['label' => __('Two columns', 'my-theme'), 'value' => 'two-columns'],
	];

	return $options;
});`,
		notes: `- A saved value \`underline\` renders as \`es-field--underline\` on the field wrapper. With [Tailwind selectors](/forms/php/filters/blocks/tailwind-selectors), it is also looked up under \`fieldStyleOverrides\`.
- Once a field has at least one preset ticked, classes from \`es_forms_block_field_style_classes\` are no longer added to that field.
- Block types missing from the result get no presets to pick.`,
	},
	{
		path: ['block', 'field', 'styleClasses'],
		kind: 'filter',
		summary:
			'Adds classes to the wrapper of every field of a given block type, with nothing for editors to tick. The field component template (`src/Blocks/components/field/field.php`) applies it on each field render when a callback is registered, then takes the entry for the field\'s block name from the result.',
		parameters: [
			{
				name: '$attributes',
				type: 'array<string, mixed>',
				description: 'The field component attributes; `blockName` names the block being rendered. They are the value being filtered, although an array of a different shape is expected back.',
			},
		],
		returns: { type: 'array<string, array<int, string>>', description: 'Class lists keyed by block name without the namespace (`input`, `select`, `submit`, …).' },
		since: '3.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Map the form fields onto the theme's generic field classes.
add_filter('es_forms_block_field_style_classes', static function (array $attributes): array {
	return [
		'input' => ['theme-field', 'theme-field--text'],
		'textarea' => ['theme-field', 'theme-field--text'],
		'select' => ['theme-field', 'theme-field--choice'],
		'checkboxes' => ['theme-field', 'theme-field--choice'],
		'submit' => ['theme-field--actions'],
	];
});`,
		notes: `- The classes are replaced, not merged, when the field has a preset from \`es_forms_block_field_style_options\` ticked: such a field gets only the preset classes.
- Unlike the additional-content filters, this one has no wp-admin check.
- Returning the attributes array unchanged does nothing useful: the plugin would look for the block name among the attribute keys.`,
	},
	{
		path: ['block', 'field', 'additionalContent'],
		kind: 'filter',
		summary:
			'Prints markup at the end of a field wrapper, after the label, the control, the help text and the error message. The field component template calls `GeneralHelpers::getBlockAdditionalContentViaFilter(\'field\', $attributes)`, which applies the filter on the frontend only. Every form field block renders through this component, so the filter runs once per field.',
		parameters: [
			{
				name: '$attributes',
				type: 'array<string, mixed>',
				description: 'The field component attributes; `blockName` tells which block is rendering (`input`, `phone`, `submit`, …). They are also the value being filtered, so a string must come back.',
			},
		],
		returns: { type: 'string', description: 'HTML to print. An empty string prints nothing.' },
		since: '1.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Explain, right below the phone field, why we ask for a number.
add_filter('es_forms_block_field_additional_content', static function (array $attributes): string {
	if (($attributes['blockName'] ?? '') !== 'phone') {
		return '';
	}

	return sprintf(
		'<p class="field-note">%s</p>',
		esc_html__('We call only about this request.', 'my-theme')
	);
});`,
		notes: `- Returning the attributes array (or \`null\`) throws a \`TypeError\`; return \`''\` for fields you leave alone.
- Field-type filters such as [\`es_forms_block_input_additional_content\`](/forms/php/filters/block/input/additional-content) print right after the control, inside the field's content area; this one always lands at the bottom of the wrapper.
- Inside the Form block the output passes through \`wp_kses_post()\`.`,
	},
];
