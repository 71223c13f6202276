import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';
import { Id, RequiredText } from '../common/common';
import { DOCUMENT_KINDS } from './documentRules';
import { FINANCIAL_YEAR_PATTERN } from '../common/limits';
import { Urdu, UrduField } from '../content/entities';
import {
  PUBLISHING_ANSWER,
  PUBLISHING_FIELDS,
  PUBLISHING_FORM_FIELDS,
} from '../content/publishing';
import { LIMITS } from '../common/limits';

/* The trust's documents (GET/POST /api/v1/documents, PATCH/DELETE /api/v1/documents/{id}). */

const Kind = StringEnum(DOCUMENT_KINDS);
const Year = Type.String({ pattern: FINANCIAL_YEAR_PATTERN, maxLength: 7 });

export const TrustDocument = Type.Object({
  id: Id,
  /** The financial year it reports on, "2024-25". */
  year: Type.String(),
  title: Type.String(),
  titleUr: Urdu,
  kind: Kind,
  /** `/user/upload/Documents/<name>.pdf`, always answered as a download. */
  url: Type.String(),
  /** Bytes. */
  size: Type.Integer({ minimum: 0 }),
  /** When it was uploaded, ISO 8601 in UTC. */
  createdAt: Type.String(),
  ...PUBLISHING_ANSWER,
});
export type TrustDocument = Static<typeof TrustDocument>;

export const TrustDocumentList = Type.Array(TrustDocument);
export type TrustDocumentList = Static<typeof TrustDocumentList>;

/** The text fields of POST /documents (multipart; the PDF travels in field `file`). */
export const TrustDocumentFields = Type.Object({
  year: Year,
  title: RequiredText(LIMITS.heading),
  titleUr: UrduField(LIMITS.heading),
  kind: Kind,
  ...PUBLISHING_FORM_FIELDS,
});
export type TrustDocumentFields = Static<typeof TrustDocumentFields>;

/** PATCH /documents/{id} (JSON): only the texts sent change; the file stays. */
export const TrustDocumentPatch = Type.Partial(
  Type.Object({ ...TrustDocumentFields.properties, ...PUBLISHING_FIELDS }),
);
export type TrustDocumentPatch = Static<typeof TrustDocumentPatch>;
