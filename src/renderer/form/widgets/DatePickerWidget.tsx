import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { BIRTH_YEARS } from '../../../../core/domain/constants';
import { LazyDatePicker } from './lazyPopups';
import { PickerField } from './PickerField';

interface YearRange {
  min: number;
  max: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (a JSON Schema date) as a local date, or null. */
export function parseDate(value: unknown): Date | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function DatePickerWidget({ years, ...props }: WidgetProps & { years: YearRange }) {
  const { value, options, onChange } = props;
  const minYear = Number(options.minYear ?? years.min);
  const maxYear = Number(options.maxYear ?? years.max);
  // Stable bounds: the picker resets its wheels whenever it is given new ones.
  const min = useMemo(() => new Date(minYear, 0, 1), [minYear]);
  const max = useMemo(() => new Date(maxYear, 11, 31), [maxYear]);
  const date = useMemo(() => parseDate(value), [value]);
  return (
    <PickerField
      widget={props}
      text={date ? formatDate(date) : undefined}
      renderPopup={(popup) => (
        <LazyDatePicker
          {...popup}
          precision="day"
          min={min}
          max={max}
          value={date}
          onConfirm={(picked) => onChange(formatDate(picked))}
        />
      )}
    />
  );
}

/** Date of birth: years 1950–2016 unless `ui:options` gives `minYear`/`maxYear`. */
export function BirthdayWidget(props: WidgetProps) {
  return <DatePickerWidget {...props} years={BIRTH_YEARS} />;
}

const thisYear = new Date().getFullYear();

/** Any other date: a century back to ten years ahead unless `ui:options` says otherwise. */
export function DateWidget(props: WidgetProps) {
  return <DatePickerWidget {...props} years={{ min: thisYear - 100, max: thisYear + 10 }} />;
}
