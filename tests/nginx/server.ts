/**
 * Starts Debian's nginx on loopback for a test, with a configuration written by
 * scripts/nginx-config.ts (the command a deployer runs) and everything nginx writes (pid, logs,
 * temp folders) in a temp folder, as the current user. Used by tests/nginx and the CSP specs.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

export interface NginxServer {
	/** http://127.0.0.1:PORT, without the path prefix. */
	origin: string;
	/** The configuration nginx runs with. */
	config: string;
	stop(): Promise<void>;
}

/** nginx on PATH or where Debian puts it, or null. */
export function findNginx(): string | null {
	const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin'];
	return dirs.map((dir) => path.join(dir, 'nginx')).find((file) => fs.existsSync(file)) ?? null;
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo;
			server.close(() => resolve(port));
		});
	});
}

function answers(origin: string): Promise<boolean> {
	return new Promise((resolve) => {
		const request = http.get(`${origin}/__es_ping`, (response) => {
			response.resume();
			resolve(true);
		});
		request.on('error', () => resolve(false));
		request.setTimeout(1000, () => request.destroy());
	});
}

/**
 * Serves `root` with nginx. `env` is the build's environment (PATH_PREFIX, GTAG_TRACKING_IDS,
 * ALGOLIA_*…), passed to the generator so the policy matches the build.
 */
export async function startNginx(root: string, env: NodeJS.ProcessEnv = {}, extraArgs: string[] = []): Promise<NginxServer> {
	const nginx = findNginx();
	if (!nginx) {
		throw new Error('nginx is not installed: run `bash scripts/ensure-deps.sh --nginx` (Debian nginx-light and libnginx-mod-http-brotli-filter)');
	}
	const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'es-nginx-'));
	const config = path.join(prefix, 'nginx.conf');
	const port = await freePort();
	const args = ['--import', 'tsx', path.join(repo, 'scripts/nginx-config.ts'), '--root', root, '--port', String(port), '--host', '127.0.0.1', '--out', config, ...extraArgs];
	// As root, nginx would run its workers as `nobody`, who may not read a build in a private temp folder.
	if (process.getuid?.() === 0) args.push('--user', 'root');
	const generated = spawnSync(process.execPath, args, { cwd: repo, env: { ...process.env, ...env }, encoding: 'utf8' });
	if (generated.status !== 0) {
		throw new Error(`scripts/nginx-config.ts failed:\n${generated.stderr}${generated.stdout}`);
	}
	const child = spawn(nginx, ['-c', config, '-p', `${prefix}/`, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
	let output = '';
	child.stdout.on('data', (chunk: Buffer) => (output += chunk));
	child.stderr.on('data', (chunk: Buffer) => (output += chunk));
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	const origin = `http://127.0.0.1:${port}`;
	const errorLog = () => (fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : '');
	const deadline = Date.now() + 10_000;
	while (!(await answers(origin))) {
		if (child.exitCode !== null || Date.now() > deadline) {
			child.kill('SIGKILL');
			throw new Error(`nginx did not start on ${origin}:\n${output}${errorLog()}`);
		}
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	return {
		origin,
		config: fs.readFileSync(config, 'utf8'),
		async stop() {
			if (child.exitCode === null) {
				child.kill('SIGTERM');
				await exited;
			}
			fs.rmSync(prefix, { recursive: true, force: true });
		},
	};
}

/** The environment scripts/build-configured.sh builds with (scripts/configured-build.env). */
export function configuredBuildEnv(): Record<string, string> {
	const text = fs.readFileSync(path.join(repo, 'scripts/configured-build.env'), 'utf8');
	return Object.fromEntries(
		text
			.split('\n')
			.map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
			.filter((match): match is RegExpExecArray => match !== null)
			.map((match) => [match[1], match[2]]),
	);
}
