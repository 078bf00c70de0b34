import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formRuntime } from '../context';
import { LazyDatePicker } from './lazyPopups';
import { PickerField } from './PickerField';

dayjs.extend(customParseFormat);

/** A JSON Schema date. */
const DATE_FORMAT = 'YYYY-MM-DD';

/** 'YYYY-MM-DD' as a local date, or null; strict, so 2027-02-30 is no date rather than 2 March. */
export function parseDate(value: unknown): Date | null {
  const day = typeof value === 'string' ? dayjs(value, DATE_FORMAT, true) : null;
  return day?.isValid() ? day.toDate() : null;
}

export function formatDate(date: Date): string {
  return dayjs(date).format(DATE_FORMAT);
}

interface DateRange {
  earliest: string;
  latest: string;
}

function DatePickerWidget({ range, ...props }: WidgetProps & { range: DateRange }) {
  const { value, onChange } = props;
  // Stable bounds: the picker resets its wheels whenever it is given new ones.
  const min = useMemo(() => parseDate(range.earliest)!, [range.earliest]);
  const max = useMemo(() => parseDate(range.latest)!, [range.latest]);
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

/** A range of whole years from `ui:options` (`minYear`, `maxYear`), or the given years. */
function yearRange(options: WidgetProps['options'], min: number, max: number): DateRange {
  return {
    earliest: `${Number(options.minYear ?? min)}-01-01`,
    latest: `${Number(options.maxYear ?? max)}-12-31`,
  };
}

/** Date of birth: the birth dates the race's age limits allow on race day. */
export function BirthdayWidget(props: WidgetProps) {
  const { birthDates } = formRuntime(props.registry);
  const thisYear = new Date().getFullYear();
  return (
    <DatePickerWidget {...props} range={birthDates ?? yearRange({}, thisYear - 100, thisYear)} />
  );
}

/** Any other date: a century back to ten years ahead unless `ui:options` says otherwise. */
export function DateWidget(props: WidgetProps) {
  const thisYear = new Date().getFullYear();
  return (
    <DatePickerWidget {...props} range={yearRange(props.options, thisYear - 100, thisYear + 10)} />
  );
}
