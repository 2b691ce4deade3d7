/** What the robots plugin writes beside the sitemap. */

/** robots.txt: everything may be crawled; the sitemap is named with its absolute URL. */
export function buildRobots(siteUrl: string): string {
	return `# Every page may be crawled, archived versions included (they are canonical to themselves).\nUser-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
