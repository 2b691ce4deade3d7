/** Registry of sidebar files: site.config.ts versions name a sidebar by its key here. */
import type { SidebarConfig } from '../../src/build/sidebars';
import components from './components';
import docs from './docs';
import forms from './forms';

export const sidebars: Record<string, SidebarConfig> = { docs, forms, components };
