import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { HTTP_URL_PATTERN, ISO_DATE_PATTERN, LIMITS, MAX_RUPEES } from './limits';

/** A trimmed, non-empty line of text (the server trims before validating). */
export const RequiredText = (maxLength: number = LIMITS.heading) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const OptionalText = (maxLength: number = LIMITS.heading) => Type.String({ maxLength });

export const HttpUrl = Type.String({ maxLength: LIMITS.url, pattern: HTTP_URL_PATTERN });
/** An http(s) URL, or empty when the link is not set (the SPA shows a placeholder). */
export const OptionalHttpUrl = Type.Union([Type.Literal(''), HttpUrl]);

/** yyyy-mm-dd */
export const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN });

export const Id = Type.Integer({ minimum: 1 });
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.lastPage, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageLimit, default: 10 })),
});
export type PageQuery = Static<typeof PageQuery>;

const ListMetadata = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  hasNext: Type.Boolean(),
});
type ListMetadata = Static<typeof ListMetadata>;

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

/** Text kept in both languages. */
export const Localized = <T extends TSchema>(schema: T) => Type.Object({ en: schema, ur: schema });
export type Localized<T> = { en: T; ur: T };

/** Whole rupees, more than zero. */
export const Rupees = Type.Integer({ minimum: 1, maximum: MAX_RUPEES });
