import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formRuntime } from '../context';
import { clampDate, dateToSelection, dateWheels, selectionToDate } from './dateWheels';
import { PickerField } from './PickerField';

dayjs.extend(customParseFormat);

/** A JSON Schema date. */
const DATE_FORMAT = 'YYYY-MM-DD';

/** `value` if it is a day written 'YYYY-MM-DD'; strict, so 2027-02-30 is no date, not 2 March. */
function validDate(value: unknown): string | undefined {
  return typeof value === 'string' && dayjs(value, DATE_FORMAT, true).isValid() ? value : undefined;
}

interface DateRange {
  earliest: string;
  latest: string;
}

function DatePickerWidget({ range, ...props }: WidgetProps & { range: DateRange }) {
  const { value, onChange } = props;
  const { earliest, latest } = range;
  // Stable: the wheels are built again whenever they are given new columns.
  const columns = useMemo(() => dateWheels(earliest, latest), [earliest, latest]);
  const date = validDate(value);
  // The wheels open on the field's date, or on today, within the range.
  const shown = clampDate(date ?? dayjs().format(DATE_FORMAT), earliest, latest);
  return (
    <PickerField
      widget={props}
      text={date}
      columns={columns}
      value={dateToSelection(shown)}
      onConfirm={(selection) => onChange(selectionToDate(selection))}
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
