import type { SidebarConfig } from '../../src/node/sidebars';
import { archivedBasicsSidebar } from './legacy-basics';

/** Archived docs for boilerplate 8.x. */
const docsV8: SidebarConfig = archivedBasicsSidebar('v8');

export default docsV8;
