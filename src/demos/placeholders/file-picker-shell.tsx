import React, { useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, FilePickerShell } from '@eightshift/ui-components';

// A download block: the shell shows the "select" button while nothing is picked,
// then the file name with Replace and Remove underneath.
export default function DownloadFileDemo() {
	const [url, setUrl] = useState('');

	return (
		<>
			<FilePickerShell
				url={url}
				icon={icons.filePdf}
				noUrlContent={
					<Button size='large' icon={icons.fileUpload} onPress={() => setUrl('https://example.com/wp-content/uploads/2025/03/annual-report-2024-final.pdf')}>
						Select a PDF
					</Button>
				}
			>
				<Button icon={icons.swap} onPress={() => setUrl('https://example.com/wp-content/uploads/2025/03/price-list.pdf')} flat>
					Replace
				</Button>
				<Button icon={icons.trash} type='danger' onPress={() => setUrl('')} flat>
					Remove
				</Button>
			</FilePickerShell>
			<p>
				Saved attribute: <code>{url === '' ? '""' : url}</code>
			</p>
		</>
	);
}
