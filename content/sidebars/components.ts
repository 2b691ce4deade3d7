import type { SidebarConfig } from '../../src/build/sidebars';

const components: SidebarConfig = ['welcome'];

export default components;
