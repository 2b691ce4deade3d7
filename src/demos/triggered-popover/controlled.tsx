import React, { useRef, useState } from 'react';
import { icons } from '@eightshift/ui-components/icons';
import { Button, Popover } from '@eightshift/ui-components';

export default function ControlledPopoverDemo() {
	const buttonRef = useRef(null);
	const [open, setOpen] = useState(false);

	return (
		<>
			<Button forwardedRef={buttonRef} icon={icons.help} onPress={() => setOpen(!open)} aria-expanded={open}>
				What is a breakpoint?
			</Button>
			<Popover triggerRef={buttonRef} isOpen={open} onOpenChange={setOpen} placement='bottom start' aria-label='Breakpoints' className='es:p-3 es:max-w-72'>
				<p>A breakpoint is the screen width at which the block switches to another layout. The theme defines them in its global manifest.</p>
				<Button size='small' onPress={() => setOpen(false)}>
					Got it
				</Button>
			</Popover>
			<p>The popover is {open ? 'open' : 'closed'}.</p>
		</>
	);
}
