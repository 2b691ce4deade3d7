/**
 * Webpack loader for `?demo-css` imports: the component library's stylesheet as a string, made
 * safe to add to a docs page. Every rule is scoped to `.es-uic-demo` (the demo frame), so the
 * library's reset and its `--es-*` variables, some of which share names with the site's, apply
 * inside demos only; `html`, `:root` and `:host` become the frame itself. Its cascade layers are
 * unwrapped in their precedence order (layers, then unlayered rules): the site's CSS is not
 * layered, so it would otherwise beat every library rule inside the demos. Its @font-face rules
 * are dropped: they embed the fonts as base64 (about 120 KB gzipped), and the demo frame declares
 * the same families from font files, which load only when text uses them.
 */
const postcss = require('postcss');

const SCOPE = '.es-uic-demo';
const ROOTS = /^(?:html|body|:root|:host)(?=$|[\s>+~:.[])/;

function scopeSelector(selector) {
	const trimmed = selector.trim();
	if (ROOTS.test(trimmed)) return trimmed.replace(ROOTS, SCOPE);
	return `${SCOPE} ${trimmed}`;
}

module.exports = function demoCssLoader(source) {
	const root = postcss.parse(String(source));
	root.walkAtRules('font-face', (rule) => rule.remove());
	const layered = [];
	const unlayered = [];
	for (const node of [...root.nodes]) {
		if (node.type === 'atrule' && node.name === 'layer') {
			if (node.nodes) layered.push(...node.nodes);
		} else {
			unlayered.push(node);
		}
	}
	root.removeAll();
	root.append(...layered, ...unlayered);
	root.walkRules((rule) => {
		// Keyframe steps (from, 50%) are not selectors.
		if (rule.parent && rule.parent.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
		rule.selectors = rule.selectors.map(scopeSelector);
	});
	return root.toString();
};
