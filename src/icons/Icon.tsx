import React from 'react';
import { projectIcons, type ProjectIconName } from './projectIcons';
import { generalIcons, type GeneralIconName } from './generalIcons';

interface SvgIconProps {
	name: string;
	set: 'project' | 'general';
	width: number;
	height: number;
	size: number;
	strokeWidth: number;
	title?: string;
	body: React.ReactNode;
}

/** Shared <svg> wrapper: sized by height, width follows the canvas aspect ratio (49×48 icons are slightly wider). */
function SvgIcon({ name, set, width, height, size, strokeWidth, title, body }: SvgIconProps) {
	return (
		<svg
			viewBox={`0 0 ${width} ${height}`}
			width={(size * width) / height}
			height={size}
			fill="none"
			stroke="currentColor"
			strokeWidth={strokeWidth}
			strokeLinecap="round"
			strokeLinejoin="round"
			role={title ? 'img' : undefined}
			aria-label={title}
			aria-hidden={title ? undefined : true}
			focusable="false"
			data-icon={name}
			data-icon-set={set}
		>
			{body}
		</svg>
	);
}

/** A project icon (48×48 line art, stroke 2). Decorative unless a title is given. */
export function ProjectIcon({ name, size = 48, title }: { name: ProjectIconName; size?: 48 | 24; title?: string }) {
	const { width, height, body } = projectIcons[name];
	return <SvgIcon name={name} set="project" width={width} height={height} size={size} strokeWidth={2} title={title} body={body} />;
}

/** A general icon (80×80 line art, stroke 4, some with one red accent). Decorative unless a title is given. */
export function GeneralIcon({ name, size = 80, title }: { name: GeneralIconName; size?: 80 | 24; title?: string }) {
	const { width, height, body } = generalIcons[name];
	return <SvgIcon name={name} set="general" width={width} height={height} size={size} strokeWidth={4} title={title} body={body} />;
}
