import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Limits shared by the server's validation and the SPA's forms. */
export const LIMITS = {
  name: 200,
  heading: 300,
  text: 10_000,
  url: 2048,
  pageLimit: 100,
} as const;

/** A trimmed, non-empty line of text (the server trims before validating). */
export const RequiredText = (maxLength: number = LIMITS.heading) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const OptionalText = (maxLength: number = LIMITS.heading) => Type.String({ maxLength });

/** Only http(s) URLs are ever stored: never javascript:, data: or vbscript:. */
export const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+[^\\s]*$';
export const HttpUrl = Type.String({ maxLength: LIMITS.url, pattern: HTTP_URL_PATTERN });
/** An http(s) URL, or empty when the link is not set (the SPA shows a placeholder). */
export const OptionalHttpUrl = Type.Union([Type.Literal(''), HttpUrl]);

export function isHttpUrl(value: string): boolean {
  if (!new RegExp(HTTP_URL_PATTERN).test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** yyyy-mm-dd */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const Id = Type.Integer({ minimum: 1 });
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageLimit, default: 10 })),
});
export type PageQuery = Static<typeof PageQuery>;

export const ListMetadata = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  hasNext: Type.Boolean(),
});
export type ListMetadata = Static<typeof ListMetadata>;

/** The envelope of paginated lists (news, projects, testimonials). */
export const ListEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), metadata: ListMetadata });
export type ListEnvelope<T> = { data: T[]; metadata: ListMetadata };

/** Every error answer. `field` names the input at fault when there is one. */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Text kept in both languages. */
export const Localized = <T extends TSchema>(schema: T) => Type.Object({ en: schema, ur: schema });
export type Localized<T> = { en: T; ur: T };
