/** Every documented public hook of eightshift-forms, by composed name. */
import { actionHooks } from './actions';
import { blockHooks } from './block';
import { fieldHooks } from './fields';
import { integrationHooks } from './integrations';
import { siteHooks } from './site';
import { formsHookName, type FormsHook } from './types';

export { formsHookName, formsHookPart, type FormsHook, type HookParameter } from './types';

export const formsHooks: FormsHook[] = [...blockHooks, ...fieldHooks, ...siteHooks, ...integrationHooks, ...actionHooks];

/** Hooks by their composed name. A name listed twice is a data error and throws. */
export function hooksByName(hooks: FormsHook[] = formsHooks): Map<string, FormsHook> {
	const byName = new Map<string, FormsHook>();
	for (const hook of hooks) {
		const name = formsHookName(hook.path);
		if (byName.has(name)) throw new Error(`src/data/formsHooks: ${name} is described twice`);
		byName.set(name, hook);
	}
	return byName;
}
