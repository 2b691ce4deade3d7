import type { SidebarConfig } from '../../src/build/sidebars';

/** Archived docs for boilerplate 6.x. */
const docsV6: SidebarConfig = ['versions'];

export default docsV6;
