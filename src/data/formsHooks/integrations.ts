/**
 * Filters under `integrations` in Filters::getPublicFilters(). One description per key (checked
 * against its call site in eightshift-forms 10.4.1), applied per integration with that integration's
 * name, call sites and an example that fits the service. The list of keys per integration comes from
 * `since` below, which mirrors Filters.php (the first release of each composed name, from git tags).
 */
import type { FormsHook, HookParameter } from './types';
import { formsHookName } from './types';

type Key =
	| 'data'
	| 'order'
	| 'prePostId'
	| 'overridePostRequest'
	| 'prePostParams'
	| 'beforeSuccessResponse'
	| 'afterCustomResultOutputProcess'
	| 'filesOptions'
	| 'map'
	| 'bodyTemplate'
	| 'prePostEventParams'
	| 'prePostEventParamsAfter';

interface Integration {
	/** SETTINGS_TYPE_KEY. */
	key: string;
	/** Display name. */
	name: string;
	/** First release of each hook name; the keys are exactly this integration's keys in Filters.php. */
	since: Partial<Record<Key, string>>;
	/** Where the submission goes after `prePostParams`, for the summary. */
	submitStep: string;
	/** prePostParams example: a field this service receives and a PHP expression of `$value`. */
	params: { comment: string; field: string; expr: string };
	/** Class that builds the field list (integrations with `data`). */
	fieldsClass?: string;
	/** data example: component, field name and the lines that change `$fields[$index]`. */
	data?: { comment: string; component: string; field: string; lines: string[] };
	/** order example: field names in the wanted order. */
	order?: string[];
	/** prePostId: what the ID is, what the second argument is, and an example body. */
	prePostId?: { id: string; payloadName: string; payloadType: string; payload: string; comment: string; body: string; notes?: string };
	/** overridePostRequest: client method and whether the plugin passes an item ID. */
	override?: { client: string; itemId?: string; comment: string; condition: string };
	/** beforeSuccessResponse: when the plugin gets there, and an example body. */
	success: { when: string; comment: string; body: string };
	/** afterCustomResultOutputProcess example: comment and the lines that change `$output`. */
	resultOutput: { comment: string; lines: string[] };
	/** Markdown added to the notes of beforeSuccessResponse and afterCustomResultOutputProcess (known 10.4.1 problems). */
	successNote?: string;
}

const php = (lines: string[]): string => lines.join('\n');
const hookOf = (i: Integration, key: Key): string => formsHookName(['integrations', i.key, key]);
const formIdParam: HookParameter = { name: '$formId', type: 'string', description: 'ID of the form post that was submitted.' };
/** Routes with a **Deactivate integration** switch: they build the success output without a request when it is on. */
const skippable = new Set(['mailchimp', 'greenhouse', 'hubspot', 'mailerlite', 'goodbits', 'activecampaign', 'airtable', 'moments', 'workable', 'talentlyft', 'jira', 'pipedrive', 'nationbuilder', 'pardot']);

const paramsShape =
	'Keyed by field name. Each item is an array with `name`, `value`, `type`, `custom` and `typeCustom`; `value` is a string, or an array for checkboxes, selects (single ones too) and similar. The plugin\'s own state fields (form ID, post ID, form type and the like) are in the same array.';

