import { Link } from 'gatsby';
import React, { useContext } from 'react';
import { isExternalUrl, routePath } from '../../lib/paths';

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * Set while a document is rendered to HTML in Node. Its local links become plain anchors with
 * the path prefix; in the browser gatsby-plugin-catch-links and DocumentHtml's prefetcher give
 * them what Link gives the shell (client-side navigation, prefetch in view and on hover).
 */
export const StaticLinkContext = React.createContext<{ pathPrefix: string } | null>(null);

/** Internal paths navigate client-side with Gatsby's Link; anything else is a plain anchor. */
export function SmartLink({ href = '', children, ...rest }: Props) {
	const staticLinks = useContext(StaticLinkContext);
	if (href.startsWith('/') && !href.startsWith('//')) {
		if (staticLinks) {
			return (
				<a href={`${staticLinks.pathPrefix}${routePath(href, staticLinks.pathPrefix)}`} {...rest}>
					{children}
				</a>
			);
		}
		// Links may arrive with the path prefix already applied; Link adds it again.
		return (
			<Link to={routePath(href)} {...(rest as object)}>
				{children}
			</Link>
		);
	}
	const external = isExternalUrl(href) && !href.startsWith('mailto:');
	return (
		<a href={href} rel={external ? 'noopener noreferrer' : undefined} {...rest}>
			{children}
		</a>
	);
}
