/**
 * axe-core with every rule it has (experimental, best-practice and deprecated included), for the
 * a11y specs. Violations come back as one line per rule with its impact and the nodes, so a
 * failure names what to fix. Nodes of known @eightshift/ui-components faults (listed in
 * docs/components.md) can be left out by rule and selector, never whole rules or pages.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** A fault of the third-party demo library that our demo code cannot fix (listed in docs/components.md). */
export interface LibraryFault {
	rule: string;
	/** Matched against the failing element itself; only nodes inside a live demo qualify. */
	selector: string;
	why: string;
}

interface AxeNode {
	target: string[];
	html: string;
	failureSummary?: string;
}
interface AxeViolation {
	id: string;
	impact: string | null;
	help: string;
	nodes: AxeNode[];
}

/** Runs every axe rule on the page as it is now; returns "rule (impact): help — nodes" lines. */
export async function axeViolations(page: Page, libraryFaults: LibraryFault[] = []): Promise<string[]> {
	// Evaluated, not added as a <script>: each page's CSP allows only its own inline scripts.
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
	const violations = await page.evaluate(async (faults) => {
		const axe = (window as unknown as { axe: { getRules: () => { ruleId: string }[]; run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
		const rules = axe.getRules().map((rule) => rule.ruleId);
		const result = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
		const known = (id: string, node: AxeNode) => {
			// A target is a list of selectors only for nodes inside iframes or shadow roots, which
			// the library does not use: those are never excused.
			if (node.target.length !== 1) return false;
			const element = document.querySelector(node.target[0]);
			return Boolean(element?.closest('[data-demo]') && faults.some((fault) => fault.rule === id && element.matches(fault.selector)));
		};
		return result.violations
			.map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !known(violation.id, node)) }))
			.filter((violation) => violation.nodes.length > 0);
	}, libraryFaults);
	return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`);
}
