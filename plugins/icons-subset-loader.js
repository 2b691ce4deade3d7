/**
 * Webpack loader for @eightshift/ui-components' `dist/icons/icons.js`: keeps only the icons the
 * site can show. In 5.6.1 every icon (741 of them, 94 KB gzipped) is a property of one `icons`
 * object, which no bundler can tree-shake, and 35 of the library's own modules import it. A demo
 * page needs a few dozen.
 *
 * Kept: every name the library's other modules read (`icons.x`, `icons?.x`), every `screen*` and
 * `position*` icon (the library builds those names at run time from breakpoints and alignments),
 * and every icon a demo names (`icons.add`, or `'add'` in quotes, passed as an option's icon).
 * The demos listed in FULL_ICON_DEMOS browse the whole set; their import of
 * `@eightshift/ui-components/icons` is pointed at `index.js?all-icons`, which this loader leaves
 * whole (see gatsby-node.ts).
 *
 * The scanned files are loader dependencies, so webpack's cache refreshes the subset when a demo
 * starts using another icon.
 */
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('@babel/parser');

/** Demos that list or look up every icon by name. */
const FULL_ICON_DEMOS = ['ui-icons/icon-browser.tsx', 'migrations/upgrade-checker.tsx'];
const ALWAYS = /^(screen|position)/;

function files(dir) {
	if (!fs.existsSync(dir)) return [];
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		return entry.isDirectory() ? files(full) : [full];
	});
}

/** The `icons` object literal of icons.js and its property names. */
function iconsObject(source) {
	const ast = parse(source, { sourceType: 'module' });
	for (const node of ast.program.body) {
		if (node.type !== 'VariableDeclaration') continue;
		const declaration = node.declarations.find((d) => d.id.type === 'Identifier' && d.id.name === 'icons');
		if (declaration?.init?.type === 'ObjectExpression') return declaration.init;
	}
	throw new Error('icons-subset-loader: no `const icons = { … }` in @eightshift/ui-components/dist/icons/icons.js; the package layout changed');
}

const propertyName = (property) => property.key.name ?? property.key.value;

function usedNames(names, { libraryDir, demosDir, addDependency }) {
	const known = new Set(names);
	const used = new Set(names.filter((name) => ALWAYS.test(name)));
	for (const file of files(libraryDir)) {
		if (!file.endsWith('.js') || file.endsWith(`${path.sep}icons.js`)) continue;
		for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bicons\??\.([A-Za-z_$][\w$]*)/g)) used.add(match[1]);
	}
	const fullDemos = new Set(FULL_ICON_DEMOS.map((demo) => path.join(demosDir, demo)));
	for (const file of files(demosDir)) {
		addDependency(file);
		if (fullDemos.has(file)) continue;
		// `icons.name`, or a name in quotes (an option's `icon: 'name'`, which the library looks up).
		for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bicons\??\.([A-Za-z_$][\w$]*)|['"`]([A-Za-z_$][\w$]*)['"`]/g)) {
			const name = match[1] ?? match[2];
			if (known.has(name)) used.add(name);
		}
	}
	return used;
}

/**
 * Removes the icons nobody uses from the source of icons.js. Reading a removed icon logs a console
 * error naming it (the e2e tests fail on console errors), so a demo that starts using an icon the
 * scan missed is caught instead of rendering nothing. Exported for the unit test.
 */
function pruneIcons(source, keep) {
	const object = iconsObject(source);
	const ast = parse(source, { sourceType: 'module' });
	const statement = ast.program.body.find((node) => node.type === 'VariableDeclaration' && node.declarations.some((d) => d.init === object || (d.init && d.init.start === object.start)));
	const removed = [];
	let result = '';
	let cursor = 0;
	object.properties.forEach((property, index) => {
		if (keep(propertyName(property))) return;
		removed.push(propertyName(property));
		// Cut from this property's start to the next one's start (or the closing brace), comma included.
		const end = index + 1 < object.properties.length ? object.properties[index + 1].start : object.end - 1;
		result += source.slice(cursor, property.start);
		cursor = end;
	});
	const guard = `\nconst __removedIcons = new Set(${JSON.stringify(removed.join(','))}.split(','));\n__keptIcons = new Proxy(__keptIcons, { get(target, name) { if (typeof name === 'string' && !(name in target) && __removedIcons.has(name)) console.error('Icon "' + name + '" was left out of the demo bundle; name it in the demo (icons.' + name + ') or list the demo in FULL_ICON_DEMOS (plugins/icons-subset-loader.js)'); return target[name]; } });\n`;
	const pruned = result + source.slice(cursor);
	// `const icons = {…};` becomes `let __keptIcons = {…}; …guard…; const icons = __keptIcons;`
	const delta = pruned.length - source.length;
	const statementEnd = statement.end + delta;
	const declared = pruned.slice(0, statementEnd).replace(/const icons = \{/, 'let __keptIcons = {');
	return `${declared}${guard}const icons = __keptIcons;${pruned.slice(statementEnd)}`;
}

module.exports = function iconsSubsetLoader(source) {
	const wantsAll = /all-icons/.test(this.resourceQuery);
	if (path.basename(this.resourcePath) === 'index.js') {
		// index.js?all-icons passes the query on to icons.js, which is then left whole.
		return wantsAll ? source.replace(/(["'])\.\/icons\.js\1/g, '$1./icons.js?all-icons$1') : source;
	}
	if (wantsAll) return source;
	const root = this.rootContext;
	const demosDir = path.join(root, 'src/demos');
	this.addContextDependency(demosDir);
	const names = iconsObject(source).properties.map(propertyName);
	const used = usedNames(names, { libraryDir: path.resolve(path.dirname(this.resourcePath), '..'), demosDir, addDependency: (file) => this.addDependency(file) });
	return pruneIcons(source, (name) => used.has(name));
};

module.exports.pruneIcons = pruneIcons;
module.exports.FULL_ICON_DEMOS = FULL_ICON_DEMOS;
