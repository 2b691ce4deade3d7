/**
 * Actions of Filters::getPublicActions(): the four migration actions fired by the admin migration route
 * and one `submitSuccess` action per integration type, fired by the form submit routes.
 */
import type { FormsHook, HookParameter } from './types';

/* -------------------------------------------------------------------------------------------------
 * Migrations: MigrationRoute (POST /wp-json/eightshift-forms/v1/migration) fires one action at the end
 * of each migration, passing the migration type string.
 * ----------------------------------------------------------------------------------------------- */

interface MigrationSpec {
	key: string;
	type: string;
	method: string;
	card: string;
	does: string;
	since: string;
	example: string;
	notes: string;
}

function migrationAction(spec: MigrationSpec): FormsHook {
	return {
		path: ['migration', spec.key],
		kind: 'action',
		summary: `Runs after the **${spec.card}** migration has finished rewriting the plugin's own data. ${spec.does} \`MigrationRoute::${spec.method}()\` fires it, inside the admin-only REST request that the **Migrate** button on the Migration settings screen sends with \`type=${spec.type}\`. Use it to migrate data your theme or plugin keeps next to the forms.`,
		parameters: [
			{
				name: '$type',
				type: 'string',
				description: `The migration type that just ran. The plugin always passes \`'${spec.type}'\` (\`SettingsMigration::${spec.type === 'clearbit' ? 'VERSION_CLEARBIT' : `VERSION_2_3_${spec.type.split('-').pop()!.toUpperCase()}`}\`).`,
			},
		],
		since: spec.since,
		exampleTitle: 'src/Hooks/FormsMigrations.php',
		example: spec.example,
		notes: spec.notes,
	};
}

const migrationCommonNotes =
	'The callback runs inside a REST request whose JSON the admin screen prints in its **Output log**, so never `echo` from it; write to `error_log()` or your own log instead. The action is fired only when something is hooked to it (`has_action()` is checked first), which changes nothing for you. Only users with the `eightshift_forms_form_settings` capability can reach the route.';

