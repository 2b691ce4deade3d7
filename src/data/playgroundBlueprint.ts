/**
 * WordPress Playground blueprint for /playground: WordPress with the Eightshift boilerplate
 * (as the prebuilt "UI kit" theme the Eightshift docs publish) and Eightshift Forms from its
 * GitHub release. Forms 10 needs PHP 8.4.
 */
export const playgroundBlueprint = {
	$schema: 'https://playground.wordpress.net/blueprint-schema.json',
	landingPage: '/wp-admin/',
	preferredVersions: { php: '8.4', wp: 'latest' },
	features: { networking: true },
	login: true,
	steps: [
		{
			step: 'installTheme',
			themeData: { resource: 'url', url: 'https://raw.githubusercontent.com/infinum/eightshift-docs/main/playground-files/eightshift-ui-kit.zip' },
			options: { activate: true },
		},
		{
			step: 'installPlugin',
			pluginData: { resource: 'url', url: 'https://github.com/infinum/eightshift-forms/releases/download/10.4.1/release.zip' },
			options: { activate: true },
		},
	],
} as const;

export const PLAYGROUND_ORIGIN = 'https://playground.wordpress.net';

/** Playground reads a blueprint from the URL fragment. */
export function playgroundUrl(blueprint: object = playgroundBlueprint): string {
	return `${PLAYGROUND_ORIGIN}/#${encodeURIComponent(JSON.stringify(blueprint))}`;
}
