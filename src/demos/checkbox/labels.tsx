import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Checkbox } from '@eightshift/ui-components';

// Four ways to lay out the text next to the box.
export default function LinkOptionsDemo() {
	const [newTab, setNewTab] = useState(false);
	const [noFollow, setNoFollow] = useState(true);
	const [download, setDownload] = useState(false);

	return (
		<>
			<Checkbox label='Open in a new tab' subtitle='Adds target="_blank" and rel="noopener"' checked={newTab} onChange={setNewTab} />
			<Checkbox label='Tell search engines not to follow' subtitle='rel="nofollow"' inlineSubtitle checked={noFollow} onChange={setNoFollow} />
			<Checkbox icon={icons.fileDownload} label='Download instead of opening' checked={download} onChange={setDownload} />
			<Checkbox icon={icons.lock} label='Secure connection' subtitle='Every link on this site uses HTTPS' checked readOnly onChange={() => {}} />
			<p>
				Link attributes: <code>{JSON.stringify({ newTab, noFollow, download })}</code>
			</p>
		</>
	);
}
