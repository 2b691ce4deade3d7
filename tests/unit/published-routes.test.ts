import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkPublishedRoutes } from '../../plugins/site-checks/publishedRoutes';
import { parseRouteList } from '../../src/node/output/routeLists';

const list = (text: string, file = 'data/published-routes.txt') => parseRouteList(file, text);

describe('published routes', () => {
	it('reads one URL a line, skipping comments and blank lines, and resolves a trailing slash to the clean URL', () => {
		assert.deepEqual(list('# header\n/\n\n/docs/theme\n/forms/javascript/state/\n'), [
			{ route: '/', where: 'data/published-routes.txt:2' },
			{ route: '/docs/theme', where: 'data/published-routes.txt:4' },
			{ route: '/forms/javascript/state', where: 'data/published-routes.txt:5' },
		]);
	});

	it('rejects a line that is not a URL path, naming the line', () => {
		assert.throws(() => list('/ok\ndocs/theme\n'), /data\/published-routes\.txt:2: "docs\/theme" is not a URL path/);
	});

	it('names each published URL the build did not produce', () => {
		const { errors } = checkPublishedRoutes(list('/\n/docs/theme\n/docs/gone\n'), [], new Set(['/', '/docs/theme']));
		assert.deepEqual(errors, ['data/published-routes.txt:3: published URL /docs/gone is not produced by the build']);
	});

	it('accepts pending URLs as missing, and fails once one is built', () => {
		const published = list('/docs/a\n/docs/b\n');
		const pending = list('/docs/a\n/docs/b\n', 'pending.txt');
		assert.deepEqual(checkPublishedRoutes(published, pending, new Set()), { errors: [], missingPending: 2 });
		assert.deepEqual(checkPublishedRoutes(published, pending, new Set(['/docs/b'])).errors, ['pending.txt:2: /docs/b is built now; remove it from the pending list']);
	});

	it('rejects a pending URL that was never published', () => {
		assert.match(checkPublishedRoutes([], list('/docs/new\n', 'pending.txt'), new Set()).errors[0], /pending\.txt:1: \/docs\/new is pending but not in the published list/);
	});
});
