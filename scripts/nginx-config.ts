/**
 * Writes an nginx configuration for the built site from site.config.ts and the build's environment
 * overrides (PATH_PREFIX, GTAG_TRACKING_IDS, GITHUB_STAR_BUTTON, ALGOLIA_*: use the values the
 * site was built with, so the Content-Security-Policy allows exactly what it loads).
 *
 *   npm run nginx:config -- --root public --port 8080 [--host 127.0.0.1] [--out nginx.conf]
 *                           [--server-only] [--user www-data] [--brotli-module PATH|none]
 *                           [--retained DIR/retained]   (a deploy folder: --root DIR/current)
 *
 * Without --out it prints the configuration. By default it is a whole nginx.conf to start with
 * `nginx -c <file> -p <writable folder>`; --server-only gives the map and server blocks to
 * include in an existing nginx.conf. Brotli is on when the module file exists (Debian's
 * libnginx-mod-http-brotli-filter).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteConfig } from '../src/node/loadSiteConfig';
import { DEBIAN_BROTLI_MODULE, nginxConfig } from '../src/node/serving';

const { values } = parseArgs({
	options: {
		root: { type: 'string', default: 'public' },
		port: { type: 'string', default: '8080' },
		host: { type: 'string' },
		out: { type: 'string' },
		'server-only': { type: 'boolean', default: false },
		user: { type: 'string' },
		'brotli-module': { type: 'string', default: DEBIAN_BROTLI_MODULE },
		retained: { type: 'string' },
	},
});

const root = path.resolve(values.root);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
	console.error(`nginx-config: --port must be a port number, not "${values.port}"`);
	process.exit(2);
}
if (!fs.existsSync(path.join(root, '404.html'))) {
	console.error(`nginx-config: ${root} has no 404.html; build the site first (npm run build) or pass --root`);
	process.exit(2);
}
const module = values['brotli-module'];
const config = nginxConfig(loadSiteConfig(), {
	root,
	port,
	host: values.host,
	serverOnly: values['server-only'],
	user: values.user,
	retained: values.retained ? path.resolve(values.retained) : undefined,
	brotliModule: module !== 'none' && fs.existsSync(module) ? module : null,
});
if (values.out) {
	fs.writeFileSync(values.out, config);
	console.log(`nginx-config: wrote ${values.out}`);
} else {
	process.stdout.write(config);
}
