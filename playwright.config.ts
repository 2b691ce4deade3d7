import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 9123);
const configuredPort = port + 1;
/** public/ of scripts/build-configured.sh; its specs run only when it is set. */
const configuredPublic = process.env.E2E_CONFIGURED_PUBLIC;

/** E2E specs run against the production build served by scripts/serve.ts, in Debian's Chromium. */
export default defineConfig({
	testDir: 'tests/e2e',
	outputDir: 'test-results/artifacts',
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	retries: 0,
	timeout: 30_000,
	reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
		},
		trace: 'off',
	},
	projects: [
		{ name: 'desktop', testIgnore: /configured\//, grepInvert: /@mobile/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
		{ name: 'mobile', testIgnore: /configured\//, use: { browserName: 'chromium', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }, grep: /@mobile/ },
		...(configuredPublic
			? [{ name: 'configured', testMatch: /configured\/.*\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL: `http://127.0.0.1:${configuredPort}` } }]
			: []),
	],
	webServer: [
		{
			command: `node --import tsx scripts/serve.ts public`,
			env: { PORT: String(port) },
			url: `http://127.0.0.1:${port}/`,
			reuseExistingServer: false,
			timeout: 30_000,
		},
		...(configuredPublic
			? [
					{
						command: `node --import tsx scripts/serve.ts --prefix /es ${configuredPublic}`,
						env: { PORT: String(configuredPort) },
						url: `http://127.0.0.1:${configuredPort}/es/`,
						reuseExistingServer: false,
						timeout: 30_000,
					},
				]
			: []),
	],
});
