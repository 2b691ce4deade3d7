import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, Modal } from '@eightshift/ui-components';

export default function EmbedHelpDemo() {
	const [confirmed, setConfirmed] = useState(false);

	return (
		<>
			<Modal
				triggerLabel='How embeds load'
				triggerIcon={icons.help}
				title='Video embeds and privacy'
				actions={
					<>
						<Button slot='close' type='ghost'>
							Not now
						</Button>
						<Button slot='close' type='selected' onPress={() => setConfirmed(true)}>
							Use privacy mode
						</Button>
					</>
				}
			>
				<p>The block shows a preview image first. The video provider's player, and its cookies, load only after a visitor presses play.</p>
				<p>Privacy mode also switches YouTube links to the youtube-nocookie.com domain.</p>
			</Modal>
			<p>Privacy mode: {confirmed ? 'on' : 'off'}</p>
		</>
	);
}
