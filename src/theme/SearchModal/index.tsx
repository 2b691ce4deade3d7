/**
 * The DocSearch modal, loaded on demand by SearchBar. It queries Algolia when the build was
 * given credentials, and otherwise a local client that answers in Algolia's format. Hits
 * navigate with Gatsby's router.
 */
import docsearchCss from '@docsearch/css/dist/style.css?raw';
import { DocSearchModal } from '@docsearch/react';
import { Link, navigate, withPrefix } from 'gatsby';
import React, { useEffect, useMemo } from 'react';
import { useSiteConfig } from '../../hooks/useSiteConfig';
import { getLocalSearch, toSitePath } from '../../search/backend';
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
	initialQuery?: string;
}

/** Placeholder credentials for the local mode: DocSearch builds an Algolia client before ours replaces it. */
const LOCAL_CREDENTIALS = { appId: 'LOCALINDEX', apiKey: 'local-search-only', indexName: 'eightshift-docs-local' };

export function SearchModal({ onClose, initialQuery }: SearchModalProps) {
	const { search, locale, docs } = useSiteConfig();
	const localIndexUrl = withPrefix('/search');
	const credentials = search.algolia ?? LOCAL_CREDENTIALS;
	const facetFilters = useMemo(() => defaultFacetFilters(locale.htmlLang, docs), [locale.htmlLang, docs]);
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

	if (!search.algolia && !localClient) {
		return null;
	}

	return (
		<DocSearchModal
			{...credentials}
			placeholder="Search docs"
			initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
			initialQuery={initialQuery}
			onClose={onClose}
			maxResultsPerGroup={search.maxResultsPerGroup}
			disableUserPersonalization={search.disableUserPersonalization}
			searchParameters={{ facetFilters }}
			transformSearchClient={search.algolia ? undefined : () => localClient as never}
			transformItems={(items) => items.map((item) => ({ ...item, url: toSitePath(item.url) }))}
			navigator={{
				navigate({ itemUrl }) {
					void navigate(toSitePath(itemUrl));
				},
			}}
			hitComponent={({ hit, children }) => <Link to={toSitePath(hit.url)}>{children}</Link>}
			resultsFooterComponent={({ state }) => (
				<Link to={`/search?q=${encodeURIComponent(state.query)}`} onClick={onClose} data-see-all="">
					See all {String(state.context.nbHits ?? 0)} results
				</Link>
			)}
			getMissingResultsUrl={({ query }) => search.missingResultsUrl.replace('{query}', encodeURIComponent(query))}
		/>
	);
}
