/** Filters under `block` → input … loader in Filters::getPublicFilters(): markup and data of the field blocks. */
import type { FormsHook } from './types';

/** The plugin's additional-content call sites all share GeneralHelpers::getBlockAdditionalContentViaFilter(). */
interface AdditionalContentOptions {
	/** Key as in Filters.php, e.g. 'input'. */
	block: string;
	/** Human name of the block, e.g. 'Input'. */
	label: string;
	since: string;
	/** Markdown: where the returned HTML lands in the component's markup. */
	placement: string;
	/** Example attribute key read through the prefix, e.g. 'Name'. */
	prefixExample: string;
	example: string;
	exampleTitle?: string;
	/** Extra markdown appended to the shared notes. */
	notes?: string;
	/** Replaces the generated summary (for call sites that differ). */
	summary?: string;
	/** Replaces the sentence that names the usual prefix. */
	prefixNote?: string;
}

const sharedAdditionalNotes = (block: string, prefixExample: string, prefixNote?: string): string =>
	[
		`The plugin skips the filter in wp-admin and on block-editor screens (\`is_admin()\` and \`GeneralHelpers::isBlockEditor()\`), so the editor preview never shows your markup. It also checks \`has_filter()\` first: with no callback the block prints nothing extra.`,
		`Attribute keys carry the render prefix. ${prefixNote ?? `A block placed in the editor arrives with \`$attributes['prefix']\` set (for example \`${block}${block.charAt(0).toUpperCase()}${block.slice(1)}\`)`}, so the \`${prefixExample}\` attribute sits under \`$attributes[$attributes['prefix'] . '${prefixExample}']\`. Reading the key through the prefix, with \`'${block}'\` as the fallback, works for both prefixed and unprefixed renders. Attributes left at their default may be missing, so always use \`??\`.`,
		`The only argument is the attributes array, yet the filter must return a string. If two callbacks use this hook, the second one receives the first one's HTML instead of the attributes. Keep one callback per project and branch inside it.`,
		`Whatever you return is echoed without escaping. Escape every dynamic value yourself (\`esc_html()\`, \`esc_attr()\`, \`esc_url()\`), and return \`''\` for fields you do not want to touch. The helper is declared to return \`string\`, so returning \`null\` or an array triggers a \`TypeError\`.`,
	].join('\n\n');

function additionalContent(o: AdditionalContentOptions): FormsHook {
	return {
		path: ['block', o.block, 'additionalContent'],
		kind: 'filter',
		summary:
			o.summary ??
			`Prints extra HTML inside every ${o.label} field on the frontend. The ${o.block} component template (\`src/Blocks/components/${o.block}/${o.block}.php\`) calls \`GeneralHelpers::getBlockAdditionalContentViaFilter('${o.block}', $attributes)\` while it renders, and ${o.placement}`,
		parameters: [
			{
				name: '$attributes',
				type: 'array<string, mixed>',
				description: `The attributes of the ${o.label} component as the template received them: name, type, flags, \`prefix\`, \`blockName\` and the rest. Keys start with the render prefix, e.g. \`$attributes[$attributes['prefix'] . '${o.prefixExample}']\`.`,
			},
		],
		returns: {
			type: 'string',
			description: 'HTML to print. Return an empty string to add nothing.',
		},
		since: o.since,
		exampleTitle: o.exampleTitle ?? 'theme/functions.php',
		example: o.example,
		notes: o.notes
			? `${sharedAdditionalNotes(o.block, o.prefixExample, o.prefixNote)}\n\n${o.notes}`
			: sharedAdditionalNotes(o.block, o.prefixExample, o.prefixNote),
	};
}

