import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { componentsInFile, destructuringDefaults, loadComponentDocs } from '../../src/node/mdx/componentProps';
import { createRemarkPlugins } from '../../src/node/mdx/remarkPlugins';
import { renderDocument } from '../../src/node/mdx/renderDocument';

const root = path.resolve(__dirname, '../..');

describe('props tables from JSDoc', () => {
	it('reads defaults from destructuring, including nested values and renames', () => {
		assert.deepEqual(destructuringDefaults(" size = 'default', items = [1, 2], label, onChange: change = () => {}, ...rest "), {
			size: "'default'",
			items: '[1, 2]',
			onChange: '() => {}',
		});
	});

	it('turns a component JSDoc into props, with typedef aliases spelled out and export renames applied', () => {
		const source = `/**
 * @typedef {'small' | 'large'} PanelSize
 */
/**
 * A panel for settings.
 *
 * @component
 * @param {Object} props - Component props.
 * @param {string} props.title - Heading of the panel.
 * @param {PanelSize} [props.size] - How much room it takes.
 * @param {boolean} [props.open=true] - Whether it starts open.
 * @param {{label: string}[]} [props.items] - Rows.
 * @param {string} [props.items[].label] - A row's text.
 */
const SettingsPanel2 = (props) => {
	const { title, size = 'small', open = true, items } = props;
	return null;
};
export { SettingsPanel2 as SettingsPanel };`;
		const [doc] = componentsInFile(source, 'dist/components/panel.js');
		assert.equal(doc.name, 'SettingsPanel');
		assert.equal(doc.description, 'A panel for settings.');
		assert.deepEqual(
			doc.props.map((p) => [p.name, p.type, p.required, p.default]),
			[
				['title', 'string', true, undefined],
				['size', "'small' | 'large'", false, "'small'"],
				['open', 'boolean', false, 'true'],
				['items', '{label: string}[]', false, undefined],
			],
		);
	});

	it('reads the installed @eightshift/ui-components, typedef-shaped props included', () => {
		const docs = loadComponentDocs(root);
		const toggle = docs.get('Toggle');
		assert.ok(toggle, 'Toggle is documented');
		assert.deepEqual(
			toggle.props.find((p) => p.name === 'checked'),
			{ name: 'checked', type: 'boolean', required: true, default: undefined, description: 'Whether the switch is checked.' },
		);
		// Button documents its props on a @typedef, not on @param.
		assert.ok((docs.get('Button')?.props.length ?? 0) > 5);
		// The bundler renames some exports (Checkbox2 as Checkbox); pages use the public names.
		assert.ok(docs.has('Checkbox') && !docs.has('Checkbox2'));
	});

	it('fails the page naming the file and line for a component the package does not document', async () => {
		const contentDir = path.join(root, 'content');
		const remarkPlugins = createRemarkPlugins({ contentDir, instances: [] });
		const absolutePath = path.join(contentDir, 'components/example.mdx');
		await assert.rejects(
			renderDocument({ absolutePath, raw: 'Intro\n\n<PropsTable component="Toggel" />\n', remarkPlugins, pathPrefix: '', root }),
			/content\/components\/example\.mdx:3: <PropsTable component="Toggel" \/> names no documented component of @eightshift\/ui-components 5\.6\.1/,
		);
		await assert.rejects(
			renderDocument({ absolutePath, raw: '<Demo name="toggle-switch/missing" label="x" />\n', remarkPlugins, pathPrefix: '', root }),
			/content\/components\/example\.mdx:1: <Demo name="toggle-switch\/missing" \/> has no file src\/demos\/toggle-switch\/missing\.tsx/,
		);
	});

	it('says under a props table what changed after 5.6.1, from the repository\'s JSDoc', async () => {
		const contentDir = path.join(root, 'content');
		const remarkPlugins = createRemarkPlugins({ contentDir, instances: [] });
		const absolutePath = path.join(contentDir, 'components/example.mdx');
		const html = await renderDocument({ absolutePath, raw: '<PropsTable component="RichLabel" />\n', remarkPlugins, pathPrefix: '', root });
		// RichLabel lost noColor in 6.0.2 and gained endIcon in 6.2.0 (CHANGELOG.md of the repository).
		assert.match(html, /After 5\.6\.1/);
		assert.match(html, /adds <code>endIcon<\/code>; removes <code>noColor<\/code>/);
		const renamed = await renderDocument({ absolutePath, raw: '<PropsTable component="SelectNext" />\n', remarkPlugins, pathPrefix: '', root });
		assert.match(renamed, /no longer exported under this name/);
	});

	it('writes only the changes after 5.6.1 for a page without a props table, and refuses an unknown name', async () => {
		const contentDir = path.join(root, 'content');
		const remarkPlugins = createRemarkPlugins({ contentDir, instances: [] });
		const absolutePath = path.join(contentDir, 'components/example.mdx');
		// JsxSvg lives in the icons entry; 7.0.0 also exports it from @eightshift/ui-components/jsx-svg.
		const html = await renderDocument({ absolutePath, raw: '<ComponentChanges component="JsxSvg" />\n', remarkPlugins, pathPrefix: '', root });
		assert.match(html, /After 5\.6\.1, the version shown here, JsxSvg changed/);
		assert.match(html, /no prop added or removed/);
		assert.doesNotMatch(html, /<table/);
		await assert.rejects(
			renderDocument({ absolutePath, raw: 'Intro\n\n<ComponentChanges component="Nope" />\n', remarkPlugins, pathPrefix: '', root }),
			/content\/components\/example\.mdx:3: <ComponentChanges component="Nope" \/> names no component of data\/ui-components-changes\.json/,
		);
	});

	it('keeps a component exported under its plain name and an alias under the plain name', () => {
		const source = '/**\n * Shows a thing.\n * @component\n * @param {Object} props\n * @param {string} [props.label] - Label.\n */\nconst Thing = (props) => null;\nexport { Thing, Thing as __Thing };\n';
		assert.deepEqual(componentsInFile(source, 'thing.js').map((d) => d.name), ['Thing']);
	});
});
