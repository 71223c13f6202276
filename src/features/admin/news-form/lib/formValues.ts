import dayjs, { type Dayjs } from 'dayjs';
import type { NewsFields, NewsItem } from '@contract/content';
import type { PublishingValues } from '@/shared/ui/admin-publishing';

/**
 * What the news form holds: the date as the picker's value, the image as the chosen file, the
 * publishing block.
 */
export type NewsFormValues = {
  heading: string;
  headingUr: string;
  logo?: number;
  link: string;
  date: Dayjs;
  image?: File;
  publishing: PublishingValues;
};

/** The wire format of dates (yyyy-mm-dd) and the one the picker shows (05 Mar 2024, en-GB). */
export const ISO_DATE = 'YYYY-MM-DD';
export const SHOWN_DATE = 'DD MMM YYYY';

export function initialValues(stored?: NewsItem): Partial<NewsFormValues> {
  if (!stored) return { heading: '', headingUr: '', link: '', date: dayjs() };
  return {
    heading: stored.heading,
    headingUr: stored.headingUr ?? '',
    logo: stored.logoId,
    link: stored.link,
    date: dayjs(stored.date, ISO_DATE),
  };
}

/** The text fields to send, trimmed; the date as yyyy-mm-dd (docs/product.md §3). */
export function toFields(values: NewsFormValues): NewsFields {
  return {
    heading: values.heading.trim(),
    headingUr: (values.headingUr ?? '').trim(),
    logo: Number(values.logo),
    link: values.link.trim(),
    date: values.date.format(ISO_DATE),
  };
}

/** The stored item in the shape of the fields, to tell which ones an edit changed. */
export function storedFields(stored: NewsItem): NewsFields {
  return {
    heading: stored.heading,
    headingUr: stored.headingUr ?? '',
    logo: stored.logoId,
    link: stored.link,
    date: stored.date,
  };
}
