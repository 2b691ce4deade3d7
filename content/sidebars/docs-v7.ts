import type { SidebarConfig } from '../../src/build/sidebars';

/** Archived docs for boilerplate 7.x. */
const docsV7: SidebarConfig = ['versions'];

export default docsV7;
