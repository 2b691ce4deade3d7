import type { SidebarConfig } from '../../src/build/sidebars';

const forms: SidebarConfig = [
	'welcome',
	{
		type: 'category',
		label: 'Getting started',
		collapsed: false,
		items: ['basics', 'first-form', 'known-issues'],
	},
	{
		type: 'category',
		label: 'Features',
		items: [
			'features/dashboard',
			'features/validation',
			'features/conditional-tags',
			'features/multisteps-forms',
			'features/entries',
			'features/fallback-emails',
			'features/spam-prevention',
			'features/security',
			'features/cloudflare',
			'features/cache',
			'features/debug',
			'features/geolocation',
			'features/country-list',
			'features/enrichment',
			'features/labels',
			'features/locations',
			'features/import-export',
			'features/migrations',
			'features/result-output',
			'features/show-as',
			'features/single-submit',
			'features/success-redirect',
			'features/tracking',
			'features/wpml',
		],
	},
	{
		type: 'category',
		label: 'Integrations',
		link: 'integrations/intro',
		items: [
			'integrations/mailer',
			'integrations/hubspot',
			'integrations/mailchimp',
			'integrations/mailerlite',
			'integrations/active-campaign',
			'integrations/airtable',
			'integrations/goodbits',
			'integrations/clearbit',
			'integrations/greenhouse',
			'integrations/workable',
			'integrations/jira',
			'integrations/pipedrive',
			'integrations/moments',
			'integrations/calculator',
			'integrations/talentlyft',
			'integrations/nationbuilder',
			'integrations/pardot',
			'integrations/corvus',
			'integrations/paycek',
		],
	},
	{
		type: 'category',
		label: 'JavaScript',
		link: 'javascript/intro',
		items: [
			'javascript/manual-initiation',
			{ type: 'category', label: 'Events', items: ['javascript/events/how-to-use', 'javascript/events/available-events'] },
			{
				type: 'category',
				label: 'State',
				link: 'javascript/state',
				items: [
					'javascript/state/how-to-use',
					'javascript/state/state',
					'javascript/state/store',
					'javascript/state/form',
					'javascript/state/step',
					'javascript/state/captcha',
					'javascript/state/conditional-tags',
					'javascript/state/enrichment',
					'javascript/state/utils',
				],
			},
		],
	},
	{
		type: 'category',
		label: 'PHP',
		link: 'php/intro',
		items: [
			'php/helpers',
			'php/shortcodes',
			'php/wp-cli',
			{
				type: 'category',
				label: 'Filters',
				link: 'php/filters/how-to-use',
				items: [
					{
						type: 'category',
						label: 'Block',
						items: [
							{
								type: 'category',
								label: 'Checkboxes',
								items: [
									'php/filters/block/checkboxes/additional-content',
								],
							},
							{
								type: 'category',
								label: 'Country',
								items: [
									'php/filters/block/country/additional-content',
									'php/filters/block/country/alternative-data-set',
									'php/filters/block/country/custom-order',
									'php/filters/block/country/modify-data-set',
								],
							},
							{
								type: 'category',
								label: 'Date',
								items: [
									'php/filters/block/date/additional-content',
								],
							},
							{
								type: 'category',
								label: 'Dynamic',
								items: [
									'php/filters/block/dynamic/additional-content',
									'php/filters/block/dynamic/data-output',
								],
							},
							{
								type: 'category',
								label: 'Field',
								items: [
									'php/filters/block/field/additional-content',
									'php/filters/block/field/style-classes',
									'php/filters/block/field/style-options',
								],
							},
							{
								type: 'category',
								label: 'File',
								items: [
									'php/filters/block/file/additional-content',
									'php/filters/block/file/info-additional-content',
									'php/filters/block/file/preview-remove-label',
								],
							},
							{
								type: 'category',
								label: 'Form',
								items: [
									'php/filters/block/form/additional-content',
									'php/filters/block/form/additional-hidden-fields',
									'php/filters/block/form/component-show-form',
									'php/filters/block/form/custom-class-selector',
									'php/filters/block/form/data-type-selector',
									'php/filters/block/form/global-msg-headings',
									'php/filters/block/form/redirection-timeout',
									'php/filters/block/form/success-redirect-url',
									'php/filters/block/form/tracking-additional-data',
									'php/filters/block/form/tracking-event-name',
									'php/filters/block/form/variation',
								],
							},
							{
								type: 'category',
								label: 'Form selector',
								items: [
									'php/filters/block/form-selector/additional-content',
									'php/filters/block/form-selector/form-templates',
								],
							},
							{
								type: 'category',
								label: 'Forms',
								items: [
									'php/filters/block/forms/style-options',
									'php/filters/block/forms/use-custom-result-output-feature',
								],
							},
							{
								type: 'category',
								label: 'Input',
								items: [
									'php/filters/block/input/additional-content',
								],
							},
							{
								type: 'category',
								label: 'Loader',
								items: [
									'php/filters/block/loader/additional-content',
								],
							},
							{
								type: 'category',
								label: 'Phone',
								items: [
									'php/filters/block/phone/additional-content',
								],
							},
							{
								type: 'category',
								label: 'Radios',
								items: [
									'php/filters/block/radios/additional-content',
								],
							},
							{
								type: 'category',
								label: 'Rating',
								items: [
									'php/filters/block/rating/additional-content',
									'php/filters/block/rating/star-icon',
								],
							},
							{
								type: 'category',
								label: 'Select',
								items: [
									'php/filters/block/select/additional-content',
								],
							},
							{
								type: 'category',
								label: 'Step',
								items: [
									'php/filters/block/step/component-next',
									'php/filters/block/step/component-prev',
								],
							},
							{
								type: 'category',
								label: 'Submit',
								items: [
									'php/filters/block/submit/additional-content',
									'php/filters/block/submit/component',
								],
							},
							{
								type: 'category',
								label: 'Textarea',
								items: [
									'php/filters/block/textarea/additional-content',
								],
							},
						],
					},
					{
						type: 'category',
						label: 'Blocks',
						items: [
							'php/filters/blocks/additional-addon-blocks',
							'php/filters/blocks/additional-blocks',
							'php/filters/blocks/allowed-blocks',
							'php/filters/blocks/media-breakpoints',
							'php/filters/blocks/tailwind-selectors',
							'php/filters/blocks/tailwind-selectors-admin',
						],
					},
					{
						type: 'category',
						label: 'General',
						items: [
							'php/filters/general/http-request-timeout',
							'php/filters/general/locale',
						],
					},
					{
						type: 'category',
						label: 'Scripts',
						items: [
							'php/filters/scripts/dependency-admin',
							'php/filters/scripts/dependency-blocks-editor',
							'php/filters/scripts/dependency-blocks-frontend',
							'php/filters/scripts/dependency-captcha',
							'php/filters/scripts/dependency-friendly-captcha',
							'php/filters/scripts/routes-private',
							'php/filters/scripts/routes-public',
						],
					},
					{
						type: 'category',
						label: 'Geolocation',
						items: [
							'php/filters/geolocation/countries-list',
							'php/filters/geolocation/db-location',
							'php/filters/geolocation/phar-location',
						],
					},
					{
						type: 'category',
						label: 'Entries',
						items: [
							'php/filters/entries/pre-post-params',
						],
					},
					{
						type: 'category',
						label: 'Enrichment',
						items: [
							'php/filters/enrichment/manual-map',
						],
					},
					{
						type: 'category',
						label: 'Validation',
						items: [
							'php/filters/validation/alternative-params-security-check',
							'php/filters/validation/file-security-deny-extensions',
							'php/filters/validation/file-security-pdf-qpdf-binary',
							'php/filters/validation/file-security-pdf-use-qpdf',
						],
					},
					{
						type: 'category',
						label: 'Encryption',
						items: [
							'php/filters/encryption/secret-iv-key',
							'php/filters/encryption/secret-key',
						],
					},
					{
						type: 'category',
						label: 'Admin',
						items: [
							'php/filters/admin/settings-data',
							'php/filters/admin/top-bar-menu-items',
						],
					},
					{
						type: 'category',
						label: 'Integrations',
						items: [
							'php/filters/integrations/active-campaign',
							'php/filters/integrations/airtable',
							'php/filters/integrations/calculator',
							'php/filters/integrations/clearbit',
							'php/filters/integrations/corvus',
							'php/filters/integrations/goodbits',
							'php/filters/integrations/greenhouse',
							'php/filters/integrations/hubspot',
							'php/filters/integrations/jira',
							'php/filters/integrations/mailchimp',
							'php/filters/integrations/mailer',
							'php/filters/integrations/mailerlite',
							'php/filters/integrations/moments',
							'php/filters/integrations/nationbuilder',
							'php/filters/integrations/pardot',
							'php/filters/integrations/paycek',
							'php/filters/integrations/pipedrive',
							'php/filters/integrations/talentlyft',
							'php/filters/integrations/workable',
						],
					},
					{
						type: 'category',
						label: 'Renamed and removed',
						items: [
							'php/filters/block/form/hide-global-msg-timeout',
							'php/filters/block/form/phone-sync',
							'php/filters/block/form/pre-response-addon-data',
							'php/filters/block/form/pre-response-success-redirect-data',
							'php/filters/block/form/redirect-timeout',
							'php/filters/block/form/result-output-items',
							'php/filters/block/form/result-output-parts',
							'php/filters/block/form/success-redirect-variation',
							'php/filters/block/form/success-redirect-variation-options',
							'php/filters/geolocation/countries',
							'php/filters/scripts/dependency-theme',
							'php/filters/validation/force-mimetype-from-fs',
						],
					},
				],
			},
			{
				type: 'category',
				label: 'Actions',
				link: 'php/actions/how-to-use',
				items: ['php/actions/submit-success', 'php/actions/migrations'],
			},
			{
				type: 'category',
				label: 'Global variables',
				link: 'php/global-variables/how-to-use',
				items: [
					'php/global-variables/geolocation',
					'php/global-variables/google-recaptcha',
					{
						type: 'category',
						label: 'Integrations',
						items: [
							'php/global-variables/integrations/active-campaign',
							'php/global-variables/integrations/airtable',
							'php/global-variables/integrations/clearbit',
							'php/global-variables/integrations/goodbits',
							'php/global-variables/integrations/greenhouse',
							'php/global-variables/integrations/hubspot',
							'php/global-variables/integrations/jira',
							'php/global-variables/integrations/mailchimp',
							'php/global-variables/integrations/mailerlite',
							'php/global-variables/integrations/moments',
							'php/global-variables/integrations/pipedrive',
							'php/global-variables/integrations/workable',
						],
					},
				],
			},
		],
	},
	{
		type: 'category',
		label: 'Add-ons',
		link: 'addons/intro',
		items: [
			{
				type: 'category',
				label: 'Create an add-on',
				link: 'addons/create/intro',
				items: ['addons/create/requirements', 'addons/create/addon-boilerplate', 'addons/create/utils-library'],
			},
			'addons/free/intro',
			{
				type: 'category',
				label: 'Premium add-ons',
				link: 'addons/premium/intro',
				items: [
					{
						type: 'category',
						label: 'Computed fields',
						link: 'addons/premium/computed-fields/intro',
						items: [
							'addons/premium/computed-fields/how-to-use',
							'addons/premium/computed-fields/blocks',
							'addons/premium/computed-fields/data-flow',
							'addons/premium/computed-fields/settings',
						],
					},
				],
			},
		],
	},
	{
		type: 'category',
		label: 'Tutorials',
		items: ['tutorials/playlist'],
	},
];

export default forms;
