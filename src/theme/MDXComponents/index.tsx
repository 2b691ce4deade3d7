/**
 * Registry of the components MDX content may use, by name. MDX 2 throws "Expected component
 * X to be defined" for a name missing here, so an unknown component fails the build.
 */
import React from 'react';
import { Admonition } from '../Admonition';
import { CodeBlock } from '../CodeBlock';
import { SmartLink } from '../SmartLink';
import * as styles from './styles.module.css';

const Heading = (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
	function AnchoredHeading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
		return (
			<Tag id={id} className={styles.heading} {...rest}>
				{children}
				{id && (
					<a className={styles.anchor} href={`#${id}`} aria-label={`Direct link to this section`}>
						#
					</a>
				)}
			</Tag>
		);
	};

export const mdxComponents = {
	a: SmartLink,
	h2: Heading('h2'),
	h3: Heading('h3'),
	h4: Heading('h4'),
	h5: Heading('h5'),
	h6: Heading('h6'),
	Admonition,
	CodeBlock,
};
