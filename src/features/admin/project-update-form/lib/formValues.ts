import dayjs, { type Dayjs } from 'dayjs';
import { MAX_RUPEES } from '@contract/common';
import type { ProjectUpdate, ProjectUpdateFields } from '@contract/content';
import type { ProjectUpdateChanges } from '@/entities/project-update';
import type { PublishingValues } from '@/shared/ui/admin-publishing';

/** The update's photos in the form: those stored that stay (their URLs), and the files chosen. */
export type PhotosValue = { kept: string[]; added: File[] };

/** What the update form holds. */
export type UpdateFormValues = {
  text: string;
  textUr: string;
  date: Dayjs;
  spent?: number | null;
  photos: PhotosValue;
  notify: boolean;
  publishing: PublishingValues;
};

/** The wire format of dates (yyyy-mm-dd) and the one the picker shows (05 Mar 2024). */
const ISO_DATE = 'YYYY-MM-DD';
export const SHOWN_DATE = 'DD MMM YYYY';

/** An update reports what was done: never dated after today (the server refuses it too). */
export const isAfterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** Empty, or whole rupees from 1 to the contract's largest amount. */
export function isSpent(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const rupees = Number(value);
  return Number.isInteger(rupees) && rupees > 0 && rupees <= MAX_RUPEES;
}

export function initialValues(stored?: ProjectUpdate): Omit<UpdateFormValues, 'publishing'> {
  return {
    text: stored?.text ?? '',
    textUr: stored?.textUr ?? '',
    date: stored ? dayjs(stored.date, ISO_DATE) : dayjs(),
    spent: stored?.spent ?? null,
    photos: { kept: stored?.images ?? [], added: [] },
    notify: false,
  };
}

const amountOf = (spent: number | null | undefined) =>
  spent === undefined || spent === null ? null : Number(spent);

/** A new update's fields, trimmed; no amount when none was given. */
export function toFields(values: UpdateFormValues): ProjectUpdateFields {
  const spent = amountOf(values.spent);
  return {
    text: values.text.trim(),
    textUr: values.textUr.trim(),
    date: values.date.format(ISO_DATE),
    ...(spent === null ? {} : { spent }),
    notify: values.notify,
  };
}

/** What an edit changed of the stored update: only those fields are sent. */
export function toChanges(values: UpdateFormValues, stored: ProjectUpdate): ProjectUpdateChanges {
  const fields = toFields(values);
  const spent = amountOf(values.spent);
  const { kept } = values.photos;
  return {
    ...(fields.text === stored.text ? {} : { text: fields.text }),
    ...(fields.textUr === stored.textUr ? {} : { textUr: fields.textUr }),
    ...(fields.date === stored.date ? {} : { date: fields.date }),
    ...(spent === stored.spent ? {} : { spent: spent ?? '' }),
    ...(kept.join(',') === stored.images.join(',') ? {} : { keepImages: kept.join(',') }),
  };
}