export const fieldHooks: FormsHook[] = [
	additionalContent({
		block: 'input',
		label: 'Input',
		since: '1.0.0',
		placement:
			'the result is placed right after the `<input>` element, inside the field wrapper. For range inputs the plugin appends its own min/current/max output (and the optional number box) after your HTML.',
		prefixExample: 'Type',
		example: `// Under every e-mail input, say what the address is used for.
add_filter('es_forms_block_input_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'input';

	if (($attributes["{$prefix}Type"] ?? 'text') !== 'email') {
		return '';
	}

	return sprintf(
		'<p class="field-hint">%s</p>',
		esc_html__('We only use your address to reply to this message.', 'my-theme')
	);
});`,
		notes:
			'Hidden inputs (`type="hidden"`) also run the filter, although their field wrapper hides the label; check the type before printing visible text.',
	}),
	additionalContent({
		block: 'textarea',
		label: 'Textarea',
		since: '1.0.0',
		placement: 'the result is printed straight after the closing `</textarea>` tag, before the field wrapper closes.',
		prefixExample: 'Name',
		example: `// Add a live character counter placeholder under the "message" textarea.
add_filter('es_forms_block_textarea_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'textarea';
	$name = $attributes["{$prefix}Name"] ?? '';

	if ($name !== 'message') {
		return '';
	}

	return sprintf(
		'<p class="textarea-counter" data-counter-for="%1$s" data-max="1000">0 / 1000</p>',
		esc_attr($name)
	);
});`,
		notes:
			'The counter markup in the example is only a container; your own theme script has to listen to `input` events on the textarea and update it.',
	}),
	additionalContent({
		block: 'select',
		label: 'Select',
		since: '1.0.0',
		placement:
			'the result follows the closing `</select>` tag. The frontend select library (Choices.js) replaces the native element later, but content placed after it stays where you put it.',
		prefixExample: 'Name',
		example: `// Offer a way out when the office someone needs is not in the list.
add_filter('es_forms_block_select_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'select';

	if (($attributes["{$prefix}Name"] ?? '') !== 'office') {
		return '';
	}

	return sprintf(
		'<p class="field-hint"><a href="%1$s">%2$s</a></p>',
		esc_url(home_url('/contact/')),
		esc_html__('Office not listed? Write to us directly.', 'my-theme')
	);
});`,
	}),
	additionalContent({
		block: 'file',
		label: 'File',
		since: '1.0.0',
		placement:
			'the result is printed after the hidden `<input type="file">` and the custom drop area link, at the end of the field content.',
		prefixExample: 'Name',
		example: `// Tell applicants how long uploaded CVs are kept.
add_filter('es_forms_block_file_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'file';

	if (($attributes["{$prefix}Name"] ?? '') !== 'cv') {
		return '';
	}

	return sprintf(
		'<p class="field-hint">%s</p>',
		esc_html__('Uploaded files are deleted 90 days after the position closes.', 'my-theme')
	);
});`,
		notes:
			'To put text inside the drop area itself (next to the **Add files** button), use `es_forms_block_file_info_additional_content` instead.',
	}),
	{
		path: ['block', 'file', 'infoAdditionalContent'],
		kind: 'filter',
		summary:
			"Adds HTML inside the clickable drop area of a File field, between the optional custom info text and the **Add files** button label. The file component template (`src/Blocks/components/file/file.php`) applies it once per File field while it builds the drop area markup, but only when a callback is registered.",
		parameters: [
			{ name: '$content', type: 'string', description: 'The HTML to add. The plugin passes an empty string.' },
			{
				name: '$attributes',
				type: 'array<string, mixed>',
				description:
					"The File component's attributes, with keys carrying the render prefix (read the field name as `$attributes[$attributes['prefix'] . 'Name']`).",
			},
		],
		returns: { type: 'string', description: 'HTML placed inside the drop area. Return `$content` unchanged to add nothing.' },
		since: '5.0.8',
		exampleTitle: 'theme/functions.php',
		example: `// Show the accepted formats inside the drop area of the "portfolio" field.
add_filter('es_forms_block_file_info_additional_content', static function (string $content, array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'file';

	if (($attributes["{$prefix}Name"] ?? '') !== 'portfolio') {
		return $content;
	}

	return $content . sprintf(
		'<span class="file-formats">%s</span>',
		esc_html__('PDF or ZIP, up to 10 MB', 'my-theme')
	);
}, 10, 2);`,
		notes: [
			'Register the callback with `10, 2` (or more accepted arguments); otherwise WordPress passes only the empty string and you never see the attributes.',
			'The drop area is an `<a href="#" role="button">` element, so the HTML you add sits inside a link. Use inline, non-interactive markup (`span`, `small`, an icon); nested links or buttons are invalid and would swallow clicks.',
			'Unlike the `additional_content` filters, this one also runs in wp-admin, and its output is printed without escaping.',
			'The info text before your HTML appears only when **Use custom info text** is enabled on the block (`fileCustomInfoTextUse`).',
		].join('\n\n'),
	},
	{
		path: ['block', 'file', 'previewRemoveLabel'],
		kind: 'filter',
		summary:
			"Changes the content of the remove link that appears on every uploaded file preview. `EnqueueBlocks::enqueueBlockFrontendScript()` applies it once when the frontend script is enqueued and passes the result to JavaScript as `labels.fileRemoveContent` in the `esFormsLocalization` object; the form script hands it to Dropzone as the `dictRemoveFile` option.",
		parameters: [
			{
				name: '$label',
				type: 'string',
				description: 'The link content. The plugin passes the translated, escaped string `Remove file`.',
			},
		],
		returns: { type: 'string', description: 'Text or small inline HTML (for example an SVG icon) for the remove link.' },
		since: '1.0.0',
		exampleTitle: 'theme/functions.php',
		example: `// Replace the "Remove file" text with a compact cross icon.
add_filter('es_forms_block_file_preview_remove_label', static function (string $label): string {
	return '<svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">'
		. '<path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" fill="none"/>'
		. '</svg>';
});`,
		notes: [
			'The value is global: every File field on the site uses the same remove content, and there is no form or field context.',
			'Dropzone builds the remove link from an HTML string, so markup works. The accessible name does not come from this value: the script sets `aria-label` on the link to a separate, fixed `Remove file` string (`labels.fileRemoveAria`), which keeps an icon-only link usable with screen readers.',
			'The filter runs while the frontend block script is enqueued, not while a form renders, so checks such as `is_page()` work but nothing about the current form or field is available.',
		].join('\n\n'),
	},
	additionalContent({
		block: 'checkboxes',
		label: 'Checkboxes',
		since: '1.0.0',
		placement:
			'the result is printed after the individual checkbox items (and after the hidden placeholder item that the component adds when a **Show as** value is set).',
		prefixExample: 'Name',
		example: `// Remind people that the interests group allows several answers.
add_filter('es_forms_block_checkboxes_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'checkboxes';

	if (($attributes["{$prefix}Name"] ?? '') !== 'interests') {
		return '';
	}

	return sprintf(
		'<p class="field-hint">%s</p>',
		esc_html__('Pick as many topics as you like.', 'my-theme')
	);
});`,
		notes:
			'When a Checkboxes block has **Show as** set to **Dropdown menu** (or **Radios**), the Form block renders it as a Select (or Radios) block, so this filter does not run for it; use `es_forms_block_select_additional_content` (or `es_forms_block_radios_additional_content`) instead. A Select or Radios block shown as checkboxes runs this filter.',
	}),
	additionalContent({
		block: 'radios',
		label: 'Radios',
		since: '1.0.0',
		placement: 'the result is printed after the radio items inside the `radiogroup` wrapper.',
		prefixExample: 'Name',
		example: `// Link a plan comparison page below the "plan" radio group.
add_filter('es_forms_block_radios_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'radios';

	if (($attributes["{$prefix}Name"] ?? '') !== 'plan') {
		return '';
	}

	return sprintf(
		'<a class="field-link" href="%1$s" target="_blank" rel="noopener">%2$s</a>',
		esc_url(home_url('/pricing/')),
		esc_html__('Compare plans', 'my-theme')
	);
});`,
		notes:
			'Because the wrapper carries `role="radiogroup"`, keep the added content short and descriptive; screen readers announce it as part of the group.',
	}),
	additionalContent({
		block: 'phone',
		label: 'Phone',
		since: '3.0.0',
		placement:
			'the result is printed after the country-code `<select>` and the `<input type="tel">`, so it lands below both parts of the field.',
		prefixExample: 'Name',
		example: `// Explain why a phone number is requested on delivery forms.
add_filter('es_forms_block_phone_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'phone';

	if (($attributes["{$prefix}Name"] ?? '') !== 'delivery_phone') {
		return '';
	}

	return sprintf(
		'<p class="field-hint">%s</p>',
		esc_html__('The courier calls this number only if they cannot find the address.', 'my-theme')
	);
});`,
		notes:
			'The country codes in the picker come from the dataset chosen in the Blocks settings; change them with the `es_forms_block_country_*` data set filters, not here.',
	}),
	additionalContent({
		block: 'country',
		label: 'Country',
		since: '3.0.0',
		placement: 'the result is printed after the closing `</select>` of the country list.',
		prefixExample: 'Name',
		example: `// Warn that shipping is limited when the country field is used for delivery.
add_filter('es_forms_block_country_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'country';

	if (($attributes["{$prefix}Name"] ?? '') !== 'shipping_country') {
		return '';
	}

	return sprintf(
		'<p class="field-hint">%s</p>',
		esc_html__('We currently ship to EU countries only.', 'my-theme')
	);
});`,
		notes:
			'If you want to restrict the options themselves rather than explain a restriction, build an alternative dataset with `es_forms_block_country_alternative_data_set` and select it in the Blocks settings.',
	}),
	{
		path: ['block', 'country', 'modifyDataSet'],
		kind: 'filter',
		summary:
			"Changes the built-in country list before anything else uses it. `Countries::getCountriesDataSet()` applies it on every call (there is no `has_filter()` check), and the returned list becomes the items of the `default` dataset and the base from which all alternative datasets are built. The Country field, the Phone field's area-code picker, the Blocks settings page and the public `getFormsGetCountryList()` helper all go through this method.",
		parameters: [
			{
				name: '$countries',
				type: 'array<int, array<int, string>>',
				description:
					'The default list, one entry per country: `[0]` translated name, `[1]` lowercase ISO code (`hr`, `de`), `[2]` calling prefix without `+` (`385`), `[3]` English name. A couple of entries have no `[3]`.',
			},
		],
		returns: {
			type: 'array<int, array<int, string>>',
			description: 'The list in the same shape. Every entry needs at least the name, the code and the calling prefix.',
		},
		since: '5.6.11',
		exampleTitle: 'src/Hooks/FormsCountries.php',
		example: `// Rename one entry and drop a territory nobody on this site needs.
add_filter('es_forms_block_country_modify_data_set', static function (array $countries): array {
	$output = [];

	foreach ($countries as $country) {
		if ($country[1] === 'aq') {
			continue;
		}

		if ($country[1] === 'mk') {
			$country[0] = __('North Macedonia (MK)', 'my-theme');
		}

		$output[] = $country;
	}

	return $output;
});`,
		notes: [
			'Changes here reach every dataset, because alternative datasets are filtered copies of this list. Removing a country here removes it everywhere.',
			'The `codes` part of the default dataset is built from the list you return and reads `[0]`, `[1]` and `[2]` without fallbacks; an entry with missing indexes causes PHP warnings. `[3]` falls back to `[0]`.',
			'Codes are compared lowercase everywhere in the plugin. Keep them lowercase when you add entries.',
			'Geolocation country groups (such as `europe`) are a different list, changed with `es_forms_geolocation_countries_list`.',
		].join('\n\n'),
	},
	{
		path: ['block', 'country', 'alternativeDataSet'],
		kind: 'filter',
		summary:
			"Registers extra country datasets next to `default`. `Countries::getCountriesDataSet()` applies it when a callback exists and turns each definition into a dataset built from the (already modified) default list. The new datasets appear in the **Dataset used** selects of the Country and Phone tabs in the Blocks settings, globally and per form.",
		parameters: [
			{
				name: '$datasets',
				type: 'array<int, array<string, mixed>>',
				description: 'The definitions to add. The plugin passes an empty array.',
			},
		],
		returns: {
			type: 'array<int, array<string, mixed>>',
			description:
				'A list of definitions. Each needs `label` and `slug`; optional `onlyUse` (codes to keep), `remove` (codes to drop) and `change` (code ⇒ new name).',
		},
		since: '3.0.0',
		exampleTitle: 'src/Hooks/FormsCountries.php',
		example: `// A Nordic dataset for the membership forms, with one local name.
add_filter('es_forms_block_country_alternative_data_set', static function (array $datasets): array {
	$datasets[] = [
		'label' => __('Nordic countries', 'my-theme'),
		'slug' => 'nordic',
		'onlyUse' => ['dk', 'fi', 'is', 'no', 'se'],
		'change' => [
			'is' => __('Iceland (Ísland)', 'my-theme'),
		],
	];

	$datasets[] = [
		'label' => __('Everywhere except sanctioned', 'my-theme'),
		'slug' => 'no sanctions',
		'remove' => ['ru', 'by'],
	];

	return $datasets;
});`,
		notes: [
			'Definitions without a `label` or a `slug` are skipped silently. The slug is lowercased and spaces become dashes, so `no sanctions` is stored as `no-sanctions`; use the stored form in `es_forms_block_country_custom_order`.',
			'`onlyUse`, `remove` and the keys of `change` are compared strictly with the lowercase codes of the list (`de`, not `DE`). A code in both `onlyUse` and `remove` is dropped.',
			'Alternative datasets are listed before `default`. A definition with the slug `default` cannot replace the built-in dataset, because the real default is merged in afterwards.',
			'Only the `default` dataset gets the `codes` helper array; alternative datasets carry `label`, `slug` and `items`.',
			'Creating the dataset is not enough: pick it under **Dataset used** in the Blocks settings (global or per form) to use it.',
		].join('\n\n'),
	},
	{
		path: ['block', 'country', 'customOrder'],
		kind: 'filter',
		summary:
			'Moves chosen countries to the top of one or more datasets. `Countries::customOrder()` applies it at the end of `getCountriesDataSet()`, after the default and alternative datasets have been built, and only when a callback exists.',
		parameters: [
			{
				name: '$order',
				type: 'array<string, array<int, string>>',
				description: 'Codes to promote, keyed by dataset slug. The plugin passes an empty array.',
			},
		],
		returns: {
			type: 'array<string, array<int, string>>',
			description: 'Dataset slug ⇒ list of lowercase country codes to show first.',
		},
		since: '5.7.0',
		exampleTitle: 'src/Hooks/FormsCountries.php',
		example: `// Put the main markets first, in the default list and in the Nordic dataset.
add_filter('es_forms_block_country_custom_order', static function (array $order): array {
	$order['default'] = ['hr', 'si', 'at', 'de'];
	$order['nordic'] = ['se', 'no'];

	return $order;
});`,
		notes: [
			'The promoted countries keep their original relative order: the plugin walks the dataset once and splits it into matching and remaining entries. Listing `de` before `at` therefore still shows Austria before Germany. If you need an exact order, rebuild the list with `es_forms_block_country_modify_data_set` instead.',
			'Slugs that do not exist are ignored, as are empty datasets. Codes are matched strictly, so use lowercase.',
			'The order applies to the Country field and to the Phone area-code picker alike, because both read the same datasets.',
		].join('\n\n'),
	},
	additionalContent({
		block: 'date',
		label: 'Date',
		since: '3.0.0',
		placement:
			'the result is printed after the `<input>` that the date picker (Flatpickr) enhances on the frontend. It runs for both the date and the date-time type.',
		prefixExample: 'Type',
		example: `// State the time zone under date-time fields.
add_filter('es_forms_block_date_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'date';

	if (($attributes["{$prefix}Type"] ?? 'date') === 'date') {
		return '';
	}

	return sprintf(
		'<p class="field-hint">%s</p>',
		esc_html(sprintf(__('Times are in %s.', 'my-theme'), wp_timezone_string()))
	);
});`,
	}),
	{
		path: ['block', 'submit', 'component'],
		kind: 'filter',
		summary:
			'Replaces the button markup of the **Submit** block with your own. The Submit block view (`src/Blocks/custom/submit/submit.php`) applies it on every render when a callback exists and passes the result to the submit component as `submitButtonComponent`; a non-empty string is printed instead of the default `<button>` or link, inside the usual field wrapper.',
		parameters: [
			{
				name: '$data',
				type: 'array{value: string, isDisabled: bool, attributes: array<string, mixed>}',
				description:
					"`value` is the button label from the block (the translated `Submit` when the label is empty), not escaped. `isDisabled` is the block's disabled flag (`false` by default). `attributes` holds all Submit block attributes, with keys such as `submitSubmitValue`.",
			},
		],
		returns: {
			type: 'string',
			description: 'HTML of the button. An empty string keeps the default button.',
		},
		since: '1.0.0',
		exampleTitle: 'src/Hooks/FormsSubmit.php',
		example: `// Render submit buttons with the theme's button partial markup.
add_filter('es_forms_block_submit_component', static function (array $data): string {
	$label = $data['value'] !== '' ? $data['value'] : __('Send', 'my-theme');

	return sprintf(
		'<button type="submit" class="btn btn--primary"%1$s><span class="btn__label">%2$s</span><span class="btn__icon" aria-hidden="true">→</span></button>',
		$data['isDisabled'] ? ' disabled' : '',
		esc_html($label)
	);
});`,
		notes: [
			'The form script reacts to the native `submit` event of the `<form>`, so your markup must contain a real submit button (`<button type="submit">` or `<input type="submit">`). A link or a `type="button"` element does nothing.',
			'The plugin prints the returned HTML as is. Escape the label yourself.',
			"Your button replaces only the inner button; the field wrapper with its classes, tracking and conditional-tag attributes stays, and the output of `es_forms_block_submit_additional_content` is still appended after it.",
			'The Next and Previous buttons of multi-step forms do not use this filter; see `es_forms_block_step_component_next` and `es_forms_block_step_component_prev`.',
		].join('\n\n'),
	},
	additionalContent({
		block: 'submit',
		label: 'Submit',
		since: '1.0.0',
		summary:
			"Prints extra HTML next to a submit button on the frontend. The submit component template (`src/Blocks/components/submit/submit.php`) calls `GeneralHelpers::getBlockAdditionalContentViaFilter('submit', $attributes)` and appends the result after the button, after the link variant, or after the custom markup from `es_forms_block_submit_component`. The Step component renders its Previous and Next buttons through the same submit component, so the filter fires for those buttons too.",
		placement: '',
		prefixExample: 'Value',
		example: `// Link the privacy policy under the Submit block's button only.
add_filter('es_forms_block_submit_additional_content', static function (array $attributes): string {
	// Step navigation buttons use a different prefix (e.g. "stepStepSubmit").
	if (($attributes['prefix'] ?? '') !== 'submitSubmit') {
		return '';
	}

	$url = get_privacy_policy_url();

	if ($url === '') {
		return '';
	}

	return sprintf(
		'<p class="submit-note"><a href="%1$s">%2$s</a></p>',
		esc_url($url),
		esc_html__('How we handle your data', 'my-theme')
	);
});`,
		notes:
			"Tell the buttons apart by `$attributes['prefix']`: the Submit block arrives as `submitSubmit`, while Step navigation buttons get the step prefix followed by `Submit` and a `…ButtonTwParent` value of `step-navigation-prev` or `step-navigation-next`.",
	}),
	{
		path: ['block', 'step', 'componentPrev'],
		kind: 'filter',
		summary:
			"Replaces the **Previous** button of each step in a multi-step form. The step component template (`src/Blocks/components/step/step.php`) applies it once per step when a callback exists and hands the result to the submit component as `submitButtonComponent`, which prints it inside a field wrapper that carries `data-step-direction=\"prev\"`.",
		parameters: [
			{
				name: '$data',
				type: 'array{value: string, jsSelector: string, attributes: array<string, mixed>}',
				description:
					"`value` is the step's **Previous step** label, escaped, or the translated `Previous`. `jsSelector` is the class name `js-es-block-step-trigger`. `attributes` holds the Step attributes (keys such as `stepStepName`).",
			},
		],
		returns: { type: 'string', description: 'HTML of the button. An empty string keeps the default button.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/FormsSteps.php',
		example: `// Use the theme's ghost button with a back arrow for "Previous".
add_filter('es_forms_block_step_component_prev', static function (array $data): string {
	return sprintf(
		'<button type="submit" class="btn btn--ghost %1$s"><span aria-hidden="true">←</span> %2$s</button>',
		esc_attr($data['jsSelector']),
		$data['value']
	);
});`,
		notes: [
			"Navigation works through the form's native `submit` event: the script looks at `event.submitter`, finds its field wrapper and reads `data-step-direction`. Your markup must therefore be a submit button, and it must stay inside the wrapper the plugin prints around it.",
			'`value` is already passed through `esc_html()`; print it as is to avoid double escaping.',
			'In 10.4.1 no frontend script looks for the `jsSelector` class. Adding it does no harm and keeps the markup in line with the plugin, but it is not what makes the button work.',
			'The step script hides the Previous button on the first step by adding a state class to the wrapper; you do not need to hide it yourself.',
		].join('\n\n'),
	},
	{
		path: ['block', 'step', 'componentNext'],
		kind: 'filter',
		summary:
			"Replaces the **Next** button of each step in a multi-step form. The step component template (`src/Blocks/components/step/step.php`) applies it once per step when a callback exists and hands the result to the submit component as `submitButtonComponent`, which prints it inside a field wrapper that carries `data-step-direction=\"next\"`. Pressing it validates the current step on the server before the form moves on.",
		parameters: [
			{
				name: '$data',
				type: 'array{value: string, jsSelector: string, attributes: array<string, mixed>}',
				description:
					"`value` is the step's **Next step** label, escaped, or the translated `Next`. `jsSelector` is the class name `js-es-block-step-trigger`. `attributes` holds the Step attributes (keys such as `stepStepName`).",
			},
		],
		returns: { type: 'string', description: 'HTML of the button. An empty string keeps the default button.' },
		since: '3.0.0',
		exampleTitle: 'src/Hooks/FormsSteps.php',
		example: `// Show which step comes next on the button, based on the step name.
add_filter('es_forms_block_step_component_next', static function (array $data): string {
	$step = $data['attributes']['stepStepName'] ?? '';
	$label = $step === 'personal' ? __('Continue to payment', 'my-theme') : $data['value'];

	return sprintf(
		'<button type="submit" class="btn btn--primary %1$s">%2$s</button>',
		esc_attr($data['jsSelector']),
		$step === 'personal' ? esc_html($label) : $label
	);
});`,
		notes: [
			'Like the Previous button, yours must be a submit button inside the wrapper the plugin prints: the form script reads `data-step-direction` from the wrapper of `event.submitter`.',
			"`value` is already escaped. The step name in `attributes` is the editor's step name, or a random unique ID when the step has none, so do not rely on it for unnamed steps.",
			'The step script hides the Next button on the last step, and when a multi-flow rule asks for it, by adding a state class to the wrapper. That keeps working with custom markup.',
		].join('\n\n'),
	},
	additionalContent({
		block: 'rating',
		label: 'Rating',
		since: '3.0.0',
		placement: 'the result is printed after the stars container, still inside the field wrapper.',
		prefixExample: 'Amount',
		example: `// Explain the scale under every rating field.
add_filter('es_forms_block_rating_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'rating';
	$amount = (int) ($attributes["{$prefix}Amount"] ?? 5);

	return sprintf(
		'<p class="rating-scale"><span>%1$s</span><span>%2$s</span></p>',
		esc_html__('1 = poor', 'my-theme'),
		esc_html(sprintf(__('%d = excellent', 'my-theme'), $amount))
	);
});`,
		notes:
			'The number of stars is `ratingAmount` (a string attribute, `5` by default); cast it before using it in calculations.',
	}),
	{
		path: ['block', 'rating', 'starIcon'],
		kind: 'filter',
		summary:
			"Replaces the icon printed inside each star label of a Rating field. The rating component template (`src/Blocks/components/rating/rating.php`) applies it inside its star loop, so it runs once for every star of every Rating field, frontend and admin alike.",
		parameters: [
			{
				name: '$icon',
				type: 'string',
				description: "The default icon: the plugin's inline star SVG (`UtilsHelper::getUtilsIcons('rating')`), filled with `currentColor`.",
			},
			{
				name: '$attributes',
				type: 'array<string, mixed>',
				description: "The Rating component's attributes, with keys carrying the render prefix (e.g. `$attributes[$attributes['prefix'] . 'Name']`).",
			},
		],
		returns: { type: 'string', description: 'Markup for one star. It is printed inside the `<label>` without escaping.' },
		since: '5.0.9',
		exampleTitle: 'theme/functions.php',
		example: `// Use hearts instead of stars for the "satisfaction" rating.
add_filter('es_forms_block_rating_star_icon', static function (string $icon, array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'rating';

	if (($attributes["{$prefix}Name"] ?? '') !== 'satisfaction') {
		return $icon;
	}

	return '<svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">'
		. '<path fill="currentColor" d="M10 17.5 3.2 10.9A4.2 4.2 0 0 1 10 5.2a4.2 4.2 0 0 1 6.8 5.7z"/>'
		. '</svg>';
}, 10, 2);`,
		notes: [
			'Register with `10, 2` to receive the attributes. The star number is not passed, so every star of a field gets the same icon.',
			'The default icon is filled with `currentColor`, so the plugin colours the stars through CSS. Use `currentColor` in your icon too and it follows the same hover and selected colours.',
			'Unlike the `additional_content` filters, this one has no `has_filter()` guard and no wp-admin check; it runs wherever a Rating component is rendered in PHP.',
		].join('\n\n'),
	},
	additionalContent({
		block: 'dynamic',
		label: 'Dynamic',
		since: '3.0.2',
		summary:
			"Listed in `Filters::getPublicFilters()`, so the name is valid, but nothing in eightshift-forms 10.4.1 applies it. The dynamic component template (`src/Blocks/components/dynamic/dynamic.php`) only applies `es_forms_block_dynamic_data_output` and never calls `GeneralHelpers::getBlockAdditionalContentViaFilter('dynamic', …)`, so a callback on this hook is never run.",
		placement: '',
		prefixExample: 'Name',
		example: `// Has no effect in 10.4.1: the plugin never applies this filter.
// Kept here to show the signature the other additional-content filters use.
add_filter('es_forms_block_dynamic_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'dynamic';

	if (($attributes["{$prefix}Name"] ?? '') !== 'linked_project') {
		return '';
	}

	return sprintf('<p class="field-hint">%s</p>', esc_html__('The list is synced from Airtable.', 'my-theme'));
});`,
		notes:
			'To change what a Dynamic block prints, use `es_forms_block_dynamic_data_output`. To add text around the select that Airtable builds from it, append it in a late `data_output` callback, or use `es_forms_block_select_additional_content`, which runs when that select is rendered.',
	}),
	{
		path: ['block', 'dynamic', 'dataOutput'],
		kind: 'filter',
		summary:
			"Produces the markup of a **Dynamic** block. The dynamic component template (`src/Blocks/components/dynamic/dynamic.php`) applies it for every Dynamic block that has a name and is not deactivated, and echoes whatever comes back. The plugin itself hooks `Airtable::getDynamicBlockOutput()` here (priority 10): for forms of the Airtable type it reads the `dynamicData` attribute, fetches the linked table's records and returns a select field; for every other form it returns an empty string.",
		parameters: [
			{
				name: '$attributes',
				type: 'array<string, mixed>',
				description:
					"The Dynamic component's attributes (`dynamicName`, `dynamicData`, `dynamicIsRequired`, … with the render prefix). Only callbacks that run before priority 10 see this array; later ones receive the string returned by the Airtable callback.",
			},
			{
				name: '$formId',
				type: 'string',
				description: 'The form post ID from the `dynamicFormPostId` attribute.',
			},
		],
		returns: { type: 'string', description: 'The HTML to print for the block. It is echoed without escaping.' },
		since: '3.0.2',
		exampleTitle: 'src/Hooks/FormsDynamic.php',
		example: `// When Airtable returns no records, show a message instead of an empty spot.
add_filter('es_forms_block_dynamic_data_output', static function (string $output, string $formId): string {
	// Priority 20 runs after the Airtable callback, so $output is its HTML.
	if ($output !== '') {
		return $output;
	}

	if ((int) $formId !== 482) { // The job application form.
		return '';
	}

	return sprintf(
		'<p class="form-notice">%s</p>',
		esc_html__('There are no open positions right now.', 'my-theme')
	);
}, 20, 2);`,
		notes: [
			"Priority matters. The plugin's own callback is registered on `plugins_loaded`, at priority 10 and with an `array` type on its first parameter. A callback at priority 10 added from a theme runs after it and gets a string. A callback before 10 sees the attributes, but if it returns a string the Airtable callback is then handed a string and throws a `TypeError`. Callbacks that run early should only adjust and return the attributes array.",
			'Without any callback the template would echo the attributes array itself; in practice the Airtable callback is always registered, so the block prints an empty string on non-Airtable forms.',
			'The Airtable callback returns an empty string when the form is not of the Airtable type, when `dynamicData` lacks a `baseId` or `listId`, or when the table has no records with an ID and a title.',
			'The block does not render a field wrapper of its own; whatever you return is the whole output.',
		].join('\n\n'),
	},
	additionalContent({
		block: 'loader',
		label: 'Loader',
		since: '6.4.0',
		summary:
			"Adds HTML inside the loading overlay. The loader component template (`src/Blocks/components/loader/loader.php`) calls `GeneralHelpers::getBlockAdditionalContentViaFilter('loader', $attributes)` and prints a non-empty result after the spinner and overlay elements. Every form renders a loader, and the Forms block renders a second one with `loaderIsGeolocation` set, used while geolocation picks the form to show.",
		placement: '',
		prefixExample: 'IsGeolocation',
		prefixNote:
			"The loader is rendered by the form and by the Forms block, not placed on its own, so `$attributes['prefix']` is built from the parent (for the Forms block it is `formsLoader`)",
		example: `// Put a short status text inside the loader of every form.
add_filter('es_forms_block_loader_additional_content', static function (array $attributes): string {
	$prefix = $attributes['prefix'] ?? 'loader';
	$isGeolocation = !empty($attributes["{$prefix}IsGeolocation"]);

	$text = $isGeolocation
		? __('Loading the form for your region…', 'my-theme')
		: __('Sending…', 'my-theme');

	return sprintf('<span class="loader-text">%s</span>', esc_html($text));
});`,
		notes:
			'The loader element has `aria-hidden="true"` and `role="none"`, so your text is not announced by screen readers. It is shown and hidden through CSS state classes that the form script toggles while a request runs.',
	}),
];
