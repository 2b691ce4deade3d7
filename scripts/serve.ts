/**
 * `npm run serve [dir] [--prefix /es]`: serves public/ (or dir) at http://127.0.0.1:9000 (PORT,
 * HOST) with the local server of the serving module (src/node/serving/localServer.ts), which
 * answers the way production does.
 */
import path from 'node:path';
import { createLocalServer } from '../src/node/serving/localServer';

const args = process.argv.slice(2);
const prefixFlag = args.indexOf('--prefix');
/** With --prefix /es the site answers under /es (as built with that path prefix) and, to reproduce a
 * wrong base URL, also at the root. */
const prefix = prefixFlag === -1 ? '' : args.splice(prefixFlag, 2)[1].replace(/\/$/, '');
const root = path.resolve(args[0] ?? 'public');
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? '127.0.0.1';
const server = createLocalServer(root, prefix);

server.listen(port, host, () => {
	console.log(`Serving ${root} at http://${host}:${port}`);
});
