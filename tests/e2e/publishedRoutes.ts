/** The published-routes list of the project (data/published-routes.txt), read as the build reads it. */
import fs from 'node:fs';
import path from 'node:path';
import { parseRouteList } from '../../src/build/publishedRoutes';

const file = 'data/published-routes.txt';
export const publishedRoutes: string[] = parseRouteList(file, fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8')).map((e) => e.route);

/** Published URLs that a later change still has to build (data/published-routes-pending.txt). */
export const pendingRoutes: string[] = parseRouteList('data/published-routes-pending.txt', fs.readFileSync(path.resolve(__dirname, '../..', 'data/published-routes-pending.txt'), 'utf8')).map((e) => e.route);
