/**
 * The addresses "Copy page" offers (src/theme/CopyPage): the twin's absolute URL and the links
 * that open an AI assistant with a prompt naming it. Pure, so the shell, the tests and anything
 * else that links to an assistant build the same URLs.
 */
import { markdownTwinPath } from './paths';
import { absoluteUrl } from './socialCard';

/** The twin's address as another site must use it: site URL, path prefix, twin path. */
export function absoluteTwinUrl(siteUrl: string, pathPrefix: string, route: string): string {
	return absoluteUrl({ url: siteUrl.replace(/\/+$/, ''), pathPrefix }, markdownTwinPath(route));
}

/** What the assistant is asked: to fetch the twin and use it. */
export function assistantPrompt(twinUrl: string): string {
	return `Read ${twinUrl} and use it to answer my questions.`;
}

export interface AssistantLink {
	name: string;
	href: string;
}

/** ChatGPT and Claude, each opened with the prompt already typed (their `q` parameter). */
export function assistantLinks(twinUrl: string): AssistantLink[] {
	const q = encodeURIComponent(assistantPrompt(twinUrl));
	return [
		{ name: 'ChatGPT', href: `https://chatgpt.com/?q=${q}` },
		{ name: 'Claude', href: `https://claude.ai/new?q=${q}` },
	];
}
