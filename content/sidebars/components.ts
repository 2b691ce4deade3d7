import type { SidebarConfig } from '../../src/build/sidebars';

const components: SidebarConfig = ['welcome', 'icon-gallery'];

export default components;
