/**
 * Code colour themes as CSS. Any prism-react-renderer theme can be named in site.config.ts;
 * the default "eightshift" theme keeps every token at WCAG AAA contrast (7:1) on its background and
 * on a highlighted line.
 * The CSS is inlined into <head> at build time, so the browser needs no Prism at all.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

export const eightshiftLight: PrismTheme = {
	plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
	styles: [
		{ types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#484f58', fontStyle: 'italic' } },
		{ types: ['punctuation', 'operator'], style: { color: '#1f2328' } },
		{ types: ['keyword', 'atrule', 'important', 'delimiter', 'selector', 'rule'], style: { color: '#9e101b' } },
		{ types: ['string', 'attr-value', 'char', 'regex', 'inserted'], style: { color: '#0a3069' } },
		{ types: ['number', 'boolean', 'constant', 'symbol', 'unit', 'builtin', 'attr-name', 'property'], style: { color: '#054ba4' } },
		{ types: ['function', 'class-name', 'maybe-class-name'], style: { color: '#5e34ab' } },
		{ types: ['variable', 'parameter', 'entity', 'url'], style: { color: '#893300' } },
		{ types: ['tag', 'deleted'], style: { color: '#105b26' } },
		{ types: ['namespace', 'package'], style: { color: '#484f58' } },
	],
};

/**
 * VS Code's dark theme (prism-react-renderer's vsDark) with the colours that fall short of 7:1 on
 * its background lightened just enough: comments, keywords, constants, strings, chars, markup
 * punctuation and the (navy) prolog.
 */
const darkFixes: Record<string, string> = {
	'rgb(0, 0, 128)': '#a1a1ff',
	'rgb(106, 153, 85)': '#8cb579',
	'rgb(86, 156, 214)': '#78b0de',
	'rgb(100, 102, 149)': '#a7a8c4',
	'rgb(206, 145, 120)': '#d49e88',
	'#808080': '#aaaaaa',
	'rgb(209, 105, 105)': '#df9797',
};
export const eightshiftDark: PrismTheme = {
	plain: themes.vsDark.plain,
	styles: themes.vsDark.styles.map((entry) => ({ ...entry, style: { ...entry.style, color: darkFixes[String(entry.style.color)] ?? entry.style.color } })),
};

export const codeThemes: Record<string, PrismTheme> = { eightshift: eightshiftLight, eightshiftDark, ...themes };

/**
 * Token types some theme gives a style. Code HTML keeps only these as classes (a token with
 * none is plain text), so it does not depend on which theme site.config.ts picks.
 */
export const styledTokenTypes: ReadonlySet<string> = new Set(Object.values(codeThemes).flatMap((theme) => theme.styles.flatMap((entry) => entry.types)));

const kebab = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: Record<string, unknown>): string {
	return Object.entries(style)
		.filter(([, value]) => value !== undefined && value !== null)
		.map(([prop, value]) => `${kebab(prop)}:${value}`)
		.join(';');
}

/** CSS for one theme under a scope selector, e.g. `[data-theme='light']`. */
export function themeCss(theme: PrismTheme, scope: string): string {
	const rules = [`${scope} .prism-code{${declarations(theme.plain as Record<string, unknown>)}}`];
	for (const entry of theme.styles) {
		const selector = entry.types.map((type) => `${scope} .prism-code .${type.replace(/[^a-zA-Z0-9_-]/g, '')}`).join(',');
		rules.push(`${selector}{${declarations(entry.style as Record<string, unknown>)}}`);
	}
	return rules.join('\n');
}

export function codeThemeCss(lightName: string, darkName: string): string {
	const light = codeThemes[lightName];
	const dark = codeThemes[darkName];
	if (!light || !dark) {
		throw new Error(`site.config.ts: unknown code theme "${light ? darkName : lightName}"; use one of ${Object.keys(codeThemes).join(', ')}`);
	}
	return `${themeCss(light, ":root:not([data-theme='dark'])")}\n${themeCss(dark, "[data-theme='dark']")}`;
}
