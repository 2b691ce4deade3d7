import type { SidebarConfig } from '../../src/node/sidebars';
import { archivedBasicsSidebar } from './legacy-basics';

/** Archived docs for boilerplate 7.x. */
const docsV7: SidebarConfig = archivedBasicsSidebar('v7');

export default docsV7;
