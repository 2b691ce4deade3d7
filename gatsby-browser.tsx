import type { GatsbyBrowser } from 'gatsby';
import { installNavigationGuard } from './src/lib/navigationGuard';
import { routeLoading } from './src/lib/routeLoading';
import { wrapPageInShell } from './src/theme/Layout';
import './src/theme/global.css';

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
	installNavigationGuard();
	// Lets tests (and curious readers) tell server-rendered markup from the live app.
	document.documentElement.setAttribute('data-hydrated', 'true');
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
	routeLoading.done();
};

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPageInShell;
