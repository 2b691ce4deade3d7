import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { DraggableList, DraggableListItem, Switch } from '@eightshift/ui-components';

interface MetaField {
	id: string;
	label: string;
	visible: boolean;
}

const fieldIcons: Record<string, JSX.Element> = {
	date: icons.calendar,
	author: icons.person,
	category: icons.tag,
	readingTime: icons.clock,
};

export default function PostMetaOrderDemo() {
	const [fields, setFields] = useState<MetaField[]>([
		{ id: 'date', label: 'Publish date', visible: true },
		{ id: 'author', label: 'Author', visible: true },
		{ id: 'category', label: 'Category', visible: false },
		{ id: 'readingTime', label: 'Reading time', visible: true },
	]);

	const shown = fields.filter((field) => field.visible).map((field) => field.label);

	return (
		<>
			<DraggableList icon={icons.textAbove} label='Post meta' subtitle='Order and visibility of the line under the title' items={fields} onChange={setFields}>
				{({ id, label, visible, updateData }: MetaField & { updateData: (data: Partial<MetaField>) => void }) => (
					<DraggableListItem icon={fieldIcons[id]} label={label}>
						<Switch aria-label={`Show ${label.toLowerCase()}`} checked={visible} onChange={(value: boolean) => updateData({ visible: value })} />
					</DraggableListItem>
				)}
			</DraggableList>

			<p>The card prints: {shown.length > 0 ? shown.join(' · ') : 'no meta line'}.</p>
		</>
	);
}
