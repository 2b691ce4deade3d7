import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, ButtonGroup } from '@eightshift/ui-components';

const initialCards = ['Pricing', 'Features', 'Testimonials', 'Contact'];

export default function CardOrderDemo() {
	const [cards, setCards] = useState(initialCards);
	const [current, setCurrent] = useState(1);

	const move = (by: number) => {
		const target = current + by;
		const next = [...cards];
		[next[current], next[target]] = [next[target], next[current]];
		setCards(next);
		setCurrent(target);
	};

	return (
		<div style={{ display: 'grid', gap: '1rem' }}>
			<ButtonGroup aria-label='Move the selected card'>
				<Button icon={icons.arrowUp} aria-label='Move up' tooltip disabled={current === 0} onPress={() => move(-1)} />
				<Button icon={icons.arrowDown} aria-label='Move down' tooltip disabled={current === cards.length - 1} onPress={() => move(1)} />
			</ButtonGroup>

			<ButtonGroup type='split' aria-label='Select a card'>
				{cards.map((card, index) => (
					<Button
						key={card}
						size='small'
						type={index === current ? 'selected' : 'default'}
						aria-pressed={index === current}
						onPress={() => setCurrent(index)}
					>
						{card}
					</Button>
				))}
			</ButtonGroup>

			<p>
				Card order: {cards.join(', ')}. Selected: {cards[current]}.
			</p>
		</div>
	);
}
