/**
 * The social cards in a process of their own, so their JavaScript (planning, blending the text
 * in) never waits behind Gatsby's main thread. Two modes:
 *
 * - prewarm (plugins/social-cards, onPostBootstrap): the cards predicted from the Mdx nodes are
 *   drawn into the cache while Gatsby runs queries, webpack and the HTML renderer on the other
 *   core, so a cold build does not draw 650 cards after everything else;
 * - draw (onPostBuild): every built page's card, planned from its HTML in public/ (read by the
 *   child itself, so nothing large crosses between the processes), from the cache where it can.
 *
 * Run as `node --import tsx plugins/social-cards/drawCards.ts <root> [--prewarm <cards.json>]`; prints the
 * report as JSON on its last line, or the error on stderr with exit code 1.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { readBuiltSite } from '../../src/node/output/builtSite';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import fs from 'node:fs';
import { logoMarkup, prewarmCards, writeSocialImages, type SocialImagesReport } from './socialImages';

/** Where the cards are kept between builds. */
const cardsCacheDir = (root: string) => path.join(root, '.cache/social-images');

async function main(root: string, prewarmList: string | undefined) {
	if (prewarmList) {
		const cards = JSON.parse(fs.readFileSync(prewarmList, 'utf8')) as { title: string; section: string }[];
		const report = await prewarmCards({ root, cacheDir: cardsCacheDir(root), site: loadSiteConfig(), logoSvg: logoMarkup(root), cards });
		process.stdout.write(`${JSON.stringify(report)}\n`);
		return;
	}
	const publicDir = path.join(root, 'public');
	const report = await writeSocialImages({
		root,
		publicDir,
		cacheDir: cardsCacheDir(root),
		pages: readBuiltSite(publicDir, new Map()).pages,
		site: loadSiteConfig(),
		logoSvg: logoMarkup(root),
	});
	process.stdout.write(`${JSON.stringify(report)}\n`);
}

/** Draws the cards of the build in public/ in a child process; rejects with the child's error message. */
export function drawCardsInChild(root: string): Promise<SocialImagesReport> {
	return runChild<SocialImagesReport>(root, []);
}

/**
 * Draws the given cards into the cache in a child process (nothing is written to public/).
 * Resolves with how many were drawn and how many the cache had.
 */
export function prewarmCardsInChild(root: string, cards: readonly { title: string; section: string }[]): Promise<{ drawn: number; cached: number }> {
	const list = path.join(cardsCacheDir(root), `prewarm-${process.pid}.json`);
	fs.mkdirSync(path.dirname(list), { recursive: true });
	fs.writeFileSync(list, JSON.stringify(cards));
	return runChild<{ drawn: number; cached: number }>(root, ['--prewarm', list]).finally(() => fs.rmSync(list, { force: true }));
}

function runChild<T>(root: string, args: string[]): Promise<T> {
	return new Promise((resolve, reject) => {
		const child = fork(path.join(root, 'plugins/social-cards/drawCards.ts'), [root, ...args], { cwd: root, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
		let stdout = '';
		let stderr = '';
		child.stdout!.on('data', (chunk) => (stdout += chunk));
		child.stderr!.on('data', (chunk) => (stderr += chunk));
		child.on('error', reject);
		child.on('exit', (code) => {
			const last = stdout.trim().split('\n').pop() ?? '';
			if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as T);
			else reject(new Error(stderr.trim() || `the social cards process exited with code ${code}`));
		});
	});
}

if (require.main === module) {
	// A build that fails (or is stopped) while the cards are drawn takes its process down with it;
	// the child stops too instead of writing into public/ after the build has ended. Files are
	// written synchronously, so it never leaves half a card behind.
	process.on('disconnect', () => process.exit(1));
	// The listener must not keep the process alive once the cards are written.
	process.channel?.unref();
	const flag = process.argv.indexOf('--prewarm');
	main(path.resolve(process.argv[2] ?? '.'), flag === -1 ? undefined : process.argv[flag + 1]).catch((error: Error) => {
		process.stderr.write(`${error.message}\n`);
		process.exit(1);
	});
}
