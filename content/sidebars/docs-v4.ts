import type { SidebarConfig } from '../../src/build/sidebars';

/** Archived docs for boilerplate 4.x. */
const docsV4: SidebarConfig = ['versions'];

export default docsV4;
