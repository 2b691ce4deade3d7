import { Link } from 'gatsby';
import React from 'react';
import { isExternalUrl, routePath } from '../../lib/paths';

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/** Internal paths navigate client-side with Gatsby's Link; anything else is a plain anchor. */
export function SmartLink({ href = '', children, ...rest }: Props) {
	if (href.startsWith('/') && !href.startsWith('//')) {
		// gatsby-plugin-mdx already prefixes MDX links with the path prefix; Link adds it again.
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
