import { useContext, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { asNumber, type WidgetProps } from '@rjsf/utils';
import { FieldPathContext, formRuntime } from '../context';

function asText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text box the browser keeps while the runner types: nothing of React runs on a keystroke
 * except reporting the text to the screen's draft (`onInput`). The value is committed to the form
 * when the field is left or Enter is pressed, which is when the form validates and re-renders.
 * A value the form sets itself (prefill, derived field, restored draft) is written into the box.
 */
export function useTypedValue<E extends TextElement>(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, schema, registry } = props;
  const path = useContext(FieldPathContext);
  const box = useRef<E>(null);
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const parse = (typed: string): unknown => {
    if (typed === '') return options.emptyValue;
    return numeric ? asNumber(typed) : typed;
  };

  useLayoutEffect(() => {
    const element = box.current;
    if (element && element.value !== asText(value)) element.value = asText(value);
  }, [value]);

  const commit = () => {
    const parsed = parse(box.current?.value ?? '');
    if (!Object.is(parsed, value)) onChange(parsed);
    onBlur(id, parsed);
  };

  return {
    ref: box,
    defaultValue: asText(value),
    onInput: () => formRuntime(registry).onInput?.(path, parse(box.current?.value ?? '')),
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && box.current instanceof HTMLInputElement) commit();
    },
  };
}
