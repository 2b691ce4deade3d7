import { Link, navigate, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import React, { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { getSearchBackend, toSitePath } from '../search/backend';
import type { LocalHit } from '../search/localClient';
import { hasArchivedVersions, searchSections, sectionFacetFilters } from '../search/siteTags';
import { Seo } from '../theme/Seo';
import * as styles from './search.module.css';

const HITS_PER_PAGE = 20;
/** DocSearch limits queries to 64 characters; the page does the same. */
const MAX_QUERY = 64;

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; nbHits: number; nbPages: number };

function titleOf(hit: LocalHit): string {
	if (hit.type === 'content') {
		return [hit.hierarchy.lvl6, hit.hierarchy.lvl5, hit.hierarchy.lvl4, hit.hierarchy.lvl3, hit.hierarchy.lvl2, hit.hierarchy.lvl1].find(Boolean) ?? '';
	}
	return hit.hierarchy[hit.type] ?? '';
}

function breadcrumbOf(hit: LocalHit): string[] {
	const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
	const trail = levels.map((l) => hit.hierarchy[l]).filter((v): v is string => Boolean(v));
	return hit.type === 'content' ? trail.slice(0, -1) : trail.slice(0, -1);
}

/**
 * The server renders the page without a query. The query string is read once hydration is over,
 * and the view starts afresh with it (the key), so its input and results begin from the URL.
 */
export default function SearchPage({ location }: PageProps) {
	const hydrated = useHydrated();
	return <SearchView key={hydrated ? 'browser' : 'server'} query={hydrated ? location.search : ''} />;
}

function SearchView({ query }: { query: string }) {
	const { search, locale, docs } = useSiteConfig();
	const params = new URLSearchParams(query);
	const urlQuery = params.get('q') ?? '';
	const includeArchived = params.get('archived') === '1';
	const sections = useMemo(() => searchSections(docs), [docs]);
	const sectionParam = params.get('section') ?? '';
	const picked = useMemo(() => sectionParam.split(',').filter((id) => sections.some((s) => s.id === id)), [sectionParam, sections]);
	const [input, setInput] = useState(urlQuery.slice(0, MAX_QUERY));
	const [hits, setHits] = useState<LocalHit[]>([]);
	const [page, setPage] = useState(0);
	const [status, setStatus] = useState<Status>({ kind: 'idle' });
	/** Results the archived versions have for a query the current docs match poorly or not at all. */
	const [archivedNbHits, setArchivedNbHits] = useState(0);
	const facetFilters = useMemo(() => sectionFacetFilters(locale.htmlLang, docs, picked, includeArchived), [locale.htmlLang, docs, picked, includeArchived]);
	/** The query and the filters live in the URL, so a filtered search can be shared and survives a reload. */
	const searchUrl = (q: string, archived: boolean, inSections: string[] = picked) => {
		const next = new URLSearchParams();
		if (q) next.set('q', q);
		if (inSections.length > 0) next.set('section', inSections.join(','));
		if (archived) next.set('archived', '1');
		const text = next.toString().replace(/%2C/g, ',');
		return `/search${text ? `?${text}` : ''}`;
	};
	const toggleSection = (id: string, on: boolean) => {
		const next = sections.map((s) => s.id).filter((s) => (s === id ? on : picked.includes(s)));
		void navigate(searchUrl(input, includeArchived, next), { replace: true });
	};
	const settings = useMemo(() => ({ algolia: search.algolia, localIndexUrl: withPrefix('/search-index') }), [search.algolia]);

	// The query lives in the URL: typing replaces ?q=, so results can be shared and survive reloads.
	useEffect(() => {
		const timer = window.setTimeout(() => {
			if (input !== urlQuery) void navigate(searchUrl(input, includeArchived), { replace: true });
		}, 250);
		return () => window.clearTimeout(timer);
	}, [input, urlQuery, includeArchived, picked]);

	useEffect(() => {
		let active = true;
		setPage(0);
		if (!urlQuery.trim()) {
			setHits([]);
			setStatus({ kind: 'idle' });
			return undefined;
		}
		setStatus({ kind: 'loading' });
		getSearchBackend(settings)
			.then((backend) => backend.search({ query: urlQuery, hitsPerPage: HITS_PER_PAGE, page: 0, facetFilters, attributesToSnippet: ['content:30'], snippetEllipsisText: '…', archivedHits: false }))
			.then((result) => {
				if (!active) return;
				setHits(result.hits);
				setArchivedNbHits((result as { archivedNbHits?: number }).archivedNbHits ?? 0);
				setStatus({ kind: 'done', nbHits: result.nbHits, nbPages: result.nbPages });
			})
			.catch(() => active && setStatus({ kind: 'error' }));
		return () => {
			active = false;
		};
	}, [urlQuery, settings, facetFilters]);

	const loadMore = () => {
		const next = page + 1;
		setStatus({ kind: 'loading' });
		getSearchBackend(settings)
			.then((backend) => backend.search({ query: urlQuery, hitsPerPage: HITS_PER_PAGE, page: next, facetFilters, attributesToSnippet: ['content:30'], snippetEllipsisText: '…', archivedHits: false }))
			.then((result) => {
				setHits((previous) => [...previous, ...result.hits]);
				setPage(next);
				setStatus({ kind: 'done', nbHits: result.nbHits, nbPages: result.nbPages });
			})
			.catch(() => setStatus({ kind: 'error' }));
	};

	const groups = useMemo(() => {
		const bySection = new Map<string, LocalHit[]>();
		for (const hit of hits) {
			const section = hit.hierarchy.lvl0 ?? 'Other';
			bySection.set(section, [...(bySection.get(section) ?? []), hit]);
		}
		return [...bySection];
	}, [hits]);

	const doneStatus = status.kind === 'done' ? status : null;
	const hasMore = doneStatus ? page + 1 < doneStatus.nbPages : false;

	return (
		<>
			<div className={styles.page}>
				<h1>{urlQuery ? `Search results for “${urlQuery}”` : 'Search the documentation'}</h1>
				{/* Results follow typing; the submit button (Enter does the same) searches at once, and
				    makes the form one a keyboard or switch user can submit explicitly. */}
				<form
					role="search"
					className={styles.form}
					onSubmit={(event) => {
						event.preventDefault();
						if (input !== urlQuery) void navigate(searchUrl(input, includeArchived), { replace: true });
					}}
				>
					<label htmlFor="search-page-input" className="visually-hidden">
						Search docs
					</label>
					<div className={styles.queryRow}>
						<input
							id="search-page-input"
							type="search"
							value={input}
							maxLength={MAX_QUERY}
							placeholder="Search docs"
							autoComplete="off"
							onChange={(event) => setInput(event.target.value)}
							className={styles.input}
						/>
						<button type="submit" className={styles.submit}>
							Search
						</button>
					</div>
					<fieldset className={styles.sections}>
						<legend>Sections</legend>
						{sections.map((section) => (
							<label key={section.id} className={styles.filter}>
								<input type="checkbox" checked={picked.includes(section.id)} onChange={(event) => toggleSection(section.id, event.target.checked)} data-search-section={section.id} />
								{section.label}
							</label>
						))}
					</fieldset>
					{hasArchivedVersions(docs) && (
						<label className={styles.filter}>
							<input
								type="checkbox"
								checked={includeArchived}
								onChange={(event) => void navigate(searchUrl(input, event.target.checked), { replace: true })}
								data-search-archived=""
							/>
							Include archived versions
						</label>
					)}
				</form>
				<div aria-live="polite" className={styles.status}>
					{status.kind === 'loading' && hits.length === 0 && <p>Searching…</p>}
					{doneStatus && doneStatus.nbHits > 0 && (
						<p data-search-count="">
							{doneStatus.nbHits} {doneStatus.nbHits === 1 ? 'result' : 'results'}
						</p>
					)}
					{doneStatus && doneStatus.nbHits === 0 && (
						<div className={styles.message} data-search-empty="">
							<p>No results for “{urlQuery}”.</p>
							<p>
								Try fewer or different words, or browse the <Link to="/docs/welcome">DevKit docs</Link>, the <Link to="/forms/welcome">Forms docs</Link> or the{' '}
								<Link to="/blog">blog</Link>.
							</p>
						</div>
					)}
					{doneStatus && archivedNbHits > 0 && !includeArchived && (
						<p data-search-archived-offer="">
							<Link to={searchUrl(urlQuery, true)} replace>
								{archivedNbHits} {archivedNbHits === 1 ? 'result' : 'results'} in archived versions
							</Link>
						</p>
					)}
					{status.kind === 'error' && (
						<div className={styles.message} role="alert" data-search-error="">
							<p>
								<strong>Unable to fetch results.</strong> You might want to check your network connection.
							</p>
						</div>
					)}
				</div>
				{groups.map(([section, sectionHits]) => (
					<section key={section} className={styles.group} aria-labelledby={`section-${section}`}>
						<h2 id={`section-${section}`}>{section}</h2>
						<ol className={styles.hits}>
							{sectionHits.map((hit) => (
								<li key={hit.objectID} className={styles.hit} data-search-hit="">
									<Link to={toSitePath(hit.url)} className={styles.hitTitle}>
										{titleOf(hit)}
									</Link>
									{breadcrumbOf(hit).length > 0 && <p className={styles.breadcrumb}>{breadcrumbOf(hit).join(' › ')}</p>}
									{hit.content && (
										<p className={styles.snippet} dangerouslySetInnerHTML={{ __html: (hit._snippetResult.content as { value: string } | undefined)?.value ?? hit.content }} />
									)}
								</li>
							))}
						</ol>
					</section>
				))}
				{hasMore && (
					<button type="button" className={styles.more} onClick={loadMore} disabled={status.kind === 'loading'}>
						{status.kind === 'loading' ? 'Loading…' : 'Load more results'}
					</button>
				)}
			</div>
		</>
	);
}

export function Head({ location }: HeadProps) {
	return <Seo title="Search" description="Search the Eightshift DevKit, Forms and Components docs and the blog." pathname={location.pathname} noindex />;
}