const migrationActions: FormsHook[] = [
	migrationAction({
		key: 'twoToThreeGeneral',
		type: '2-3-general',
		method: 'getMigration2To3General',
		card: 'Version 2 → Version 3 - general',
		does: 'By then the global and per-integration fallback e-mail options have been moved to their new names and a handful of multi-value options have been rewritten from comma-separated lists to the new delimiter.',
		since: '3.0.0',
		example: `// Our project kept its own copy of the fallback address; point it at the new option.
add_action('es_forms_migration_two_to_three_general', static function (string $type): void {
	$legacy = get_option('acme_forms_fallback_copy', '');

	if ($legacy === '') {
		return;
	}

	update_option('acme_forms_fallback_email', sanitize_email($legacy));
	delete_option('acme_forms_fallback_copy');

	error_log(sprintf('[acme] Moved project fallback address after the %s migration.', $type));
});`,
		notes: `The action fires on every run, even when there was no old option left to move, so make your callback safe to run twice. ${migrationCommonNotes}`,
	}),
	migrationAction({
		key: 'twoToThreeForms',
		type: '2-3-forms',
		method: 'getMigration2To3Forms',
		card: 'Version 2 → Version 3 - forms',
		does: 'By then each form of an enabled integration that could be converted has had its blocks rewritten for the version 3 editor and saved with `wp_update_post()`, and the old per-integration field options have been deleted.',
		since: '3.0.0',
		example: `// Landing pages stored a v2 form reference in their own meta; rebuild it for v3.
add_action('es_forms_migration_two_to_three_forms', static function (string $type): void {
	$pages = get_posts([
		'post_type' => 'landing',
		'post_status' => 'any',
		'numberposts' => -1,
		'fields' => 'ids',
		'meta_key' => 'acme_v2_form',
	]);

	foreach ($pages as $pageId) {
		update_post_meta($pageId, 'acme_form_id', (int) get_post_meta($pageId, 'acme_v2_form', true));
		delete_post_meta($pageId, 'acme_v2_form');
	}
});`,
		notes: `When the site has no form posts at all, the migration returns early with an error and the action does **not** fire. It does fire when forms were found but every one of them failed, because the plugin checks for successful items only after calling the action, so do not read the action as proof that forms were rewritten. The admin screen suggests running this migration with one integration active at a time on large sites; your callback then runs once per attempt. ${migrationCommonNotes}`,
	}),
	migrationAction({
		key: 'twoToThreeLocale',
		type: '2-3-locale',
		method: 'getMigration2To3Locale',
		card: 'Version 2 → Version 3 - locale',
		does: 'By then every option and form post meta whose name contains `es-forms-` has been copied to a name without the `-en_US` suffix, and each original was deleted when the copy succeeded.',
		since: '3.0.0',
		example: `// Drop the locale suffix from options our add-on saved with the same naming scheme.
add_action('es_forms_migration_two_to_three_locale', static function (string $type): void {
	foreach (['acme-forms-banner-en_US', 'acme-forms-footer-en_US'] as $oldName) {
		$value = get_option($oldName, null);

		if ($value === null) {
			continue;
		}

		add_option(str_replace('-en_US', '', $oldName), $value);
		delete_option($oldName);
	}
});`,
		notes: `The plugin only strips the \`-en_US\` suffix; options saved under other locales are left alone, and so is anything whose name lacks \`es-forms-\`. A name that already exists without the suffix is reported as an error and the old copy stays. The action fires whether or not anything changed. ${migrationCommonNotes}`,
	}),
	migrationAction({
		key: 'clearbit',
		type: 'clearbit',
		method: 'getMigrationClearbit',
		card: 'Version 5.5.1 → Version 5.6 - Clearbit',
		does: 'By then each form\'s `es-forms-hubspot-use-clearbit` meta has been copied to `es-forms-clearbit-settings-use`, and the global `es-forms-hubspot-clearbit-map-keys` option to `es-forms-clearbit-map-keys-hubspot`, with the old entries deleted.',
		since: '5.6.0',
		example: `// A project cron job read the old HubSpot-only Clearbit flag; switch it to the new key.
add_action('es_forms_migration_clearbit', static function (string $type): void {
	$settings = get_option('acme_enrichment_settings', []);

	if (($settings['flag_meta'] ?? '') === 'es-forms-hubspot-use-clearbit') {
		$settings['flag_meta'] = 'es-forms-clearbit-settings-use';
		update_option('acme_enrichment_settings', $settings);
	}

	wp_cache_flush_group('acme_enrichment');
});`,
		notes: `Unlike the version 2 → 3 migrations this one moved data from the HubSpot integration to the separate [Clearbit integration](/forms/integrations/clearbit). It adds the new meta with \`add_post_meta()\` without the unique flag and the new option with \`add_option()\`, so a form that already had the new key ends up with two rows and an existing new option is not overwritten. The action fires on every run, also when nothing was left to move. ${migrationCommonNotes}`,
	}),
];

/* -------------------------------------------------------------------------------------------------
 * Submit success: one action per integration type, same two arguments everywhere.
 * ----------------------------------------------------------------------------------------------- */

const submitSuccessParameters: HookParameter[] = [
	{
		name: '$formDetails',
		type: 'array<string, mixed>',
		description:
			'The submission as the route prepared it. Useful keys: `formId`, `postId` (the page the form was on), `type` (the integration key), `itemId` and `innerId` (the list, job or form picked in the form settings), `params` (submitted fields keyed by field name, each an array with `name`, `value`, `type`, `custom` and `typeCustom`; already passed through enrichment mapping and the `pre_post_params` filter), `files`, `storage`, `country` and, where the route called an external API, `responseOutputData`.',
	},
	{
		name: '$formId',
		type: 'string',
		description: 'The ID of the form post, as a string (the same value as `$formDetails[\'formId\']`).',
	},
];

interface SubmitSuccessSpec {
	/** SETTINGS_TYPE_KEY of the integration (or 'custom'). */
	key: string;
	label: string;
	/** Class and method that fire the action. */
	caller: string;
	/** What has happened by the time the action fires. */
	when: string;
	since: string;
	exampleTitle?: string;
	example: string;
	notes: string;
}

/** Block types with the **Custom action** field; FormSubmitCustomRoute fires their action (see the `custom` entry). */
const customActionTypes = new Set(['mailer', 'calculator', 'corvus', 'paycek', 'jira', 'pipedrive', 'nationbuilder', 'pardot']);

