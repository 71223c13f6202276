import { isFinancialYear, withoutFormatControls } from '@contract/common';
import {
  SETTING_SCHEMAS,
  isSettingName,
  isTimeZone,
  unknownPlaceholderIn,
  type ReceiptWordingContent,
  type SettingName,
  type TimeZoneContent,
  type TrustContent,
} from '@contract/settings';
import { Value } from '@sinclair/typebox/value';
import { findProblem, HttpError } from '../../http';

/** What a PUT asks for, per setting name; `undefined` content means "the new logo file". */
export type Requested = Map<SettingName, unknown>;

const badJson = () =>
  new HttpError(400, 'json must be a JSON list of {name, content} entries', 'json');

/** Parses and validates the `json` field; the last entry wins when a name repeats. */
export function parseRequested(json: string | undefined, hasLogoFile: boolean): Requested {
  if (json === undefined || json === '') throw new HttpError(400, 'json is required', 'json');
  let entries: unknown;
  try {
    // Every text without the format characters that play tricks, written "\u202e" included.
    entries = JSON.parse(json, (_key, value: unknown) =>
      typeof value === 'string' ? withoutFormatControls(value) : value,
    );
  } catch {
    throw badJson();
  }
  if (!Array.isArray(entries)) throw badJson();
  const requested: Requested = new Map();
  for (const entry of entries as unknown[]) {
    if (typeof entry !== 'object' || entry === null) throw badJson();
    const { name, content } = entry as { name?: unknown; content?: unknown };
    if (typeof name !== 'string' || !isSettingName(name)) {
      throw new HttpError(400, `Unknown setting name ${JSON.stringify(name ?? null)}`, 'json');
    }
    if (name === 'logo' && content === undefined) {
      if (!hasLogoFile) throw new HttpError(400, 'image is required', 'image');
      requested.set(name, undefined);
      continue;
    }
    const schema = SETTING_SCHEMAS[name];
    const problem = findProblem(schema, content, name);
    if (problem) throw new HttpError(400, problem.message, problem.field);
    if (name === 'trust') checkRegistrations(content as TrustContent);
    if (name === 'receipt-wording') checkWordings(content as ReceiptWordingContent);
    if (name === 'timeZone') checkTimeZone(content as TimeZoneContent);
    // Drops what the schema does not know, such as the SPA's local previewBannerUrl.
    const clean = Value.Clean(schema, Value.Clone(content));
    requested.set(
      name,
      name === 'receipt-wording' ? oldestFirst(clean as ReceiptWordingContent) : clean,
    );
  }
  return requested;
}

/** A zone this server knows by its IANA name. */
function checkTimeZone({ zone }: TimeZoneContent) {
  if (!isTimeZone(zone)) {
    throw new HttpError(
      400,
      'timeZone.zone must be a time zone by its IANA name, such as Asia/Kolkata',
      'timeZone.zone',
    );
  }
}

/** Each registration once, and never valid until a day before it is valid from. */
function checkRegistrations({ registrations }: TrustContent) {
  registrations.forEach(({ kind, validFrom, validUntil }, index) => {
    const field = `trust.registrations.${index}`;
    if (registrations.findIndex((other) => other.kind === kind) !== index) {
      throw new HttpError(400, `The ${kind} registration is listed twice`, `${field}.kind`);
    }
    if (validFrom && validUntil && validUntil < validFrom) {
      throw new HttpError(400, 'A registration cannot end before it starts', `${field}.validUntil`);
    }
  });
}

/**
 * Each wording from a real financial year ("2026-27", its second year following its first), each
 * year once, and its texts naming only {{trust}} and {{section}}.
 */
function checkWordings({ deductions }: ReceiptWordingContent) {
  deductions.forEach(({ fromYear, text, textUr }, index) => {
    const field = `receipt-wording.deductions.${index}`;
    if (!isFinancialYear(fromYear)) {
      throw new HttpError(
        400,
        `${field}.fromYear must be a financial year like 2026-27`,
        `${field}.fromYear`,
      );
    }
    if (deductions.findIndex((other) => other.fromYear === fromYear) !== index) {
      throw new HttpError(400, `The wording from ${fromYear} is listed twice`, `${field}.fromYear`);
    }
    for (const [key, value] of [
      ['text', text],
      ['textUr', textUr],
    ] as const) {
      const unknown = unknownPlaceholderIn(value);
      if (unknown) {
        throw new HttpError(
          400,
          `${field}.${key} may name only {{trust}} and {{section}}, not ${unknown}`,
          `${field}.${key}`,
        );
      }
    }
  });
}

/** The wordings stored oldest year first, as a person reads them. */
const oldestFirst = ({ deductions }: ReceiptWordingContent): ReceiptWordingContent => ({
  deductions: [...deductions].sort((a, b) => a.fromYear.localeCompare(b.fromYear)),
});
