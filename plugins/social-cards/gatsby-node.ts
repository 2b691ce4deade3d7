/**
 * Local plugin: the social card (og:image) of every built page, a 1200×630 PNG drawn from the
 * page's title and section (plugins/social-cards/socialImages.ts). Inputs and cache key: each card's title and
 * section plus the generator's sources, font and logo; .cache/social-images keeps one PNG per key,
 * so a rebuild draws only the cards whose title or section changed.
 *
 * A cold build would otherwise draw some 650 cards after everything else. So once the pages exist
 * (onPostBootstrap) a child process draws the cards predicted from the Mdx nodes into the cache,
 * beside the page queries, webpack and the HTML renderer. After the build (onPostBuild) another
 * child plans every card from the HTML, as the pages name them, and takes them from the cache.
 */
import type { GatsbyNode } from 'gatsby';
import { drawCardsInChild, prewarmCardsInChild } from './drawCards';
import { loadSiteConfig } from '../../src/node/loadSiteConfig';
import { cardHeadline, cardSection } from '../../src/lib/socialCard';

let root = process.cwd();
let prewarm: Promise<{ drawn: number; failed?: string }> | undefined;

interface CardSourceNode {
	frontmatter?: { title?: string; description?: string | null };
	fields?: { path?: string };
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ store }) => {
	root = (store.getState() as { program: { directory: string } }).program.directory;
};

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ getNodesByType }) => {
	// Cards are a build artifact: `gatsby develop` never draws them.
	if (process.env.gatsby_executing_command !== 'build') return;
	const site = loadSiteConfig();
	const seen = new Set<string>();
	const cards: { title: string; section: string }[] = [];
	for (const node of getNodesByType('Mdx') as unknown as CardSourceNode[]) {
		const title = node.frontmatter?.title;
		const route = node.fields?.path;
		if (!title || !route) continue;
		// As src/theme/Seo names it: the title, or the description on a page titled like the site.
		const card = { title: cardHeadline(title, node.frontmatter?.description ?? site.tagline, site.title), section: cardSection(route, site.docs) };
		const key = JSON.stringify(card);
		if (!seen.has(key)) {
			seen.add(key);
			cards.push(card);
		}
	}
	prewarm = prewarmCardsInChild(root, cards).then(
		(report) => ({ drawn: report.drawn }),
		(error: Error) => ({ drawn: 0, failed: error.message.split('\n')[0] }),
	);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
	const timer = reporter.activityTimer('Social cards');
	timer.start();
	const ahead = prewarm ? await prewarm : { drawn: 0 };
	if (ahead.failed) reporter.warn(`Social cards: drawing ahead failed (${ahead.failed}); they are drawn now`);
	try {
		const cards = await drawCardsInChild(root);
		// A card drawn ahead is counted as drawn, not as taken from the cache.
		const drawn = cards.rendered + ahead.drawn;
		timer.setStatus(`${cards.cards} cards for ${cards.pages} pages: ${drawn} drawn (${ahead.drawn} of them during the build), ${cards.fromCache - ahead.drawn} from the cache, ${cards.written} written, ${cards.removed} removed, ${Math.round(cards.bytes / 1024)} KB`);
	} catch (error) {
		reporter.panicOnBuild((error as Error).message);
	}
	timer.end();
};