function submitSuccessAction(spec: SubmitSuccessSpec): FormsHook {
	const viaCustom = customActionTypes.has(spec.key)
		? ` A form of this type with a **Custom action** URL fires this action too, from \`FormSubmitCustomRoute\` on \`submit/custom\`, without sending any e-mails; see [Custom action](/forms/php/actions/integrations/custom).`
		: '';
	return {
		path: ['integrations', spec.key, 'submitSuccess'],
		kind: 'action',
		summary: `Fires once a ${spec.label} form submission has succeeded on the server, from \`${spec.caller}\` while it handles \`POST /wp-json/eightshift-forms/v1/submit/${spec.key}\`. ${spec.when} The JSON response goes back to the browser only after every callback has returned.`,
		parameters: submitSuccessParameters,
		since: spec.since,
		exampleTitle: spec.exampleTitle ?? 'src/Hooks/FormsSubmissions.php',
		example: spec.example,
		notes: `${spec.notes}${viaCustom}`,
	};
}

/** Shared wording for the integrations that run through AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput(). */
const commonWhen =
	'By then the external API has answered with a success code, the success data (entry, redirect URL, variation) has been built, the form\'s e-mails have been sent if **Use mailer** is on in the form\'s E-mail settings, and a logged-in visitor has been marked as having submitted (for forms limited to one submission).';

const skipNote = (label: string) =>
	`The action also fires when ${label} is switched off with **Deactivate integration and send all the data to the fallback email** in its global settings: the route then skips the API call but still builds the success output, so \`$formDetails['responseOutputData']\` is missing. Check for it before you rely on it.`;

const slowNote =
	'The visitor waits for your callback, so queue slow work (`wp_schedule_single_event()` or Action Scheduler) instead of calling remote APIs inline.';

