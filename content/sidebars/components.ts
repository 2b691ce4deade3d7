import type { SidebarConfig } from '../../src/node/sidebars';

/** Grouped the way a developer looks for a control. */
const components: SidebarConfig = [
	'welcome',
	{ type: 'category', label: 'UI components', collapsed: false, link: 'es-ui-components/getting-started', items: [
		'es-ui-components/migrations',
		'es-ui-components/wp-overrides',
		{ type: 'category', label: 'Icons', items: ['es-ui-components/ui-icons', 'es-ui-components/block-icons', 'es-ui-components/jsx-svg', 'icon-gallery'] },
		{ type: 'category', label: 'Simple inputs', items: ['es-ui-components/button', 'es-ui-components/input-field', 'es-ui-components/number-picker', 'es-ui-components/link-input', 'es-ui-components/slider', 'es-ui-components/column-config-slider'] },
		{ type: 'category', label: 'Toggles', items: ['es-ui-components/toggle-switch', 'es-ui-components/checkbox', 'es-ui-components/radio-button', 'es-ui-components/toggle-button', 'es-ui-components/component-toggle', 'es-ui-components/option-select'] },
		{ type: 'category', label: 'Layout', items: ['es-ui-components/base-control', 'es-ui-components/container-panel', 'es-ui-components/options-panel', 'es-ui-components/stacks', 'es-ui-components/spacer', 'es-ui-components/expandable', 'es-ui-components/tabs', 'es-ui-components/notice', 'es-ui-components/rich-label', 'es-ui-components/placeholders', 'es-ui-components/animated-visibility'] },
		{ type: 'category', label: 'Pickers and colour', items: ['es-ui-components/color-picker', 'es-ui-components/solid-color-picker', 'es-ui-components/gradient-editor', 'es-ui-components/color-swatch', 'es-ui-components/matrix-align'] },
		{ type: 'category', label: 'Selects', items: ['es-ui-components/select', 'es-ui-components/multi-select', 'es-ui-components/async-select', 'es-ui-components/async-multi-select', 'es-ui-components/select-customization'] },
		{ type: 'category', label: 'Responsive', items: ['es-ui-components/responsive', 'es-ui-components/responsive-preview', 'es-ui-components/breakpoint-preview'] },
		{ type: 'category', label: 'Utilities', items: ['es-ui-components/menu', 'es-ui-components/tooltip', 'es-ui-components/triggered-popover', 'es-ui-components/modal', 'es-ui-components/repeater', 'es-ui-components/draggable-list', 'es-ui-components/draggable', 'es-ui-components/spinner', 'es-ui-components/utilities'] },
	] },
	{ type: 'category', label: 'Frontend libs Tailwind', link: 'fe-libs-tailwind/getting-started', items: [
		{ type: 'category', label: 'Editor components', items: ['fe-libs-tailwind/block-inserter', 'fe-libs-tailwind/server-side-render', 'fe-libs-tailwind/link-section-editor', 'fe-libs-tailwind/media-picker', 'fe-libs-tailwind/file-picker', 'fe-libs-tailwind/picker-placeholder'] },
		'fe-libs-tailwind/theme-options',
		{ type: 'category', label: 'Helpers', items: ['fe-libs-tailwind/breakpoints', 'fe-libs-tailwind/cookies', 'fe-libs-tailwind/dynamic-import'] },
	] },
	{ type: 'category', label: 'Older libraries', items: ['fe-libs-components/introduction', 'legacy-component-docs'] },
];

export default components;
