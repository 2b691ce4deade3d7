/**
 * Published URLs must keep resolving. `data/published-routes.txt` lists every URL the site has
 * ever published; `data/published-routes-pending.txt` lists those whose pages an open issue has
 * yet to write. After a build, a listed URL that was not built is an error naming the URL and its
 * line, and so is a pending URL that has been built (the entry is stale and must go).
 */
import type { RouteEntry } from '../../src/node/output/routeLists';

/** Compares the lists with the routes the build produced. */
export function checkPublishedRoutes(published: RouteEntry[], pending: RouteEntry[], built: Set<string>): { errors: string[]; missingPending: number } {
	const errors: string[] = [];
	const publishedSet = new Set(published.map((e) => e.route));
	const pendingSet = new Set(pending.map((e) => e.route));
	for (const entry of pending) {
		if (!publishedSet.has(entry.route)) errors.push(`${entry.where}: ${entry.route} is pending but not in the published list`);
		else if (built.has(entry.route)) errors.push(`${entry.where}: ${entry.route} is built now; remove it from the pending list`);
	}
	for (const entry of published) {
		if (!built.has(entry.route) && !pendingSet.has(entry.route)) errors.push(`${entry.where}: published URL ${entry.route} is not produced by the build`);
	}
	return { errors, missingPending: pending.filter((e) => !built.has(e.route)).length };
}
