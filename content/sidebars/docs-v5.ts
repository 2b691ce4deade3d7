import type { SidebarConfig } from '../../src/build/sidebars';

/** Archived docs for boilerplate 5.x. */
const docsV5: SidebarConfig = ['versions'];

export default docsV5;
