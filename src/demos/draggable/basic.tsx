import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, Draggable, DraggableHandle } from '@eightshift/ui-components';

interface Tile {
	id: string;
	title: string;
	color: string;
}

export default function GalleryOrderDemo() {
	const [tiles, setTiles] = useState<Tile[]>([
		{ id: 'harbour', title: 'Harbour', color: '#dbeafe' },
		{ id: 'old-town', title: 'Old town', color: '#fef3c7' },
		{ id: 'market', title: 'Market', color: '#dcfce7' },
		{ id: 'beach', title: 'Beach', color: '#fce7f3' },
		{ id: 'vineyard', title: 'Vineyard', color: '#ede9fe' },
		{ id: 'lighthouse', title: 'Lighthouse', color: '#ffedd5' },
	]);

	return (
		<>
			<Draggable items={tiles} onChange={setTiles} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '0.5rem' }}>
				{({ title, color, deleteItem }: Tile & { deleteItem: () => void }) => (
					<div style={{ background: color, borderRadius: '0.5rem', padding: '0.5rem', minHeight: '5rem', display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
						<div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
							<DraggableHandle aria-label={`Move ${title}`} />
							<Button type='ghost' size='small' icon={icons.trash} aria-label={`Remove ${title}`} tooltip={`Remove ${title}`} onPress={deleteItem} />
						</div>
						<strong>{title}</strong>
					</div>
				)}
			</Draggable>

			<p>
				Gallery order: {tiles.map((tile) => tile.title).join(', ') || 'no images left'}.
			</p>
		</>
	);
}
