import React, { useRef, useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { InputField, Repeater, RepeaterItem, Toggle } from '@eightshift/ui-components';

interface Slide {
	id: string;
	heading?: string;
	caption?: string;
	darkOverlay?: boolean;
}

export default function CarouselSlidesDemo() {
	const [slides, setSlides] = useState<Slide[]>([
		{ id: 'slide-1', heading: 'Autumn collection is here', caption: 'Warm layers for cold mornings', darkOverlay: true },
		{ id: 'slide-2', heading: 'Free delivery over €50', caption: 'Orders ship within two days' },
		{ id: 'slide-3', heading: 'Visit the new Zagreb store' },
	]);
	const nextId = useRef(4);

	// Version 5.6.1 builds new ids from the list length, so adding or duplicating after a removal
	// can reuse an id that is still taken. Give such an item a fresh id before storing the list.
	const saveSlides = (next: Slide[]) => {
		const taken = new Set<string>();
		setSlides(
			next.map((slide) => {
				if (!taken.has(slide.id)) {
					taken.add(slide.id);
					return slide;
				}
				const id = `slide-${nextId.current++}`;
				taken.add(id);
				return { ...slide, id };
			}),
		);
	};

	return (
		<>
			<Repeater
				icon={icons.imageOverlay}
				label='Slides'
				subtitle='Drag a slide by its title to reorder it'
				items={slides}
				onChange={saveSlides}
				addDefaultItem={{ heading: '', caption: '', darkOverlay: false }}
			>
				{({ heading, caption, darkOverlay, updateData }: Slide & { updateData: (data: Partial<Slide>) => void }) => (
					<RepeaterItem icon={icons.image} label={heading || 'Untitled slide'} subtitle={caption}>
						<InputField label='Heading' value={heading ?? ''} onChange={(value: string) => updateData({ heading: value })} />
						<InputField label='Caption' type='multiline' value={caption ?? ''} onChange={(value: string) => updateData({ caption: value })} />
						<Toggle
							icon={icons.imageOverlay}
							label='Dark overlay'
							subtitle='Keeps white text readable'
							checked={darkOverlay ?? false}
							onChange={(value: boolean) => updateData({ darkOverlay: value })}
						/>
					</RepeaterItem>
				)}
			</Repeater>

			<p>
				The carousel shows {slides.length} {slides.length === 1 ? 'slide' : 'slides'}:{' '}
				{slides.map((slide, index) => `${index + 1}. ${slide.heading || 'Untitled slide'}`).join(', ') || 'none yet'}.
			</p>
		</>
	);
}
