import React from 'react';
import type { ActiveDocsVersion } from '../../lib/docsVersions';
import { storageKeys, writeStorage } from '../../lib/storage';
import { Dropdown } from '../Dropdown';

/**
 * Lists the versions of the current docs section. Picking one opens the same page in that version
 * when it has it, else the version's main doc, and remembers the pick for the navbar link.
 */
export function VersionSwitcher({ active, inline }: { active: ActiveDocsVersion; inline?: boolean }) {
	const items = active.versions.map((version) => ({
		label: version.label,
		to: active.alternates?.[version.name] ?? version.path,
		active: version.name === active.version.name,
		onSelect: () => writeStorage(storageKeys.preferredVersion(active.instance), version.name),
	}));
	return <Dropdown label={active.version.label} ariaLabel={`Docs version: ${active.version.label}`} items={items} inline={inline} />;
}
