import type { SidebarConfig } from '../../src/node/sidebars';
import { archivedBasicsSidebar } from './legacy-basics';

/** Archived docs for boilerplate 5.x. */
const docsV5: SidebarConfig = archivedBasicsSidebar('v5');

export default docsV5;
