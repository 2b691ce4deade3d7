import type { SidebarConfig } from '../../src/build/sidebars';

/** Archived docs for boilerplate 8.x. */
const docsV8: SidebarConfig = ['versions'];

export default docsV8;
