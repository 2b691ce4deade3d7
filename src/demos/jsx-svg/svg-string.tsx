import React, { Component, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { InputField, OptionSelect, RichLabel, Toggle } from '@eightshift/ui-components';
import { JsxSvg } from '@eightshift/ui-components/icons';

const samples: Record<string, string> = {
	stroke: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20" fill="none"><circle cx="10" cy="10" r="8.5" stroke="currentColor"/><path d="M10 5.5V10l3 2" stroke="currentColor" stroke-linecap="round"/></svg>`,
	gradient: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20"><defs><linearGradient id="badge-fill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3858e9"/><stop offset="1" stop-color="#00a32a"/></linearGradient></defs><rect x="1" y="1" width="18" height="18" rx="5" fill="url(#badge-fill)"/></svg>`,
	title: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20"><title>Clock</title><circle cx="10" cy="10" r="8.5" stroke="currentColor" fill="none"/></svg>`,
};

const sampleOptions = [
	{ value: 'stroke', label: 'Stroke icon' },
	{ value: 'gradient', label: 'Gradient with an id' },
	{ value: 'title', label: 'With a <title>' },
];

/** JsxSvg throws (a plain string) on elements it does not support, such as <title>; catch it here. */
class SvgErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: string | null }> {
	state = { error: null as string | null };

	static getDerivedStateFromError(error: unknown) {
		return { error: error instanceof Error ? error.message : String(error) };
	}

	componentDidUpdate(previous: { resetKey: string }) {
		if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
	}

	render() {
		return this.state.error ? <p role='alert'>JsxSvg could not render this SVG: {this.state.error}</p> : this.props.children;
	}
}

export default function SvgStringDemo() {
	const [sample, setSample] = useState('gradient');
	const [svg, setSvg] = useState(samples.gradient);
	const [randomIds, setRandomIds] = useState(true);
	const [markup, setMarkup] = useState('');
	const preview = useRef<HTMLSpanElement>(null);

	// Show what actually reached the page, after JsxSvg has converted the string.
	useLayoutEffect(() => {
		setMarkup(preview.current?.innerHTML ?? '');
	}, [svg, randomIds]);

	return (
		<>
			<OptionSelect
				label='Start from'
				value={sample}
				onChange={(value: string) => {
					setSample(value);
					setSvg(samples[value]);
				}}
				options={sampleOptions}
			/>
			<InputField type='multiline' label='SVG markup (a string, as it would come from a manifest or the REST API)' value={svg} onChange={setSvg} monospaceFont />
			<Toggle label='Randomise ids (turn off to set noIdRandomization)' checked={randomIds} onChange={setRandomIds} />

			<SvgErrorBoundary resetKey={`${svg}|${randomIds}`}>
				<div style={{ display: 'flex', alignItems: 'center', gap: 16, margin: '16px 0', color: '#3858e9' }}>
					<span ref={preview} style={{ lineHeight: 0 }}>
						<JsxSvg svg={svg} ariaHidden noIdRandomization={!randomIds} />
					</span>
					<RichLabel icon={<JsxSvg svg={svg} noIdRandomization={!randomIds} />} label='The same string as a RichLabel icon' />
				</div>
			</SvgErrorBoundary>

			<p>Rendered markup:</p>
			<pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12, margin: 0 }}>
				<code>{markup || '(nothing rendered)'}</code>
			</pre>
		</>
	);
}
