import type { SidebarConfig } from '../../src/build/sidebars';

const forms: SidebarConfig = ['welcome'];

export default forms;
