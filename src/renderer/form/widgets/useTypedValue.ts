import { useContext, useState } from 'react';
import { asNumber, type WidgetProps } from '@rjsf/utils';
import { FieldPathContext, formRuntime } from '../context';

function asText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Text the runner is typing, kept in the widget and committed to the form only when the field is
 * left (or Enter is pressed): a keystroke re-renders this one input instead of the whole form and
 * its validation. Uncommitted text still reaches the screen's draft through `onInput`.
 */
export function useTypedValue(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, schema, registry } = props;
  const path = useContext(FieldPathContext);
  const [text, setText] = useState(() => asText(value));
  const [shown, setShown] = useState<unknown>(value);
  if (!Object.is(value, shown)) {
    // The form changed the value (prefill, derived field, restored draft): show it.
    setShown(value);
    setText(asText(value));
  }
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const parse = (typed: string): unknown => {
    if (typed === '') return options.emptyValue;
    return numeric ? asNumber(typed) : typed;
  };

  return {
    text,
    type: (text: string) => {
      setText(text);
      formRuntime(registry).onInput?.(path, parse(text));
    },
    commit: () => {
      const parsed = parse(text);
      if (!Object.is(parsed, value)) onChange(parsed);
      onBlur(id, parsed);
    },
  };
}
