import type { SidebarConfig } from '../../src/node/sidebars';
import { archivedBasicsSidebar } from './legacy-basics';

/** Archived docs for boilerplate 6.x. */
const docsV6: SidebarConfig = archivedBasicsSidebar('v6');

export default docsV6;
