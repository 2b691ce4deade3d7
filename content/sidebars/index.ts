/** Registry of sidebar files: site.config.ts versions name a sidebar by its key here. */
import type { SidebarConfig } from '../../src/node/sidebars';
import components from './components';
import docs from './docs';
import docsV4 from './docs-v4';
import docsV5 from './docs-v5';
import docsV6 from './docs-v6';
import docsV7 from './docs-v7';
import docsV8 from './docs-v8';
import forms from './forms';

export const sidebars: Record<string, SidebarConfig> = {
	docs,
	'docs-v8': docsV8,
	'docs-v7': docsV7,
	'docs-v6': docsV6,
	'docs-v5': docsV5,
	'docs-v4': docsV4,
	forms,
	components,
};
