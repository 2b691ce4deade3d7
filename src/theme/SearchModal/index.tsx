/**
 * The DocSearch modal, loaded on demand by SearchBar. It queries Algolia when the build was
 * given credentials, and otherwise a local client that answers in Algolia's format. Hits
 * navigate with Gatsby's router.
 */
import docsearchCss from '@docsearch/css/dist/style.css?raw';
import { DocSearchModal } from '@docsearch/react';
import { Link, navigate, withPrefix } from 'gatsby';
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { forAlgolia, getLocalSearch, toSitePath } from '../../search/backend';
import { routePath } from '../../lib/paths';
import { defaultFacetFilters } from '../../search/siteTags';
import overridesCss from './overrides.css?raw';

/** DocSearch's stylesheet travels with the modal chunk and is added on first open. */
function useModalStyles(local: boolean) {
	useEffect(() => {
		if (!document.getElementById('docsearch-css')) {
			const style = document.createElement('style');
			style.id = 'docsearch-css';
			style.textContent = `${docsearchCss}\n${overridesCss}`;
			document.head.append(style);
		}
		document.documentElement.setAttribute('data-search-provider', local ? 'local' : 'algolia');
	}, [local]);
}

export interface SearchModalProps {
	onClose: () => void;
}

/** Placeholder credentials for the local mode: DocSearch builds an Algolia client before ours replaces it. */
const LOCAL_CREDENTIALS = { appId: 'LOCALINDEX', apiKey: 'local-search-only', indexName: 'eightshift-docs-local' };

type Client = { search: (args: { requests: unknown[] }) => Promise<{ results: unknown[] }> };

/**
 * DocSearch's own error screen cannot appear: autocomplete resets the status to idle right
 * after DocSearch sets it to error. So a failed search returns no hits, the failure is
 * tracked here, and the same "Unable to fetch results" screen is drawn over the dropdown.
 */
function useErrorTracking() {
	const [failed, setFailed] = useState(false);
	// What the archived versions have for the last query the current docs matched poorly (local search).
	const archived = useRef<{ query: string; nbHits: number; only: boolean } | null>(null);
	const wrap = useCallback(
		(client: Client): Client => ({
			...client,
			async search(args) {
				try {
					const response = await client.search(args);
					setFailed(false);
					const first = response.results[0] as { query?: string; archivedNbHits?: number; archivedOnly?: boolean } | undefined;
					archived.current = first?.archivedNbHits ? { query: first.query ?? '', nbHits: first.archivedNbHits, only: Boolean(first.archivedOnly) } : null;
					return response;
				} catch {
					setFailed(true);
					return { results: args.requests.map(() => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: '', params: '', processingTimeMS: 0 })) };
				}
			},
		}),
		[],
	);
	useEffect(() => {
		if (failed) document.documentElement.setAttribute('data-search-error', 'true');
		else document.documentElement.removeAttribute('data-search-error');
		return () => document.documentElement.removeAttribute('data-search-error');
	}, [failed]);
	return { failed, wrap, archived };
}

function ErrorScreen() {
	const [container, setContainer] = useState<Element | null>(null);
	useEffect(() => {
		setContainer(document.querySelector('.DocSearch-Dropdown'));
	}, []);
	if (!container) return null;
	return createPortal(
		<div className="DocSearch-ErrorScreen" data-search-error-screen="">
			<div className="DocSearch-Screen-Icon">
				<svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
					<path d="M3 3l18 18M10.6 6.1A9 9 0 0 1 21 9M5.4 10.4A9 9 0 0 1 8 8.6M8.5 14.4a5 5 0 0 1 6.4-.4M12 19h.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
				</svg>
			</div>
			<p className="DocSearch-Title">Unable to fetch results</p>
			<p className="DocSearch-Help">You might want to check your network connection.</p>
		</div>,
		container,
	);
}

export function SearchModal({ onClose }: SearchModalProps) {
	const { failed, wrap, archived } = useErrorTracking();
	const { search, locale, docs } = useSiteConfig();
	const localIndexUrl = withPrefix('/search-index');
	const credentials = search.algolia ?? LOCAL_CREDENTIALS;
	const facetFilters = useMemo(() => defaultFacetFilters(locale.htmlLang, docs), [locale.htmlLang, docs]);
	// The local index ranks the reader's section first for a query several sections answer (a
	// boost, not a filter). Algolia gets no such parameter: it answers 400 to one it does not know.
	const searchParameters = useMemo(
		() => (search.algolia ? { facetFilters } : { facetFilters, context: typeof window === 'undefined' ? '' : routePath(window.location.pathname) }),
		[facetFilters, search.algolia],
	);
	const [localClient, setLocalClient] = React.useState<Awaited<ReturnType<typeof getLocalSearch>>['client'] | null>(null);
	useModalStyles(!search.algolia);

	useEffect(() => {
		if (search.algolia) return;
		let active = true;
		void getLocalSearch(localIndexUrl).then((local) => {
			if (!active) return;
			setLocalClient(() => local.client);
			// Titles and headings come with the first open; paragraphs with the first query.
			local.loadHeadings().catch(() => undefined);
		});
		return () => {
			active = false;
		};
	}, [search.algolia, localIndexUrl]);

	const transformSearchClient = useCallback(
		(algoliaClient: unknown) => {
			if (!search.algolia) return wrap(localClient as Client) as never;
			const algolia = algoliaClient as Client;
			// Local-only options never reach Algolia, whoever adds them to the search parameters.
			return wrap({ ...algolia, search: (args) => algolia.search({ ...args, requests: args.requests.map((r) => forAlgolia(r as Record<string, unknown>)) }) }) as never;
		},
		[wrap, search.algolia, localClient],
	);

	if (!search.algolia && !localClient) {
		return null;
	}

	return (
		<>
			{failed && <ErrorScreen />}
			<DocSearchModal
				{...credentials}
				placeholder="Search docs"
				initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
				onClose={onClose}
				maxResultsPerGroup={search.maxResultsPerGroup}
				disableUserPersonalization={search.disableUserPersonalization}
				searchParameters={searchParameters}
				transformSearchClient={transformSearchClient}
				transformItems={(items) => items.map((item) => ({ ...item, url: toSitePath(item.url) }))}
				navigator={{
					navigate({ itemUrl }) {
						void navigate(toSitePath(itemUrl));
					},
				}}
				hitComponent={({ hit, children }) => <Link to={toSitePath(hit.url)}>{children}</Link>}
				resultsFooterComponent={({ state }) => {
					const old = archived.current?.query === state.query.trim() ? archived.current : null;
					const q = encodeURIComponent(state.query);
					// The hits shown are the archived versions' own when the current docs have none.
					if (old?.only) {
						return (
							<Link to={`/search?q=${q}&archived=1`} onClick={onClose} data-see-all="" data-archived-results="">
								No results in the current docs: {String(old.nbHits)} {old.nbHits === 1 ? 'result' : 'results'} in archived versions
							</Link>
						);
					}
					return (
						<>
							<Link to={`/search?q=${q}`} onClick={onClose} data-see-all="">
								See all {String(state.context.nbHits ?? 0)} results
							</Link>
							{old && (
								<Link to={`/search?q=${q}&archived=1`} onClick={onClose} data-archived-results="">
									{String(old.nbHits)} {old.nbHits === 1 ? 'result' : 'results'} in archived versions
								</Link>
							)}
						</>
					);
				}}
				getMissingResultsUrl={({ query }) => search.missingResultsUrl.replace('{query}', encodeURIComponent(query))}
			/>
		</>
	);
}