const integrations: Integration[] = [
	{
		key: 'mailer',
		name: 'Mailer',
		since: { prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2', bodyTemplate: '6.1.0' },
		submitStep: '`FormSubmitMailerRoute::submitAction()` builds and sends the e-mails from them',
		params: { comment: 'Store e-mail addresses in lower case so replies and reports match.', field: 'email', expr: 'strtolower(trim($value))' },
		success: {
			when: 'from `FormSubmitMailerRoute::submitAction()` once the submission has passed validation, before the e-mails go out',
			comment: 'Keep the form on screen after a contact request and leave the fields filled in.',
			body: php([
				"\tunset($output['public']['hideFormOnSuccess']);",
				"\t$output['public']['skipResetFormOnSuccess'] = true;",
			]),
		},
		resultOutput: {
			comment: 'Give the result page a subtitle that names the team that will answer.',
			lines: ["\t$output['st'] = __('Our support team will reply within one working day.', 'theme');"],
		},
	},
	{
		key: 'mailchimp',
		name: 'Mailchimp',
		since: { data: '3.0.0', order: '3.0.0', prePostId: '3.0.0', overridePostRequest: '5.0.5', prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2' },
		submitStep: '`MailchimpClient::postApplication()` turns them into merge fields and tags',
		params: { comment: 'Mailchimp hashes the lower-cased address, so send it that way from the start.', field: 'email_address', expr: 'strtolower(trim($value))' },
		fieldsClass: 'Mailchimp::getFields()',
		data: {
			comment: 'Friendlier label and placeholder for the FNAME merge field.',
			component: 'input',
			field: 'FNAME',
			lines: ["$fields[$index]['inputFieldLabel'] = __('First name', 'theme');", "$fields[$index]['inputPlaceholder'] = __('Jane', 'theme');"],
		},
		order: ['email_address', 'FNAME', 'LNAME'],
		prePostId: {
			id: 'the Mailchimp audience (list) ID the form is connected to',
			payloadName: '$body',
			payloadType: 'array<string, mixed>',
			payload: 'The request body: `email_address`, `status_if_new`, `status`, and `merge_fields` and `tags` when there are any.',
			comment: 'Croatian pages subscribe to a separate audience.',
			body: php(["\tif (str_starts_with(get_locale(), 'hr')) {", "\t\treturn 'b7c1e2d3f4';", '\t}', '', '\treturn $itemId;']),
		},
		override: { client: 'MailchimpClient::postApplication()', itemId: 'The audience ID from the form settings.', comment: 'Never touch the real audience from a staging site.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after Mailchimp has accepted the subscriber',
			comment: 'Tell the analytics layer which audience the visitor joined.',
			body: "\t$output['additional']['trackingAdditionalData']['newsletter'] = 'weekly-digest';",
		},
		resultOutput: {
			comment: 'Drop download links that point outside the site before they reach the redirect URL.',
			lines: [
				"\t$output['d'] = array_values(array_filter(",
				"\t\t$output['d'] ?? [],",
				"\t\tstatic fn (array $file): bool => !isset($file['u']) || str_starts_with($file['u'], home_url())",
				'\t));',
			],
		},
	},
	{
		key: 'greenhouse',
		name: 'Greenhouse',
		since: { data: '3.0.0', order: '3.0.0', prePostId: '3.0.0', overridePostRequest: '5.0.5', prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2' },
		submitStep: '`GreenhouseClient::postApplication()` posts them, with the CV and other files, to the job board',
		params: { comment: 'Greenhouse shows phone numbers as typed; keep only digits and a leading plus.', field: 'phone', expr: "preg_replace('/[^0-9+]/', '', $value)" },
		fieldsClass: 'Greenhouse::getFields()',
		data: {
			comment: 'Explain which CV formats recruiters can open.',
			component: 'file',
			field: 'resume',
			lines: ["$fields[$index]['fileFieldHelp'] = __('PDF or DOCX, up to 5 MB.', 'theme');"],
		},
		order: ['first_name', 'last_name', 'email', 'phone', 'resume'],
		prePostId: {
			id: 'the Greenhouse job ID the form is connected to',
			payloadName: '$paramsPrepared',
			payloadType: 'array<string, mixed>',
			payload: 'Field values as sent to Greenhouse, field name ⇒ value (files are not included).',
			comment: 'One application form serves several openings; a hidden field carries the job ID.',
			body: php(["\t$jobId = $paramsPrepared['job_id'] ?? '';", '', "\treturn ctype_digit((string) $jobId) ? (string) $jobId : $itemId;"]),
			notes: 'Every value you read from the second argument came from the browser. Validate it (as above) before you use it as a job ID.',
		},
		override: { client: 'GreenhouseClient::postApplication()', itemId: 'The job ID from the form settings.', comment: 'Test applications from staging must not reach the real job board.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after Greenhouse has accepted the application',
			comment: 'Hide the form after an application so candidates do not send it twice.',
			body: "\t$output['public']['hideFormOnSuccess'] = true;",
		},
		resultOutput: {
			comment: 'Add a generic heading when the editor left the title empty.',
			lines: ["\t$output['t'] ??= __('Thank you for applying', 'theme');"],
		},
		successNote:
			'In 10.4.1 `GreenhouseClient::postApplication()` passes `true` in the `isDisabled` slot of `ApiHelpers::getIntegrationApiResponseDetails()` instead of `isCurl`, so a real Greenhouse reply is read as an error and this filter is skipped. Apart from the deactivated case, it runs only when `es_forms_integrations_greenhouse_override_post_request` returns a `success` result; see [Greenhouse actions](/forms/php/actions/integrations/greenhouse#success).',
	},
	{
		key: 'hubspot',
		name: 'HubSpot',
		since: { filesOptions: '3.0.0', data: '3.0.0', order: '3.0.0', prePostId: '3.0.0', overridePostRequest: '5.0.5', prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2' },
		submitStep: '`HubspotClient::postApplication()` maps them to HubSpot properties and uploads any files',
		params: { comment: 'HubSpot matches companies by name; strip stray spaces first.', field: 'company', expr: "trim(preg_replace('/\\s+/', ' ', $value))" },
		fieldsClass: 'Hubspot::getFields()',
		data: {
			comment: 'Say what the e-mail address is used for.',
			component: 'input',
			field: 'email',
			lines: ["$fields[$index]['inputFieldHelp'] = __('We send the whitepaper to this address.', 'theme');"],
		},
		order: ['email', 'firstname', 'lastname', 'company'],
		prePostId: {
			id: 'the form GUID and portal ID, joined with `---` (`formGuid---portalId`)',
			payloadName: '$paramsPrepared',
			payloadType: 'array<int, array<string, mixed>>',
			payload: 'The HubSpot `fields` list: items with `name`, `value` and `objectTypeId` (files not included).',
			comment: 'Staging submits to a sandbox copy of the form.',
			body: php(["\tif (wp_get_environment_type() !== 'production') {", "\t\treturn '3f1c9a52-7d4e-4b1a-9c2e-5a6b7c8d9e0f---24681357';", '\t}', '', '\treturn $itemId;']),
			notes: 'The plugin splits the value on `---`: the part before is the form GUID, the part after is the portal ID. The filtered ID is also used to read the consent options.',
		},
		override: { client: 'HubspotClient::postApplication()', itemId: 'The `formGuid---portalId` value from the form settings.', comment: 'Do not create contacts from a staging site.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after HubSpot has accepted the submission',
			comment: 'Send the HubSpot form name to the data layer.',
			body: "\t$output['additional']['trackingAdditionalData']['hubspotForm'] = 'ebook-download';",
		},
		resultOutput: {
			comment: 'Only keep the first two downloads for the thank-you page.',
			lines: ["\tif (isset($output['d'])) {", "\t\t$output['d'] = array_slice($output['d'], 0, 2);", '\t}'],
		},
	},
	{
		key: 'mailerlite',
		name: 'MailerLite',
		since: { data: '3.0.0', order: '3.0.0', prePostId: '3.0.0', overridePostRequest: '5.0.5', prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2' },
		submitStep: '`MailerliteClient::postApplication()` adds the subscriber to the group',
		params: { comment: 'Capitalise names so greetings in campaigns look right.', field: 'name', expr: "ucwords(strtolower(trim($value)))" },
		fieldsClass: 'Mailerlite::getFields()',
		data: {
			comment: 'Shorter label for the MailerLite name field.',
			component: 'input',
			field: 'name',
			lines: ["$fields[$index]['inputFieldLabel'] = __('Your name', 'theme');"],
		},
		order: ['email', 'name', 'last_name'],
		prePostId: {
			id: 'the MailerLite group ID the form is connected to',
			payloadName: '$body',
			payloadType: 'array<string, mixed>',
			payload: 'The request body: `email`, `resubscribe`, `autoresponders`, `type` and `fields` (field name ⇒ value, without `email`).',
			comment: 'Subscribers who picked the "events" topic go to their own group.',
			body: php(["\tif (($body['fields']['topic'] ?? '') === 'events') {", "\t\treturn '118204937';", '\t}', '', '\treturn $itemId;']),
		},
		override: { client: 'MailerliteClient::postApplication()', itemId: 'The group ID from the form settings.', comment: 'Keep test sign-ups out of the live group.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after MailerLite has accepted the subscriber',
			comment: 'Use a different tracking event for the footer sign-up form.',
			body: php(["\tif ($formId === '318') {", "\t\t$output['additional']['trackingEventName'] = 'footer_newsletter_signup';", '\t}']),
		},
		resultOutput: {
			comment: 'Prefix the title with the site name.',
			lines: ["\tif (isset($output['t'])) {", "\t\t$output['t'] = get_bloginfo('name') . ': ' . $output['t'];", '\t}'],
		},
	},
	{
		key: 'goodbits',
		name: 'Goodbits',
		since: { data: '3.0.0', order: '3.0.0', prePostId: '3.0.0', overridePostRequest: '5.0.5', prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2' },
		submitStep: '`GoodbitsClient::postApplication()` creates the subscriber',
		params: { comment: 'Trim the first name before it lands in the newsletter tool.', field: 'first_name', expr: 'ucfirst(trim($value))' },
		fieldsClass: 'Goodbits::getFields()',
		data: {
			comment: 'Placeholder for the first-name field.',
			component: 'input',
			field: 'first_name',
			lines: ["$fields[$index]['inputPlaceholder'] = __('Jane', 'theme');"],
		},
		order: ['email', 'first_name', 'last_name'],
		prePostId: {
			id: 'the Goodbits API key of the newsletter the form is connected to; the client sends it as the `Authorization` header',
			payloadName: '$body',
			payloadType: 'array<string, mixed>',
			payload: 'The request body: `subscriber` with field name ⇒ value.',
			comment: 'A product_news checkbox (added to the synced fields with the data filter) lets readers pick the product newsletter instead of the company one.',
			body: php([
				"\tif (!empty($body['subscriber']['product_news']) && defined('THEME_GOODBITS_PRODUCT_KEY')) {",
				'\t\treturn THEME_GOODBITS_PRODUCT_KEY;',
				'\t}',
				'',
				'\treturn $itemId;',
			]),
			notes: 'With Goodbits the "item" is an API key, not an ID, so keep the values you return out of the repository (a constant in `wp-config.php` works).',
		},
		override: { client: 'GoodbitsClient::postApplication()', itemId: 'The API key of the chosen newsletter.', comment: 'Staging sites never subscribe anyone.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after Goodbits has accepted the subscriber',
			comment: 'Skip the global message and keep only the hidden form.',
			body: php(["\t$output['public']['hideGlobalMsgOnSuccess'] = true;", "\t$output['public']['hideFormOnSuccess'] = true;"]),
		},
		resultOutput: {
			comment: 'Remove the subtitle on the compact footer form.',
			lines: ["\tif ($formId === '207') {", "\t\tunset($output['st']);", '\t}'],
		},
	},
	{
		key: 'clearbit',
		name: 'Clearbit',
		since: { map: '3.0.0' },
		submitStep: '',
		params: { comment: '', field: '', expr: '' },
		success: { when: '', comment: '', body: '' },
		resultOutput: { comment: '', lines: [] },
	},
	{
		key: 'activecampaign',
		name: 'ActiveCampaign',
		since: { data: '8.0.0', order: '8.0.0', prePostId: '8.0.0', overridePostRequest: '8.0.0', prePostParams: '8.0.0', beforeSuccessResponse: '8.0.0', afterCustomResultOutputProcess: '8.0.0' },
		submitStep: '`ActiveCampaignClient::postApplication()` creates the contact (tags and lists follow in separate requests)',
		params: { comment: 'ActiveCampaign accepts phone numbers as text; normalise them first.', field: 'phone', expr: "preg_replace('/[^0-9+]/', '', $value)" },
		fieldsClass: 'ActiveCampaign::getFields()',
		data: {
			comment: 'Placeholder for the last-name field.',
			component: 'input',
			field: 'lastName',
			lines: ["$fields[$index]['inputPlaceholder'] = __('Doe', 'theme');"],
		},
		order: ['email', 'firstName', 'lastName'],
		success: {
			when: 'after ActiveCampaign has created the contact and the tag and list requests have run',
			comment: 'Send visitors from the webinar form to the next step of the funnel.',
			body: php(["\tif ($formId === '644') {", "\t\t$output['public']['successRedirectUrl'] = home_url('/webinar/confirmed');", '\t}']),
		},
		resultOutput: {
			comment: 'Shorten long titles so the redirect URL stays small.',
			lines: ["\tif (isset($output['t'])) {", "\t\t$output['t'] = wp_trim_words($output['t'], 8);", '\t}'],
		},
	},
	{
		key: 'airtable',
		name: 'Airtable',
		since: { data: '3.0.0', order: '3.0.0', prePostId: '3.0.0', overridePostRequest: '5.0.5', prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2' },
		submitStep: '`AirtableClient::postApplication()` creates the record',
		params: { comment: 'fldN4tes7Qk2Lm9Xa is the long-text Notes column; field names are Airtable field IDs.', field: 'fldN4tes7Qk2Lm9Xa', expr: 'wp_strip_all_tags($value)' },
		fieldsClass: 'Airtable::getFields()',
		data: {
			comment: 'The label comes from the column name; the field name is the column\'s field ID.',
			component: 'input',
			field: 'fldC0mp4nyR8sT2Vb',
			lines: ["$fields[$index]['inputFieldLabel'] = __('Company or organisation', 'theme');"],
		},
		order: ['fldEm4ilK3pQ8Zr1c', 'fldN4meW5xT7Yu2Hd', 'fldC0mp4nyR8sT2Vb'],
		prePostId: {
			id: 'the base ID and table ID, joined with `---` (`baseId---tableId`)',
			payloadName: '$body',
			payloadType: 'array<string, mixed>',
			payload: 'The request body: `fields`, field ID ⇒ value.',
			comment: 'Partner enquiries go to a second table in the same base.',
			body: php([
				"\t// fldTyp3Pq6Rs1Wx4Ze is the single-select Type column; select values arrive as a list.",
				"\tif (!in_array('Partner', (array) ($body['fields']['fldTyp3Pq6Rs1Wx4Ze'] ?? []), true)) {",
				'\t\treturn $itemId;',
				'\t}',
				'',
				"\t[$baseId] = explode('---', $itemId);",
				'',
				"\treturn $baseId . '---tblPartners01';",
			]),
		},
		override: { client: 'AirtableClient::postApplication()', itemId: 'The `baseId---tableId` value from the form settings.', comment: 'Do not write test rows into the live base.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after Airtable has created the record',
			comment: 'Record the table in the tracking data.',
			body: "\t$output['additional']['trackingAdditionalData']['crmTable'] = 'leads';",
		},
		resultOutput: {
			comment: 'Label every download the same way.',
			lines: ["\tforeach ($output['d'] ?? [] as $i => $file) {", "\t\t$output['d'][$i]['l'] = __('Download', 'theme');", '\t}'],
		},
	},
	{
		key: 'moments',
		name: 'Moments',
		since: { data: '3.0.0', order: '3.0.0', prePostId: '3.0.0', overridePostRequest: '5.0.5', prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2', prePostEventParams: '3.0.0', prePostEventParamsAfter: '3.0.0' },
		submitStep: '`MomentsClient::postApplication()` sends them to the Moments form',
		params: { comment: 'The Moments request lower-cases e-mail fields itself; doing it here also covers the event lookup, entries and e-mails.', field: 'email', expr: 'strtolower(trim($value))' },
		fieldsClass: 'Moments::getFields()',
		data: {
			comment: 'Placeholder for the e-mail field of the Moments form.',
			component: 'input',
			field: 'email',
			lines: ["$fields[$index]['inputPlaceholder'] = 'name@example.com';"],
		},
		order: ['email', 'firstName', 'lastName'],
		prePostId: {
			id: 'the ID of the Moments form the form is connected to',
			payloadName: '$body',
			payloadType: 'array<string, mixed>',
			payload: 'The request body, field name ⇒ value.',
			comment: 'Staging posts to a test form in the same Moments account.',
			body: php(["\tif (wp_get_environment_type() !== 'production') {", "\t\treturn '7D9F1C0A2B3E4F5061728394A5B6C7D8';", '\t}', '', '\treturn $itemId;']),
			notes: 'Unlike most integrations, Moments has no fallback: a `null` return ends up in the request URL. Always return a string.',
		},
		override: { client: 'MomentsClient::postApplication()', itemId: 'The Moments form ID from the form settings.', comment: 'Do not create people in Moments from staging.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after Moments has accepted the form data, and before the optional Moments event is sent',
			comment: 'Keep the fields filled in so the visitor can send a second request.',
			body: "\t$output['public']['skipResetFormOnSuccess'] = true;",
		},
		resultOutput: {
			comment: 'Use the campaign headline as the title.',
			lines: ["\t$output['t'] = __('Your offer is on its way', 'theme');"],
		},
	},
	{
		key: 'workable',
		name: 'Workable',
		since: { data: '3.0.0', order: '3.0.0', prePostId: '3.0.0', overridePostRequest: '5.0.5', prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2' },
		submitStep: '`WorkableClient::postApplication()` creates the candidate for the job',
		params: { comment: 'Candidates type names in every case; tidy them before Workable stores them.', field: 'firstname', expr: "ucwords(strtolower(trim($value)))" },
		fieldsClass: 'Workable::getFields()',
		data: {
			comment: 'Translate the first-name label on a Croatian careers site.',
			component: 'input',
			field: 'firstname',
			lines: ["$fields[$index]['inputFieldLabel'] = __('Ime', 'theme');"],
		},
		order: ['firstname', 'lastname', 'email', 'phone', 'resume'],
		prePostId: {
			id: 'the Workable job shortcode the form is connected to',
			payloadName: '$paramsPrepared',
			payloadType: 'array<string, mixed>',
			payload: 'Candidate fields as prepared for Workable (without files and tags).',
			comment: 'An open application form files candidates under a general talent-pool job.',
			body: php(["\tif ($formId === '902') {", "\t\treturn 'A1B2C3D4E5';", '\t}', '', '\treturn $itemId;']),
		},
		override: { client: 'WorkableClient::postApplication()', itemId: 'The job shortcode from the form settings.', comment: 'Keep staging applications away from recruiters.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after Workable has created the candidate',
			comment: 'Hide the application form once it has been sent.',
			body: "\t$output['public']['hideFormOnSuccess'] = true;",
		},
		resultOutput: {
			comment: 'Replace the subtitle with the hiring timeline.',
			lines: ["\t$output['st'] = __('We review every application within two weeks.', 'theme');"],
		},
	},
	{
		key: 'talentlyft',
		name: 'TalentLyft',
		since: { data: '5.1.0', order: '5.1.0', prePostId: '5.1.0', prePostParams: '5.1.0', beforeSuccessResponse: '5.1.0', afterCustomResultOutputProcess: '5.1.0' },
		submitStep: '`TalentlyftClient::postApplication()` creates the candidate',
		params: { comment: 'Strip HTML from the cover letter before TalentLyft stores it (field names carry a q_ prefix).', field: 'q_CoverLetter', expr: 'wp_strip_all_tags($value)' },
		fieldsClass: 'Talentlyft::getFields()',
		data: {
			comment: 'Point candidates to the privacy policy next to the consent checkbox.',
			component: 'checkboxes',
			field: 'compliancePrivacy',
			lines: ["$fields[$index]['checkboxesFieldHelp'] = sprintf(__('Read our <a href=\"%s\">privacy policy</a>.', 'theme'), esc_url(get_privacy_policy_url()));"],
		},
		order: ['q_FirstName', 'q_LastName', 'q_Email', 'compliancePrivacy'],
		prePostId: {
			id: 'the TalentLyft job ID the form is connected to',
			payloadName: '$paramsPrepared',
			payloadType: 'array<string, mixed>',
			payload: 'Candidate fields as prepared for TalentLyft (without files).',
			comment: 'Record which job variant sent the candidate in the debug details.',
			body: php(["\treturn $formId === '915' ? $itemId . '-referral' : $itemId;"]),
			notes: 'In 10.4.1 the request body (with its `JobId`) is built **before** this filter runs, so the value you return does not change which job the candidate is filed under. It only changes the item ID recorded in the response details used for debugging and fallback e-mails. To route candidates, change the job in the form settings.',
		},
		success: {
			when: 'after TalentLyft has created the candidate',
			comment: 'Tell the data layer this was a referral application.',
			body: php(["\tif ($formId === '915') {", "\t\t$output['additional']['trackingAdditionalData']['source'] = 'referral';", '\t}']),
		},
		resultOutput: {
			comment: 'Add a default title for the careers thank-you page.',
			lines: ["\t$output['t'] ??= __('Application received', 'theme');"],
		},
	},
	{
		key: 'jira',
		name: 'Jira',
		since: { overridePostRequest: '5.0.5', prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2' },
		submitStep: '`JiraClient::postApplication()` creates the issue',
		params: { comment: 'The issue title comes from the Jira title setting, so a form field named summary only reaches the issue body (description or a mapped field); tidy it there.', field: 'summary', expr: "'[Website] ' . trim($value)" },
		override: { client: 'JiraClient::postApplication()', comment: 'Staging must not open issues in the real project.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after Jira has created the issue',
			comment: 'Keep the support form visible for the next ticket.',
			body: "\tunset($output['public']['hideFormOnSuccess']);",
		},
		resultOutput: {
			comment: 'Tell the reporter where to follow the ticket.',
			lines: ["\t$output['st'] = __('You will get an e-mail with the ticket number.', 'theme');"],
		},
	},
	{
		key: 'corvus',
		name: 'Corvus Pay',
		since: { prePostParams: '5.2.0', beforeSuccessResponse: '5.2.0', afterCustomResultOutputProcess: '5.2.0' },
		submitStep: '`FormSubmitCorvusRoute::submitAction()` maps them to the Corvus checkout parameters',
		params: { comment: 'Visitors type amounts with a decimal comma; Corvus expects a dot.', field: 'amount', expr: "str_replace(',', '.', trim($value))" },
		success: {
			when: 'from `FormSubmitCorvusRoute::submitAction()` after the required checkout parameters were found, before the e-mails and before the plugin adds the checkout data (`processExternally`) to the response',
			comment: 'Tag donations in the data layer before the visitor leaves for the payment page.',
			body: "\t$output['additional']['trackingAdditionalData']['checkout'] = 'corvus';",
		},
		resultOutput: {
			comment: 'Payment thank-you page: add a subtitle about the receipt.',
			lines: ["\t$output['st'] = __('Your receipt will arrive by e-mail.', 'theme');"],
		},
	},
	{
		key: 'paycek',
		name: 'Paycek',
		since: { prePostParams: '5.7.1', beforeSuccessResponse: '5.3.0', afterCustomResultOutputProcess: '5.3.0' },
		submitStep: '`FormSubmitPaycekRoute::submitAction()` maps them to the Paycek payment parameters',
		params: { comment: 'Paycek expects a plain decimal amount.', field: 'amount', expr: "number_format((float) str_replace(',', '.', $value), 2, '.', '')" },
		success: {
			when: 'from `FormSubmitPaycekRoute::submitAction()` after the required payment parameters were found, before the e-mails and before the plugin adds the payment URL (`processExternally`) to the response',
			comment: 'Mark crypto payments in the data layer.',
			body: "\t$output['additional']['trackingAdditionalData']['checkout'] = 'paycek';",
		},
		resultOutput: {
			comment: 'Explain that confirmation can take a while with crypto payments.',
			lines: ["\t$output['st'] = __('Blockchain confirmation can take a few minutes.', 'theme');"],
		},
	},
	{
		key: 'pipedrive',
		name: 'Pipedrive',
		since: { overridePostRequest: '5.0.5', prePostParams: '3.0.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2' },
		submitStep: '`PipedriveClient::postApplication()` creates the person (and, when they are turned on in the form settings, the organization and the lead)',
		params: { comment: 'Avoid duplicate organizations that differ only in spacing.', field: 'organization', expr: "trim(preg_replace('/\\s+/', ' ', $value))" },
		override: { client: 'PipedriveClient::postApplication()', comment: 'Staging must not create leads.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after Pipedrive has created the records',
			comment: 'Send sales leads to a booking page.',
			body: "\t$output['public']['successRedirectUrl'] = home_url('/book-a-call');",
		},
		resultOutput: {
			comment: 'Title for the sales thank-you page.',
			lines: ["\t$output['t'] = __('A sales rep will call you', 'theme');"],
		},
	},
	{
		key: 'calculator',
		name: 'Calculator',
		since: { overridePostRequest: '5.0.5', prePostParams: '3.1.0', beforeSuccessResponse: '5.0.0', afterCustomResultOutputProcess: '5.0.2' },
		submitStep: '`FormSubmitCalculatorRoute::submitAction()` builds the success response (Calculator sends nothing to an outside service)',
		params: { comment: 'Never calculate with fewer than one seat.', field: 'seats', expr: '(string) max(1, (int) $value)' },
		success: {
			when: 'from `FormSubmitCalculatorRoute::submitAction()` after the configuration check, before the optional e-mails',
			comment: 'Add a computed price to the response for the result block.',
			body: php([
				"\t$seats = (int) ($formDetails['params']['seats']['value'] ?? 1);",
				"\t$output['public']['variation']['price'] = (string) ($seats * 12);",
			]),
		},
		resultOutput: {
			comment: 'Put the package name into the result title.',
			lines: ["\t$output['t'] = __('Your recommended package', 'theme');"],
		},
	},
	{
		key: 'nationbuilder',
		name: 'NationBuilder',
		since: { overridePostRequest: '6.1.0', prePostParams: '6.1.0', beforeSuccessResponse: '6.1.0', afterCustomResultOutputProcess: '6.1.0' },
		submitStep: '`NationbuilderClient::postApplication()` creates the signup (and queues it for the list and tags from the form settings)',
		params: { comment: 'NationBuilder matches signups by e-mail; normalise it.', field: 'email', expr: 'strtolower(trim($value))' },
		override: { client: 'NationbuilderClient::postApplication()', comment: 'Do not add test signups to the nation.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after NationBuilder has accepted the signup',
			comment: 'Send volunteers to the onboarding page.',
			body: php(["\tif ($formId === '1204') {", "\t\t$output['public']['successRedirectUrl'] = home_url('/volunteer/welcome');", '\t}']),
		},
		resultOutput: {
			comment: 'Thank supporters by name of the campaign.',
			lines: ["\t$output['t'] = __('Thanks for joining the campaign', 'theme');"],
		},
	},
	{
		key: 'pardot',
		name: 'Pardot',
		since: { overridePostRequest: '9.7.0', prePostParams: '9.7.0', beforeSuccessResponse: '9.7.0', afterCustomResultOutputProcess: '9.7.0' },
		submitStep: '`PardotClient::postApplication()` posts them to the form handler',
		params: { comment: 'Pardot keys prospects by e-mail; lower-case it.', field: 'email', expr: 'strtolower(trim($value))' },
		override: { client: 'PardotClient::postApplication()', itemId: 'The form handler ID from the form settings.', comment: 'Staging must not create prospects.', condition: "wp_get_environment_type() !== 'production'" },
		success: {
			when: 'after the Pardot form handler has accepted the data',
			comment: 'Add the campaign to the tracking data.',
			body: "\t$output['additional']['trackingAdditionalData']['campaign'] = 'spring-webinar';",
		},
		resultOutput: {
			comment: 'Title for the gated-content page.',
			lines: ["\t$output['t'] = __('Your download is ready', 'theme');"],
		},
	},
];

/* ------------------------------------------------------------------ shared keys */

function prePostParams(i: Integration): FormsHook {
	const name = hookOf(i, 'prePostParams');
	const p = i.params;
	return {
		path: ['integrations', i.key, 'prePostParams'],
		kind: 'filter',
		summary: `Changes the submitted field values of a ${i.name} form on the server, before ${i.submitStep}. \`AbstractIntegrationFormSubmit::routeCallback()\` applies it after the security, validation and captcha checks, after enrichment values are mapped and the country is added, and right before the route's \`submitAction()\`. What you return replaces \`$formDetails['params']\` for the rest of the request.`,
		parameters: [
			{ name: '$params', type: 'array<string, array<string, mixed>>', description: `The submitted fields. ${paramsShape}` },
			formIdParam,
		],
		returns: { type: 'array<string, array<string, mixed>>', description: 'The fields in the same shape. `null` becomes an empty array, which removes every field.' },
		since: i.since.prePostParams!,
		exampleTitle: 'theme/functions.php',
		example: php([
			`// ${p.comment}`,
			`add_filter('${name}', static function (array $params, string $formId): array {`,
			`\t$value = $params['${p.field}']['value'] ?? null;`,
			'',
			'\tif (is_string($value) && $value !== \'\') {',
			`\t\t$params['${p.field}']['value'] = ${p.expr};`,
			'\t}',
			'',
			'\treturn $params;',
			'}, 10, 2);',
		]),
		notes: `Validation has already run on the original values, so a value you add or change here is not validated again. Later steps (the ${i.name} request, Mailer e-mails, saved entries and the \`submit_success\` action) all see the filtered fields. Keep the item structure (\`name\`, \`value\`, \`type\`, \`custom\`, \`typeCustom\`): the integration code reads those keys. The same \`routeCallback()\` also applies the filter to the form's file-upload (\`/files\`) and step-validation (\`/validate-step\`) requests, which carry only some of the fields, so never assume a field is present.`,
	};
}

function beforeSuccessResponse(i: Integration): FormsHook {
	const name = hookOf(i, 'beforeSuccessResponse');
	return {
		path: ['integrations', i.key, 'beforeSuccessResponse'],
		kind: 'filter',
		summary: `Adjusts what the plugin prepares for a successful ${i.name} submission. \`AbstractIntegrationFormSubmit::getIntegrationResponseSuccessOutputAdditionalData()\` builds the data ${i.success.when}: it saves the entry (when entries are on), collects the hide/reset options, the variation, the success redirect URL and the connected form, and then passes the result through this filter.`,
		parameters: [
			{
				name: '$output',
				type: 'array{private: array<string, mixed>, public: array<string, mixed>, additional: array<string, mixed>}',
				description:
					'`public` goes to the browser (for example `hideFormOnSuccess`, `hideGlobalMsgOnSuccess`, `skipResetFormOnSuccess`, `variation`, `successRedirectUrl`, `successRedirectBaseUrl`, `connectedFormId`). `private` stays on the server (`incrementId`, `formId`, `entry`) and feeds the Mailer response tags. `additional` holds `trackingEventName` and `trackingAdditionalData` and also goes to the browser.',
			},
			{ name: '$formDetails', type: 'array<string, mixed>', description: 'Everything the plugin knows about the request: `formId`, `type`, `itemId`, `params`, `files`, `postId` and more.' },
			formIdParam,
		],
		returns: { type: 'array{private: array<string, mixed>, public: array<string, mixed>, additional: array<string, mixed>}', description: 'The same structure. Keep all three keys: the route merges `public` and `additional` into the response without checking them.' },
		since: i.since.beforeSuccessResponse!,
		exampleTitle: 'src/Hooks/FormsResponse.php',
		example: php([
			`// ${i.success.comment}`,
			`add_filter('${name}', static function (array $output, array $formDetails, string $formId): array {`,
			i.success.body,
			'',
			'\treturn $output;',
			'}, 10, 3);',
		]),
		notes: `The success redirect URL in \`public\` already carries the encrypted \`es-data\` query argument (variation, entry ID, custom result output); if you replace it, that data is lost. The Mailer response tags (\`{mailerEntryId}\`, \`{mailerIncrementId}\`, \`{mailerSuccessRedirectUrl}\`) are read from the filtered output, so changes here show up in the e-mails too.${i.key === 'corvus' || i.key === 'paycek' ? ` The ${i.name} route adds its own \`processExternally\` data after this filter, so you cannot change the payment parameters here; use \`${formsHookName(['integrations', i.key, 'prePostParams'])}\` for that.` : ''}${skippable.has(i.key) ? ` It also runs when **Deactivate integration** is on in the ${i.name} global settings; the route then builds the success data without sending anything to ${i.name}.` : ''}${i.successNote ? ` ${i.successNote}` : ''}`,
	};
}

function afterCustomResultOutputProcess(i: Integration): FormsHook {
	const name = hookOf(i, 'afterCustomResultOutputProcess');
	return {
		path: ['integrations', i.key, 'afterCustomResultOutputProcess'],
		kind: 'filter',
		summary: `Changes the custom result output data that a successful ${i.name} submission carries to the success redirect page. \`AbstractIntegrationFormSubmit::processCustomResultOutputData()\` decrypts the form's secure data, keeps the title, subtitle and the files whose field condition matches the submitted values, and passes that through this filter. The result is encrypted into the redirect URL under the \`es-ro\` key of the \`es-data\` argument.`,
		parameters: [
			{
				name: '$output',
				type: 'array<string, mixed>',
				description:
					'Short keys: `t` (title), `st` (subtitle) and `d` (list of files, each with `t` title, `f` attachment ID, `u` URL and `l` label). Keys the editor left empty are missing.',
			},
			{ name: '$formDetails', type: 'array<string, mixed>', description: 'The request data, including `params` with the submitted fields.' },
			formIdParam,
		],
		returns: { type: 'array<string, mixed>', description: 'The data to encrypt into the redirect URL.' },
		since: i.since.afterCustomResultOutputProcess!,
		exampleTitle: 'theme/functions.php',
		example: php([
			`// ${i.resultOutput.comment}`,
			`add_filter('${name}', static function (array $output, array $formDetails, string $formId): array {`,
			...i.resultOutput.lines,
			'',
			'\treturn $output;',
			'}, 10, 3);',
		]),
		notes: `The filter only runs when three things are true: the form has a success redirect URL, it has secure data, and \`es_forms_block_forms_use_custom_result_output_feature\` returns \`true\`. Everything you return ends up in a URL, so keep it small.${i.successNote ? ` ${i.successNote}` : ''}`,
	};
}

function dataHook(i: Integration): FormsHook {
	const name = hookOf(i, 'data');
	const d = i.data!;
	return {
		path: ['integrations', i.key, 'data'],
		kind: 'filter',
		summary: `Changes the list of fields the plugin builds from the ${i.name} definition. \`${i.fieldsClass}\` maps each ${i.name} field to a forms component (\`input\`, \`select\`, \`checkboxes\`, \`file\` and so on), adds the submit button, and passes the list through this filter. The result feeds the form sync (\`IntegrationSyncDiff\`), which turns it into blocks when the form is created from ${i.name} and compares it with the saved blocks when the form is synced, for example when it is opened in the block editor.`,
		parameters: [
			{
				name: '$fields',
				type: 'array<int, array<string, mixed>>',
				description: 'One array per field, in component attribute form: `component`, then attributes prefixed with the component name, such as `inputName`, `inputFieldLabel`, `inputIsRequired` or `inputDisabledOptions`.',
			},
			formIdParam,
		],
		returns: { type: 'array<int, array<string, mixed>>', description: 'The field list to sync. `null` becomes an empty list.' },
		since: i.since.data!,
		exampleTitle: 'src/Hooks/FormsFields.php',
		example: php([
			`// ${d.comment}`,
			`add_filter('${name}', static function (array $fields, string $formId): array {`,
			'\tforeach ($fields as $index => $field) {',
			`\t\tif (($field['component'] ?? '') !== '${d.component}' || ($field['${d.component}Name'] ?? '') !== '${d.field}') {`,
			'\t\t\tcontinue;',
			'\t\t}',
			'',
			...d.lines.map((l) => `\t\t${l}`),
			'\t}',
			'',
			'\treturn $fields;',
			'}, 10, 2);',
		]),
		notes: `A new block takes every attribute you set. For a block that already exists, the sync only forces the attributes listed in the field's \`…DisabledOptions\` (and fills attributes the block does not have yet); other values the editor changed are kept. Add an attribute name to that list if the value must always come from code. The field name (\`…Name\`) must stay as ${i.name} expects it, or the submission will not map.`,
	};
}

function orderHook(i: Integration): FormsHook {
	const name = hookOf(i, 'order');
	const list = (i.order ?? []).map((f) => `'${f}'`).join(', ');
	return {
		path: ['integrations', i.key, 'order'],
		kind: 'filter',
		summary: `Sets the order of the top-level fields when a ${i.name} form is created from or synced with ${i.name}. \`IntegrationSyncDiff::orderBlocks()\` applies it while it reconstructs the blocks, in both cases; a non-empty list reorders the top-level blocks by field name, and inner blocks (options, checkboxes) keep their place inside their parent.`,
		parameters: [{ name: '$order', type: 'array<int, string>', description: 'The plugin passes an empty array.' }],
		returns: { type: 'array<int, string>', description: 'Field names (the `…Name` attribute of each block) in the order you want. An empty array leaves the order alone.' },
		since: i.since.order!,
		exampleTitle: 'theme/functions.php',
		example: php([`// One field order for every ${i.name} form.`, `add_filter('${name}', static function (array $order): array {`, `\treturn [${list}];`, '});']),
		notes: `The filter gets no form ID, so the order applies to every ${i.name} form on the site. Fields you do not list keep their relative order and move after the listed ones; that includes the submit button, which therefore stays last.`,
	};
}

function prePostIdHook(i: Integration): FormsHook {
	const name = hookOf(i, 'prePostId');
	const p = i.prePostId!;
	const client = `${i.name === 'ActiveCampaign' ? 'ActiveCampaign' : i.fieldsClass!.split('::')[0]}Client::postApplication()`;
	return {
		path: ['integrations', i.key, 'prePostId'],
		kind: 'filter',
		summary: `Changes the ${i.name} item the submission is sent to. \`${client}\` calls it after it has prepared the request data and before it builds the request URL; the value starts as ${p.id}.`,
		parameters: [
			{ name: '$itemId', type: 'string', description: `The ID from the form settings: ${p.id}.` },
			{ name: p.payloadName, type: p.payloadType, description: p.payload },
			formIdParam,
		],
		returns: { type: 'string', description: `The item ID to use for this submission.` },
		since: i.since.prePostId!,
		exampleTitle: 'theme/functions.php',
		example: php([`// ${p.comment}`, `add_filter('${name}', static function (string $itemId, array ${p.payloadName}, string $formId): string {`, p.body, '}, 10, 3);']),
		notes: `The form fields were synced from the item in the settings, so an item you switch to should have the same fields. ${p.notes ?? ''}`.trim(),
	};
}

function overrideHook(i: Integration): FormsHook {
	const name = hookOf(i, 'overridePostRequest');
	const o = i.override!;
	const params: HookParameter[] = [{ name: '$response', type: 'array<string, mixed>', description: 'The plugin passes an empty array.' }];
	if (o.itemId) params.push({ name: '$itemId', type: 'string', description: o.itemId });
	params.push(
		{ name: '$params', type: 'array<string, array<string, mixed>>', description: `The submitted fields, after \`${formsHookName(['integrations', i.key, 'prePostParams'])}\`. ${paramsShape}` },
		{ name: '$files', type: 'array<string, array<string, mixed>>', description: 'Uploaded file fields, keyed by field name; `value` is a list of file paths on the server.' },
		formIdParam,
	);
	const args = ['array $response', ...(o.itemId ? ['string $itemId'] : []), 'array $params', 'array $files', 'string $formId'];
	return {
		path: ['integrations', i.key, 'overridePostRequest'],
		kind: 'filter',
		summary: `Lets you answer a ${i.name} submission yourself instead of sending it to ${i.name}. \`${o.client}\` calls it first; if the filter returns a non-empty array, the client returns that array as its result and makes no request to ${i.name}.`,
		parameters: params,
		returns: {
			type: 'array<string, mixed>',
			description: 'An empty array to let the plugin send the request, or a result array. The route reads `status` (`success` or `error`; a missing `status` counts as `error`); on `error` it also reads `message` (a label key such as `submitFallbackError`, which must be set) and `validation` (field name ⇒ label key).',
		},
		since: i.since.overridePostRequest!,
		exampleTitle: 'theme/functions.php',
		example: php([
			`// ${o.comment}`,
			`add_filter('${name}', static function (${args.join(', ')}): array {`,
			`\tif (${o.condition}) {`,
			"\t\treturn ['status' => 'success'];",
			'\t}',
			'',
			'\treturn $response;',
			`}, 10, ${args.length});`,
		]),
		notes: `A returned \`success\` runs the normal success path: entries, Mailer e-mails, success redirect and the \`submit_success\` action all happen as if ${i.name} had accepted the data. An \`error\` result shows the label for \`message\` (empty if the key is unknown) and the per-field validation labels.`,
	};
}

/* ------------------------------------------------------------------ integration-specific keys */

function noOpHook(i: Integration, key: 'prePostId' | 'overridePostRequest'): FormsHook {
	const name = hookOf(i, key);
	const signature = key === 'prePostId' ? 'string $itemId, array $params, string $formId): string' : 'array $response, array $params, array $files, string $formId): array';
	const returned = key === 'prePostId' ? '$itemId' : '$response';
	return {
		path: ['integrations', i.key, key],
		kind: 'filter',
		summary: `Listed for ${i.name} in \`Filters::getPublicFilters()\`, so the plugin reports the name, but nothing in eightshift-forms 10.4.1 applies it: ${i.key === 'calculator' ? 'Calculator has no client that sends a request, and `FormSubmitCalculatorRoute` does not call it' : '`ActiveCampaignClient::postApplication()` sends the contact without calling it'}. A callback on this name never runs.`,
		parameters: [],
		returns: { type: key === 'prePostId' ? 'string' : 'array<string, mixed>', description: 'Not used; the plugin never calls the filter.' },
		since: i.since[key]!,
		exampleTitle: 'theme/functions.php',
		example: php([
			`// ${name} is registered but not applied in 10.4.1.`,
			`// Change the submitted data with ${formsHookName(['integrations', i.key, 'prePostParams'])} instead.`,
			`add_filter('${formsHookName(['integrations', i.key, 'prePostParams'])}', static function (array $params, string $formId): array {`,
			"\tunset($params['internal-notes']);",
			'',
			'\treturn $params;',
			'}, 10, 2);',
			'',
			`// Harmless, but this callback is never called:`,
			`add_filter('${name}', static fn (${signature} => ${returned}, 10, ${key === 'prePostId' ? 3 : 4});`,
		]),
		notes: `Use \`${formsHookName(['integrations', i.key, 'prePostParams'])}\` to change what is sent${key === 'overridePostRequest' && i.key === 'activecampaign' ? ', or the global **skip integration** option to stop the request' : ''}.`,
	};
}

const hubspotFilesOptions: FormsHook = {
	path: ['integrations', 'hubspot', 'filesOptions'],
	kind: 'filter',
	summary:
		'Replaces the upload options the plugin sends with each file it puts into the HubSpot file manager. `HubspotClient::postFileMedia()` runs once per uploaded file, before the form is submitted to HubSpot; the options are merged with the file into the multipart request to the HubSpot files API, and the file URL HubSpot returns becomes the field value.',
	parameters: [{ name: '$options', type: 'array<string, string>', description: 'The plugin passes an **empty array**, not its defaults.' }],
	returns: {
		type: 'array<string, string>',
		description: 'The complete option set: `folderPath` (leading slash), `fileName` and `options` (a JSON string with HubSpot options such as `access` and `overwrite`). Whatever you return replaces the plugin\'s defaults entirely.',
	},
	since: '3.0.0',
	exampleTitle: 'src/Hooks/HubspotFiles.php',
	example: `// File uploads from the website go into a yearly folder and stay private.
add_filter('es_forms_integrations_hubspot_files_options', static function (array $options): array {
	return [
		'folderPath' => '/website-uploads/' . gmdate('Y'),
		'options' => wp_json_encode([
			'access' => 'PRIVATE',
			'overwrite' => false,
		]),
	];
});`,
	notes:
		'Without the filter the plugin uses the folder from the form\'s HubSpot settings (or its default folder), the name of the stored upload and `PUBLIC_NOT_INDEXABLE` access without overwriting. The callback gets neither the file nor the form ID, so it cannot name files one by one: a fixed `fileName` would give every upload the same name. Leave `fileName` out, as above, to let HubSpot take the name of the uploaded part. With `PRIVATE` access, the file URL stored on the contact is not publicly readable.',
};

const clearbitMap: FormsHook = {
	path: ['integrations', 'clearbit', 'map'],
	kind: 'filter',
	summary:
		'Changes the list of Clearbit values the plugin knows about. `ClearbitClient::prepareParams()` flattens a Clearbit person and company into keys such as `person-full-name` or `company-employees-range` and passes that array through this filter. It runs in two places: in the Clearbit global settings, where the keys become the **Available fields** checkboxes (and, once ticked there, the HubSpot mapping rows), and in the Clearbit cron job, where the values are looked up for each queued e-mail and sent to the mapped HubSpot contact properties.',
	parameters: [{ name: '$map', type: 'array<string, mixed>', description: 'Clearbit key ⇒ value. In the settings screen every value is an empty string; in the cron job the values come from the Clearbit response (strings, or numbers such as `company-employees`).' }],
	returns: { type: 'array<string, mixed>', description: 'The keys to offer and their values. `null` becomes an empty array.' },
	since: '3.0.0',
	exampleTitle: 'src/Hooks/Clearbit.php',
	example: `// Offer a company size bucket that HubSpot lists can filter on.
add_filter('es_forms_integrations_clearbit_map', static function (array $map): array {
	$employees = (int) ($map['company-employees'] ?? 0);

	$map['company-size-bucket'] = match (true) {
		$employees === 0 => '',
		$employees < 50 => 'small',
		$employees < 500 => 'medium',
		default => 'large',
	};

	unset($map['person-avatar'], $map['company-twitter-avatar']);

	return $map;
});`,
	notes:
		'The callback does not get the raw Clearbit response, the e-mail or the form ID, so a new key can only be derived from the values already in the array. Only non-empty values that are mapped to a HubSpot property are sent. A key you remove also disappears from the settings screen.',
};

const mailerBodyTemplate: FormsHook = {
	path: ['integrations', 'mailer', 'bodyTemplate'],
	kind: 'filter',
	summary:
		'Changes the HTML body of an e-mail the Mailer sends for a form. `Mailer::internalSendEmail()` replaces the `{field}` placeholders in the template from the form settings, turns the Markdown into HTML, wraps it in `<html><body>`, and passes the result through this filter just before `wp_mail()`. It runs for the main e-mail and, when it is enabled, for the confirmation e-mail to the sender.',
	parameters: [
		{ name: '$body', type: 'string', description: 'The finished HTML, wrapped in `<html><body>…</body></html>`.' },
		formIdParam,
		{ name: '$template', type: 'string', description: 'The raw template from the form settings (main or confirmation e-mail), before placeholders and Markdown.' },
		{ name: '$params', type: 'array<string, mixed>', description: 'Field name ⇒ value used for the placeholders (arrays for multi-value fields), plus the response tags such as `mailerEntryId` or `mailerSuccessRedirectUrl`.' },
	],
	returns: { type: 'string', description: 'The HTML to send.' },
	since: '6.1.0',
	exampleTitle: 'src/Hooks/MailerLayout.php',
	example: `// Wrap every form e-mail in the site's branded layout.
add_filter('es_forms_integrations_mailer_body_template', static function (string $body, string $formId, string $template, array $params): string {
	$content = preg_replace('#^<html><body>|</body></html>$#', '', $body);

	ob_start();
	get_template_part('templates/email/layout', null, [
		'content' => $content,
		'formTitle' => get_the_title((int) $formId),
	]);

	return (string) ob_get_clean();
}, 10, 4);`,
	notes:
		'The hook name says `mailer`, but it runs for every form that sends e-mails through the Mailer, whatever its integration: a HubSpot or Calculator form with Mailer turned on in its settings goes through it too. The subject and recipients are not filtered here. Troubleshooting (fallback) e-mails do not use it. To tell the main and the confirmation e-mail apart, compare `$template` with the two template settings of the form.',
};

const momentsEventParams: FormsHook = {
	path: ['integrations', 'moments', 'prePostEventParams'],
	kind: 'filter',
	summary:
		'Changes the form fields used to build a Moments event. After a successful Moments submission (also when **Deactivate integration** is on and no form data went to Moments), `FormSubmitMomentsRoute` sends an event when **Use events** is on in the form\'s Moments settings and both the e-mail field and the event name are set. `MomentsEvents::prepareParams()` passes the fields through this filter before it maps them to event properties.',
	parameters: [
		{ name: '$params', type: 'array<string, array<string, mixed>>', description: `The submitted fields. ${paramsShape}` },
		{ name: '$eventName', type: 'string', description: 'The event definition ID from the form settings.' },
		{ name: '$map', type: 'array<string, string>', description: 'Moments property ⇒ form field name, from the event map in the form settings.' },
		formIdParam,
	],
	returns: { type: 'array<string, array<string, mixed>>', description: 'The fields to map. `null` becomes an empty array.' },
	since: '3.0.0',
	exampleTitle: 'src/Hooks/MomentsEvents.php',
	example: `// Send the plan as an upper-case code, which is what the Moments event expects.
add_filter('es_forms_integrations_moments_pre_post_event_params', static function (array $params, string $eventName, array $map, string $formId): array {
	if (isset($params['plan']) && is_string($params['plan']['value'])) {
		$params['plan']['value'] = strtoupper($params['plan']['value']);
	}

	return $params;
}, 10, 4);`,
	notes:
		'The person\'s e-mail for the event URL is read **before** this filter, so changing the e-mail field here does not change who the event belongs to. A failed event does not fail the submission; it only triggers a troubleshooting e-mail when fallback logging is on.',
};

const momentsEventParamsAfter: FormsHook = {
	path: ['integrations', 'moments', 'prePostEventParamsAfter'],
	kind: 'filter',
	summary:
		'Changes the finished property list of a Moments event. `MomentsEvents::prepareParams()` maps each form field from the event map to its Moments property, skips empty values, and passes the result through this filter; the return value becomes `properties` in the event body (next to `definitionId` and `personIdentifierType`).',
	parameters: [
		{ name: '$properties', type: 'array<string, mixed>', description: 'Moments property ⇒ value, only for mapped fields that had a value.' },
		{ name: '$params', type: 'array<string, array<string, mixed>>', description: 'The submitted fields after the plugin removed its internal ones.' },
		{ name: '$eventName', type: 'string', description: 'The event definition ID from the form settings.' },
		formIdParam,
	],
	returns: { type: 'array<string, mixed>', description: 'The event properties to send. `null` becomes an empty array.' },
	since: '3.0.0',
	exampleTitle: 'src/Hooks/MomentsEvents.php',
	example: `// Every event from the site says where it came from.
add_filter('es_forms_integrations_moments_pre_post_event_params_after', static function (array $properties, array $params, string $eventName, string $formId): array {
	$properties['source'] = 'website';
	$properties['formTitle'] = get_the_title((int) $formId);

	return $properties;
}, 10, 4);`,
	notes: 'Property names must exist on the event definition in Moments, or Moments rejects the event.',
};

/* ------------------------------------------------------------------ assembly */

const order: Key[] = ['filesOptions', 'data', 'order', 'prePostId', 'overridePostRequest', 'prePostParams', 'beforeSuccessResponse', 'afterCustomResultOutputProcess', 'prePostEventParams', 'prePostEventParamsAfter', 'map', 'bodyTemplate'];

function build(i: Integration, key: Key): FormsHook {
	if (i.key === 'activecampaign' && (key === 'prePostId' || key === 'overridePostRequest')) return noOpHook(i, key);
	if (i.key === 'calculator' && key === 'overridePostRequest') return noOpHook(i, key);
	switch (key) {
		case 'data':
			return dataHook(i);
		case 'order':
			return orderHook(i);
		case 'prePostId':
			return prePostIdHook(i);
		case 'overridePostRequest':
			return overrideHook(i);
		case 'prePostParams':
			return prePostParams(i);
		case 'beforeSuccessResponse':
			return beforeSuccessResponse(i);
		case 'afterCustomResultOutputProcess':
			return afterCustomResultOutputProcess(i);
		case 'filesOptions':
			return hubspotFilesOptions;
		case 'map':
			return clearbitMap;
		case 'bodyTemplate':
			return mailerBodyTemplate;
		case 'prePostEventParams':
			return momentsEventParams;
		case 'prePostEventParamsAfter':
			return momentsEventParamsAfter;
	}
}

/** ActiveCampaign's key was `active-campaign` until 8.0.0, so the older names had `active_campaign` in them. */
function withRenameNote(i: Integration, hook: FormsHook): FormsHook {
	if (i.key !== 'activecampaign') return hook;
	const old = formsHookName(['integrations', 'active-campaign', hook.path[2]]);
	return { ...hook, notes: `${hook.notes ?? ''} Before 8.0.0 the integration key was \`active-campaign\`, so this filter was called \`${old}\`; callbacks on the old name no longer run.`.trim() };
}

export const integrationHooks: FormsHook[] = integrations.flatMap((i) => order.filter((key) => i.since[key]).map((key) => withRenameNote(i, build(i, key))));
