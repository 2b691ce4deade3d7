/** The published-routes lists of the project (data/), read as the build reads them. */
import path from 'node:path';
import { readRouteList } from '../../src/node/output/routeLists';

const root = path.resolve(__dirname, '../..');
export const publishedRoutes: string[] = readRouteList(root, 'data/published-routes.txt').map((e) => e.route);

/** Published URLs that a later change still has to build (data/published-routes-pending.txt). */
export const pendingRoutes: string[] = readRouteList(root, 'data/published-routes-pending.txt').map((e) => e.route);
