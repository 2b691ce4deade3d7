/**
 * Runs preprocessMdx before the parser: a unified attacher that wraps the Parser that
 * remark-parse installed. Must be listed after remark-parse, which MDX guarantees.
 */
import type { Processor } from 'unified';
import { preprocessMdx } from './preprocess';

type ParserFn = (doc: string, file: unknown) => unknown;

export default function remarkCompat(this: Processor) {
	const self = this as unknown as { Parser: ParserFn };
	const parse = self.Parser;
	if (typeof parse !== 'function') {
		throw new Error('remarkCompat must run after remark-parse');
	}
	self.Parser = (doc: string, file: unknown) => parse(preprocessMdx(String(doc)), file);
}
