import { useContext, useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { asNumber, type WidgetProps } from '@rjsf/utils';
import { FieldPathContext, formRuntime } from '../context';
import { commitAfterPaint } from '../pendingCommits';

function asText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text box the browser keeps while the runner types: nothing of React runs on a keystroke
 * except reporting the text to the screen's draft (`typing`). The value is committed to the form
 * when the field is left (after the frame that shows the next field focused) or Enter is
 * pressed, which is when the form validates and re-renders. A value the form sets itself
 * (prefill, derived field, restored draft, a contact chosen) is written into the box.
 */
export function useTypedValue<E extends TextElement>(props: WidgetProps) {
  const { value, options, schema, registry } = props;
  const path = useContext(FieldPathContext);
  const box = useRef<E>(null);
  // A commit after paint meets the props and place of whatever render came between.
  const latest = useRef({ props, path });
  const cancelPending = useRef<() => void>(undefined);
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const parse = (typed: string): unknown => {
    if (typed === '') return options.emptyValue;
    return numeric ? asNumber(typed) : typed;
  };

  useLayoutEffect(() => {
    latest.current = { props, path };
  });
  useLayoutEffect(() => {
    const element = box.current;
    if (element && element.value !== asText(value)) element.value = asText(value);
  }, [value]);
  useEffect(() => () => cancelPending.current?.(), []);

  // The box is read when the commit runs, so a value the form set meanwhile is not overwritten.
  const commit = () => {
    cancelPending.current?.();
    cancelPending.current = undefined;
    const { id, value: committed, onChange, onBlur, registry } = latest.current.props;
    const parsed = parse(box.current?.value ?? '');
    formRuntime(registry).typing?.settle(latest.current.path);
    if (!Object.is(parsed, committed)) onChange(parsed);
    onBlur(id, parsed);
  };

  return {
    ref: box,
    defaultValue: asText(value),
    onInput: () => formRuntime(registry).typing?.type(path, parse(box.current?.value ?? '')),
    onBlur: () => {
      cancelPending.current?.();
      cancelPending.current = commitAfterPaint(commit);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && box.current instanceof HTMLInputElement) commit();
    },
  };
}
