/**
 * The social cards in a process of their own. onPostBuild starts it before the Markdown twins,
 * whose conversion holds the main thread for 15 to 25 s: the cards' own JavaScript (planning,
 * blending the text in) would wait behind it. Here they get the other core. The child reads the
 * built pages from public/ itself, so nothing large crosses between the processes.
 *
 * Run as `node --import tsx src/build/drawCards.ts <root>`; prints the report as JSON on its last
 * line, or the error on stderr with exit code 1.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { readBuiltSite } from './links';
import { loadSiteConfig } from './loadSiteConfig';
import { logoMarkup, writeSocialImages, type SocialImagesReport } from './socialImages';

/** Where the cards are kept between builds. */
const cardsCacheDir = (root: string) => path.join(root, '.cache/social-images');

async function main(root: string) {
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
	return new Promise((resolve, reject) => {
		const child = fork(path.join(root, 'src/build/drawCards.ts'), [root], { cwd: root, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
		let stdout = '';
		let stderr = '';
		child.stdout!.on('data', (chunk) => (stdout += chunk));
		child.stderr!.on('data', (chunk) => (stderr += chunk));
		child.on('error', reject);
		child.on('exit', (code) => {
			const last = stdout.trim().split('\n').pop() ?? '';
			if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as SocialImagesReport);
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
	main(path.resolve(process.argv[2] ?? '.')).catch((error: Error) => {
		process.stderr.write(`${error.message}\n`);
		process.exit(1);
	});
}
