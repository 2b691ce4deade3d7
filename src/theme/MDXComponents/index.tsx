/**
 * Registry of the components MDX content may use, by name. MDX 2 throws "Expected component
 * X to be defined" for a name missing here, so an unknown component fails the build.
 */
import React, { useContext } from 'react';
import { CardGrid } from '../../blocks/CardGrid';
import { Callout } from '../../blocks/Callout';
import { CtaButton } from '../../blocks/CtaButton';
import { IconGallery } from '../../blocks/IconGallery';
import { LinkedImageCard } from '../../blocks/LinkedImageCard';
import { Admonition } from '../Admonition';
import { CodeBlock } from '../CodeBlock';
import { ComponentDemo } from '../ComponentDemo';
import { SmartLink, StaticLinkContext } from '../SmartLink';
import * as styles from './styles.module.css';

const Heading = (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
	function AnchoredHeading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
		return (
			<Tag id={id} {...rest}>
				{children}
				{id && (
					<a className={styles.anchor} href={`#${id}`} aria-label={`Direct link to this section`}>
						#
					</a>
				)}
			</Tag>
		);
	};

/**
 * Wide tables scroll sideways inside a focusable wrapper, so keyboard users can scroll them too.
 * Being focusable, the wrapper is a named region; remarkTableLabels names it after the headings
 * above the table, unique on the page.
 */
function Table({ 'data-region-label': label, ...props }: React.TableHTMLAttributes<HTMLTableElement> & { 'data-region-label'?: string }) {
	return (
		<div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label ?? 'Table'}>
			<table {...props} />
		</div>
	);
}

/** Images come from static/ by a root path (checked by remarkImages); the path prefix is added here. */
function Img({ src = '', alt = '', ...rest }: React.ImgHTMLAttributes<HTMLImageElement>) {
	const prefix = useContext(StaticLinkContext)?.pathPrefix ?? '';
	const local = src.startsWith('/') && !src.startsWith('//');
	return <img src={local ? `${prefix}${src}` : src} alt={alt} loading="lazy" decoding="async" {...rest} />;
}

export const mdxComponents = {
	table: Table,
	img: Img,
	a: SmartLink,
	h2: Heading('h2'),
	h3: Heading('h3'),
	h4: Heading('h4'),
	h5: Heading('h5'),
	h6: Heading('h6'),
	Admonition,
	CodeBlock,
	ComponentDemo,
	// Layout blocks usable from MDX.
	Callout,
	CtaButton,
	CardGrid,
	LinkedImageCard,
	IconGallery,
};
