/**
 * What changed for a component of @eightshift/ui-components after 5.6.1 beyond its list of props,
 * in our words, from the repository's CHANGELOG.md (6.0.0 to 7.0.0). The props added and removed
 * are computed (data/ui-components-changes.json); these notes add behaviour and values. Shown
 * under each props table by remarkPropsTable.
 */
export interface UiComponentNote {
	v6?: string;
	v7?: string;
}

const selectNote: UiComponentNote = {
	v6: '6.0.0 deleted the react-select based component of this name, and the `…Next` variant took the name over, so this comparison is between 5.6.1\'s component and that successor. 6.2.0 added grouping of options.',
};
const nextNote: UiComponentNote = { v6: 'Renamed in 6.0.0: drop the `Next` suffix and import the component without it.' };

export const uiComponentNotes: Record<string, UiComponentNote> = {
	Select: selectNote,
	AsyncSelect: selectNote,
	MultiSelect: { ...selectNote, v6: `${selectNote.v6} 6.0.3 fixed reordering with \`simpleValue\`.` },
	AsyncMultiSelect: { ...selectNote, v6: `${selectNote.v6} 6.1.1 fixed selected values not updating while searching.` },
	SelectNext: nextNote,
	AsyncSelectNext: nextNote,
	MultiSelectNext: nextNote,
	AsyncMultiSelectNext: nextNote,
	NumberPicker: { v6: 'The `size` values follow InputField since 6.0.0: `small`, `medium`, `default` and `large` instead of `compact`, `small` and `default`.' },
	Tabs: { v6: 'Layouts `underlineSecondary`, `chips` and `bubble` are new in 6.0.0; the four `pill…Inverse` and `pill…Outline` layouts are gone.' },
	Tab: { v6: 'From 6.0.6 a tab can take its own `id`; otherwise one is generated.' },
	Modal: { v6: 'Content scrolls inside the modal since 6.0.9, which also added the `default` and `wide` widths.' },
	Slider: { v6: 'A tooltip shows the value while a handle is dragged (6.0.0) and on hover (6.0.12).' },
	Switch: { v6: 'Comes in `small` and `medium` sizes since 6.0.0.' },
	ComponentToggle: { v6: 'Deprecated in 6.0.0: build the toggle and the layout from other controls instead.' },
	Expandable: { v6: 'Rounds its corners to match neighbouring components since 6.0.0 (`standalone` turns that off).' },
	Repeater: { v6: 'Items no longer need an `id` since 6.0.8.' },
	DraggableList: { v6: 'Items no longer need an `id` since 6.0.8.' },
	Draggable: { v6: 'Items no longer need an `id` since 6.0.8; 6.0.10 dropped the old ReactDND dependency and 6.0.11 reworked reordering.' },
	LinkInput: { v6: 'Can be laid out `inline` since 6.0.4.' },
	Button: { v6: 'Three more `type` values in 6.0.0: `simple`, `selectedSimple` and `dangerSimple`; content is centred even without an icon.' },
	ToggleButton: { v6: 'Gained a `simple` style in 6.0.0.' },
	RichLabel: { v6: 'The uncoloured look that `noColor` used to ask for is the only look since 6.0.2.' },
	OptionSelect: { v6: 'Section headers in the `menu`, `submenu` and `standaloneMenuItems` variants take `sectionIcon`, `sectionSubtitle` and `sectionEndIcon` since 6.0.0.' },
	ContainerPanel: { v6: 'Has no border by default since 6.0.0; `topBorder` brings it back.' },
	Menu: { v6: 'Can be hidden with `hidden` since 6.0.2.' },
	AnimatedVisibility: { v6: 'Adds the `scaleSlideFadeSlight` transition in 6.0.0.' },
	SmartImage: {
		v6: 'Falls back to analysing on the main thread when the worker fails, and logs details with `verbose` (6.0.0).',
		v7: '7.0.0 replaced the analysis: inside `imageAnalysisSettings`, `colorCount` became `numColors` and `lightnessThreshold`, `yFrom`, `yTo`, `maxSize` and `alphaThreshold` are gone; `onAnalysisComplete` also learns whether the result came from the worker, the cache or `analysisData`.',
	},
	FilePickerShell: { v7: 'The `__useSmartImageNext` switch from 6.1.0 is gone again in 7.0.0, since the new analysis is the only one.' },
	JsxSvg: { v7: 'Also importable on its own from `@eightshift/ui-components/jsx-svg` since 7.0.0.' },
	Spinner: { v6: 'The 6.x tags render it as a `<div>` with a CSS spinner and import what they use, so it no longer throws as in 5.6.1; it still has no text alternative.' },
	BlockIcon: { v7: 'Still exported from `@eightshift/ui-components/icons` in 7.0.0, next to the one-export-per-icon UI icons.' },
};