const submitSuccessActions: FormsHook[] = [
	submitSuccessAction({
		key: 'mailer',
		label: 'Mailer',
		caller: 'FormSubmitMailerRoute::submitAction()',
		when: 'By then the success data has been built and the form\'s e-mails have been sent; for the Mailer the e-mails are the submission itself, so they are always sent, together with the confirmation e-mail when one is set up.',
		since: '9.1.0',
		example: `// Count contact requests per form so editors can see them in a dashboard widget.
add_action('es_forms_integrations_mailer_submit_success', static function (array $formDetails, string $formId): void {
	$count = (int) get_post_meta((int) $formId, 'acme_submission_count', true);

	update_post_meta((int) $formId, 'acme_submission_count', $count + 1);
	update_post_meta((int) $formId, 'acme_last_submission', current_time('mysql'));
}, 10, 2);`,
		notes: `On \`submit/mailer\`, if sending fails the route throws before the action, so there the action means the [Mailer](/forms/integrations/mailer) accepted the messages. There is no \`responseOutputData\` for this type. ${slowNote}`,
	}),
	submitSuccessAction({
		key: 'mailchimp',
		label: 'Mailchimp',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: commonWhen,
		since: '9.1.0',
		example: `// Remember subscribers so the theme stops showing its newsletter pop-up to them.
add_action('es_forms_integrations_mailchimp_submit_success', static function (array $formDetails, string $formId): void {
	if (headers_sent()) {
		return;
	}

	setcookie('acme_newsletter', 'subscribed', [
		'expires' => time() + YEAR_IN_SECONDS,
		'path' => COOKIEPATH,
		'secure' => is_ssl(),
		'samesite' => 'Lax',
	]);
}, 10, 2);`,
		notes: `\`$formDetails['itemId']\` is the audience chosen in the form settings. ${skipNote('[Mailchimp](/forms/integrations/mailchimp)')}`,
	}),
	submitSuccessAction({
		key: 'greenhouse',
		label: 'Greenhouse',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: commonWhen,
		since: '9.1.0',
		example: `// Tell the recruiting channel in Slack that a new application arrived.
add_action('es_forms_integrations_greenhouse_submit_success', static function (array $formDetails, string $formId): void {
	$name = trim(($formDetails['params']['first_name']['value'] ?? '') . ' ' . ($formDetails['params']['last_name']['value'] ?? ''));

	wp_remote_post(ACME_SLACK_RECRUITING_WEBHOOK, [
		'blocking' => false,
		'headers' => ['Content-Type' => 'application/json'],
		'body' => wp_json_encode([
			'text' => sprintf('New application for job %s from %s', $formDetails['itemId'], $name ?: 'an applicant'),
		]),
	]);
}, 10, 2);`,
		notes: `\`$formDetails['itemId']\` is the Greenhouse job ID and the field names follow the job's questions, so check them on a test submission first. Uploaded CVs are in \`$formDetails['files']\`. ${skipNote('[Greenhouse](/forms/integrations/greenhouse)')} Read the 10.4.1 code before you rely on this action: \`GreenhouseClient::postApplication()\` passes \`true\` in the \`isDisabled\` slot of \`ApiHelpers::getIntegrationApiResponseDetails()\` instead of \`isCurl\`, so the decoded Greenhouse reply is read as having no status code and the route reports an error; see [Greenhouse actions](/forms/php/actions/integrations/greenhouse).`,
	}),
	submitSuccessAction({
		key: 'hubspot',
		label: 'HubSpot',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: `${commonWhen} The HubSpot route has also queued the Clearbit enrichment job for the submission, if Clearbit is set up.`,
		since: '9.1.0',
		example: `// Hand the lead to our own CRM sync, which runs a minute later in WP-Cron.
add_action('es_forms_integrations_hubspot_submit_success', static function (array $formDetails, string $formId): void {
	$email = sanitize_email($formDetails['params']['email']['value'] ?? '');

	if ($email === '') {
		return;
	}

	wp_schedule_single_event(time() + MINUTE_IN_SECONDS, 'acme_sync_lead', [
		$email,
		$formDetails['itemId'],
		(int) $formDetails['postId'],
	]);
}, 10, 2);`,
		notes: `\`$formDetails['itemId']\` is the HubSpot form GUID and portal ID joined with \`---\` (\`formGuid---portalId\`), as stored in the form settings. ${skipNote('[HubSpot](/forms/integrations/hubspot)')}`,
	}),
	submitSuccessAction({
		key: 'mailerlite',
		label: 'MailerLite',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: commonWhen,
		since: '9.1.0',
		example: `// Store the opt-in on the account of a logged-in visitor.
add_action('es_forms_integrations_mailerlite_submit_success', static function (array $formDetails, string $formId): void {
	$userId = get_current_user_id();

	if ($userId === 0) {
		return;
	}

	update_user_meta($userId, 'acme_mailerlite_group', sanitize_text_field($formDetails['itemId']));
	update_user_meta($userId, 'acme_newsletter_opt_in', current_time('mysql'));
}, 10, 2);`,
		notes: `REST requests only know the current user when the request carries a valid nonce; the plugin's frontend sends one, but a form embedded on a cached page may not. ${skipNote('[MailerLite](/forms/integrations/mailerlite)')}`,
	}),
	submitSuccessAction({
		key: 'goodbits',
		label: 'Goodbits',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: commonWhen,
		since: '9.1.0',
		example: `// Keep a per-day subscription count for the marketing report.
add_action('es_forms_integrations_goodbits_submit_success', static function (array $formDetails, string $formId): void {
	$stats = get_option('acme_goodbits_daily', []);
	$today = wp_date('Y-m-d');

	$stats[$today] = ($stats[$today] ?? 0) + 1;

	// Keep the last 90 days only.
	update_option('acme_goodbits_daily', array_slice($stats, -90, null, true), false);
}, 10, 2);`,
		notes: `Two subscriptions at the same moment can race on the option; use a custom table if the numbers must be exact. ${skipNote('[Goodbits](/forms/integrations/goodbits)')}`,
	}),
	submitSuccessAction({
		key: 'activecampaign',
		label: 'ActiveCampaign',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: `${commonWhen} If the params held \`actionTags\` or \`actionLists\`, the route has also added the contact to those tags and lists; a synced form in 10.4.1 sends neither (its actions arrive as hidden \`action\` inputs).`,
		since: '9.1.0',
		example: `// Link the ActiveCampaign contact to the WordPress user who submitted the form.
add_action('es_forms_integrations_activecampaign_submit_success', static function (array $formDetails, string $formId): void {
	$contactId = $formDetails['responseOutputData']['contactId'] ?? '';
	$userId = get_current_user_id();

	if ($contactId === '' || $userId === 0) {
		return;
	}

	update_user_meta($userId, 'acme_activecampaign_contact', $contactId);
}, 10, 2);`,
		notes: `\`$formDetails['responseOutputData']['contactId']\` holds the ID of the contact the API created (the client calls the create endpoint, \`POST contacts\`). ${skipNote('[ActiveCampaign](/forms/integrations/active-campaign)')}`,
	}),
	submitSuccessAction({
		key: 'airtable',
		label: 'Airtable',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: commonWhen,
		since: '9.1.0',
		example: `// The theme lists Airtable rows from a cached API call; drop the cache so the new row shows up.
add_action('es_forms_integrations_airtable_submit_success', static function (array $formDetails, string $formId): void {
	$base = $formDetails['itemId'];
	$table = $formDetails['innerId'];

	delete_transient("acme_airtable_rows_{$base}_{$table}");
}, 10, 2);`,
		notes: `For Airtable \`itemId\` is the base and \`innerId\` the table picked in the form settings. ${skipNote('[Airtable](/forms/integrations/airtable)')} Unlike most routes, the Airtable route checks its configuration before the deactivate switch, so without an API key the submission fails with \`airtableMissingConfig\` even when the integration is deactivated.`,
	}),
	submitSuccessAction({
		key: 'moments',
		label: 'Infobip Moments',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: `${commonWhen} If the form has Moments events enabled, the event has been posted as well.`,
		since: '9.1.0',
		example: `// Record the consent text the visitor agreed to, for the GDPR register.
add_action('es_forms_integrations_moments_submit_success', static function (array $formDetails, string $formId): void {
	global $wpdb;

	$wpdb->insert($wpdb->prefix . 'acme_consents', [
		'email' => sanitize_email($formDetails['params']['email']['value'] ?? ''),
		'form_id' => (int) $formId,
		'page_id' => (int) $formDetails['postId'],
		'channel' => 'moments',
		'created_at' => current_time('mysql', true),
	]);
}, 10, 2);`,
		notes: `${skipNote('[Moments](/forms/integrations/moments)')} ${slowNote}`,
	}),
	submitSuccessAction({
		key: 'workable',
		label: 'Workable',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: commonWhen,
		since: '9.1.0',
		example: `// Send the hiring manager a short heads-up; the full application lives in Workable.
add_action('es_forms_integrations_workable_submit_success', static function (array $formDetails, string $formId): void {
	$manager = get_post_meta((int) $formDetails['postId'], 'acme_hiring_manager_email', true);

	if (!is_email($manager)) {
		return;
	}

	wp_mail(
		$manager,
		sprintf('New Workable application (%s)', $formDetails['itemId']),
		sprintf('Someone applied through %s. Open Workable to review the candidate.', get_permalink((int) $formDetails['postId']))
	);
}, 10, 2);`,
		notes: `\`$formDetails['itemId']\` is the Workable job shortcode. ${skipNote('[Workable](/forms/integrations/workable)')}`,
	}),
	submitSuccessAction({
		key: 'talentlyft',
		label: 'TalentLyft',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: commonWhen,
		since: '9.1.0',
		example: `// Show an application counter on each job page.
add_action('es_forms_integrations_talentlyft_submit_success', static function (array $formDetails, string $formId): void {
	$jobPage = (int) $formDetails['postId'];

	if ($jobPage === 0) {
		return;
	}

	$count = (int) get_post_meta($jobPage, 'acme_applications', true);
	update_post_meta($jobPage, 'acme_applications', $count + 1);
}, 10, 2);`,
		notes: `${skipNote('[TalentLyft](/forms/integrations/talentlyft)')}`,
	}),
	submitSuccessAction({
		key: 'jira',
		label: 'Jira',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: `${commonWhen} For Jira that means the issue has been created.`,
		since: '9.1.0',
		example: `// Keep the key of the issue Jira created, so support can find it from the page.
add_action('es_forms_integrations_jira_submit_success', static function (array $formDetails, string $formId): void {
	$issueKey = $formDetails['responseOutputData']['body']['key'] ?? '';

	if ($issueKey === '') {
		return;
	}

	add_post_meta((int) $formDetails['postId'], 'acme_jira_issues', sanitize_text_field($issueKey));
	error_log("[acme] Form {$formId} created Jira issue {$issueKey}.");
}, 10, 2);`,
		notes: `\`responseOutputData['body']\` is the decoded JSON Jira returned for the new issue. If you replace the request with the \`override_post_request\` filter of the [Jira integration](/forms/php/filters/integrations/jira), \`responseOutputData\` is whatever your filter returned. ${skipNote('[Jira](/forms/integrations/jira)')}`,
	}),
	submitSuccessAction({
		key: 'corvus',
		label: 'Corvus Pay',
		caller: 'FormSubmitCorvusRoute::submitAction()',
		when: 'By then the mapped payment parameters have passed their checks, the success data (including the entry, when entries are on) has been built and the form\'s e-mails have been sent if **Use mailer** is on. The browser has **not** gone to the payment page yet: the response that follows tells it to post the order to Corvus.',
		since: '9.1.0',
		example: `// Note that a payment was started; the gateway callback decides later whether it was paid.
add_action('es_forms_integrations_corvus_submit_success', static function (array $formDetails, string $formId): void {
	global $wpdb;

	$wpdb->insert($wpdb->prefix . 'acme_payments', [
		'gateway' => 'corvus',
		'form_id' => (int) $formId,
		'email' => sanitize_email($formDetails['params']['email']['value'] ?? ''),
		'status' => 'pending',
		'created_at' => current_time('mysql', true),
	]);
}, 10, 2);`,
		notes: `Do not treat this action as a completed payment: the visitor can still cancel or fail at the [Corvus](/forms/integrations/corvus) checkout. The real order number is built after the action and is not in \`$formDetails\`. There is no \`responseOutputData\` for this type. ${slowNote}`,
	}),
	submitSuccessAction({
		key: 'paycek',
		label: 'Paycek',
		caller: 'FormSubmitPaycekRoute::submitAction()',
		when: 'By then the required payment parameters have been checked, the success data has been built and the form\'s e-mails have been sent if **Use mailer** is on. The visitor is sent to the Paycek payment URL only after the action, with the response.',
		since: '9.1.0',
		example: `// Count started crypto checkouts per form, to compare with completed ones later.
add_action('es_forms_integrations_paycek_submit_success', static function (array $formDetails, string $formId): void {
	$started = (int) get_post_meta((int) $formId, 'acme_paycek_started', true);

	update_post_meta((int) $formId, 'acme_paycek_started', $started + 1);

	error_log(sprintf('[acme] Paycek checkout started on page %d.', (int) $formDetails['postId']));
}, 10, 2);`,
		notes: `As with Corvus, the action marks a started checkout, not a paid one; see [Paycek](/forms/integrations/paycek). The final payment ID and the payment URL are kept outside \`$formDetails\`, so the callback cannot read them. ${slowNote}`,
	}),
	submitSuccessAction({
		key: 'pipedrive',
		label: 'Pipedrive',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: commonWhen,
		since: '9.1.0',
		example: `// Schedule a follow-up reminder for the sales team one working day later.
add_action('es_forms_integrations_pipedrive_submit_success', static function (array $formDetails, string $formId): void {
	$company = sanitize_text_field($formDetails['params']['company']['value'] ?? '');

	wp_schedule_single_event(time() + DAY_IN_SECONDS, 'acme_sales_follow_up', [
		$company,
		sanitize_email($formDetails['params']['email']['value'] ?? ''),
	]);
}, 10, 2);`,
		notes: `${skipNote('[Pipedrive](/forms/integrations/pipedrive)')}`,
	}),
	submitSuccessAction({
		key: 'calculator',
		label: 'Calculator',
		caller: 'FormSubmitCalculatorRoute::submitAction()',
		when: 'Nothing leaves the site: by then the submit-once flag is stored, the success data has been built and the form\'s e-mails have been sent if **Use mailer** is on.',
		since: '9.1.0',
		example: `// Save every quote as a private post so sales can look it up later.
add_action('es_forms_integrations_calculator_submit_success', static function (array $formDetails, string $formId): void {
	$quoteId = wp_insert_post([
		'post_type' => 'acme_quote',
		'post_status' => 'private',
		'post_title' => sprintf('Quote from form %s, %s', $formId, wp_date('Y-m-d H:i')),
	]);

	if (is_wp_error($quoteId) || $quoteId === 0) {
		return;
	}

	foreach (['area', 'rooms', 'total'] as $name) {
		update_post_meta($quoteId, "acme_{$name}", sanitize_text_field($formDetails['params'][$name]['value'] ?? ''));
	}
}, 10, 2);`,
		notes: `\`params\` also holds the plugin's own hidden parameters next to the visible fields, so pick the names you need instead of storing everything. There is no \`responseOutputData\` for this type. See [Calculator](/forms/integrations/calculator).`,
	}),
	submitSuccessAction({
		key: 'nationbuilder',
		label: 'NationBuilder',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: commonWhen,
		since: '9.1.0',
		example: `// Give logged-in members who sign a petition a supporter badge on their profile.
add_action('es_forms_integrations_nationbuilder_submit_success', static function (array $formDetails, string $formId): void {
	$userId = get_current_user_id();

	if ($userId === 0) {
		return;
	}

	$signed = (array) get_user_meta($userId, 'acme_signed_forms', true);
	$signed[] = $formId;

	update_user_meta($userId, 'acme_signed_forms', array_values(array_unique(array_filter($signed))));
}, 10, 2);`,
		notes: `${skipNote('[NationBuilder](/forms/integrations/nationbuilder)')}`,
	}),
	submitSuccessAction({
		key: 'pardot',
		label: 'Pardot',
		caller: 'AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutput()',
		when: commonWhen,
		since: '9.7.0',
		example: `// Unlock gated downloads for known prospects without asking them again.
add_action('es_forms_integrations_pardot_submit_success', static function (array $formDetails, string $formId): void {
	if (headers_sent()) {
		return;
	}

	setcookie('acme_gated_access', wp_hash($formDetails['params']['email']['value'] ?? ''), [
		'expires' => time() + 30 * DAY_IN_SECONDS,
		'path' => COOKIEPATH,
		'secure' => is_ssl(),
		'httponly' => true,
		'samesite' => 'Lax',
	]);
}, 10, 2);`,
		notes: `Pardot joined the list in 9.7.0, later than the other types. ${skipNote('[Pardot](/forms/integrations/pardot)')}`,
	}),
	submitSuccessAction({
		key: 'custom',
		label: 'custom-action',
		caller: 'FormSubmitCustomRoute::submitAction() (never with this name in 10.4.1)',
		when: 'Registered in `Filters::getPublicActions()`, but nothing fires it in 10.4.1. `FormSubmitCustomRoute` builds the action name from `$formDetails[\'type\']`, and `getFormDetailsApi()` takes the type from the form\'s inner block. The **Custom action** field exists on every integration block without a remote form builder (Mailer, Calculator, Corvus, Paycek, Jira, Pipedrive, NationBuilder and Pardot), and only the browser is told the type is `custom`. A custom-action form therefore fires the action of its own block, most often `es_forms_integrations_mailer_submit_success`: straight away when **Process form externally** is on (`actionExternal` is set), before the browser posts the form itself, and otherwise after the plugin\'s own `wp_remote_post()` to the **Custom action** URL returned a non-error status code.',
		since: '9.1.0',
		example: `// 'es_forms_integrations_custom_submit_success' never fires in 10.4.1. A Mailer form with a custom
// action arrives on the Mailer action instead; a non-empty 'action' tells the two apart.
add_action('es_forms_integrations_mailer_submit_success', static function (array $formDetails, string $formId): void {
	$target = $formDetails['action'] ?? '';

	if ($target === '') {
		return; // An ordinary Mailer form.
	}

	if (!empty($formDetails['actionExternal'])) {
		error_log("[acme] Form {$formId}: the browser will post to {$target}.");
		return;
	}

	$code = wp_remote_retrieve_response_code($formDetails['responseOutputData'] ?? []);
	error_log(sprintf('[acme] Form %s was posted to %s by the server, status %d.', $formId, $target, (int) $code));
}, 10, 2);`,
		notes:
			'Hooking `es_forms_integrations_custom_submit_success` itself is harmless but never runs. For the same reason the filters of a custom-action form are those of its block, for a Mailer form `es_forms_integrations_mailer_pre_post_params` (the fields the server posts) and `es_forms_integrations_mailer_before_success_response` (the response). On the server-side path `responseOutputData` is the raw `wp_remote_post()` response array; on the browser path it is missing. Custom-action forms send none of the plugin\'s e-mails. See [Custom action](/forms/php/actions/integrations/custom).',
	}),
];

export const actionHooks: FormsHook[] = [...migrationActions, ...submitSuccessActions];
