import type { FormRule as Rule } from 'antd';
import { isHttpUrl, MAX_RUPEES } from '@contract/common';
import { isReservedProjectId, PROJECT_ID_PATTERN } from '@contract/content';

const projectIdPattern = new RegExp(PROJECT_ID_PATTERN);

/** A rule that passes an empty value, so only the required rule speaks for it. */
function check(test: (value: string) => boolean, message: string): Rule {
  return {
    validator: (_rule, value: unknown) =>
      value === undefined || value === null || String(value).trim() === '' || test(String(value))
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

export const urlRule = (message: string) => check((value) => isHttpUrl(value.trim()), message);

/** The contract's slug pattern. */
export const projectIdRule = (message: string) =>
  check((value) => projectIdPattern.test(value.trim()), message);

/** Not a name taken by a fixed path (`/projects/donor/...`). */
export const unreservedRule = (message: (id: string) => string): Rule => ({
  validator: (_rule, value: unknown) =>
    typeof value === 'string' && isReservedProjectId(value.trim())
      ? Promise.reject(new Error(message(value.trim())))
      : Promise.resolve(),
});

/** Whole rupees, more than zero, within the contract's limit. */
export const rupeesRule = (message: string) =>
  check((value) => {
    const amount = Number(value);
    return Number.isInteger(amount) && amount >= 1 && amount <= MAX_RUPEES;
  }, message);
