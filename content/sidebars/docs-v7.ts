import type { SidebarConfig } from '../../src/build/sidebars';
import { archivedBasicsSidebar } from './legacy-basics';

/** Archived docs for boilerplate 7.x. */
const docsV7: SidebarConfig = archivedBasicsSidebar('v7');

export default docsV7;
