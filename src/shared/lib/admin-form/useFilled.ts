import { Form, type FormInstance } from 'antd';

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return value !== undefined && value !== null;
}

/** True once every field in `names` holds a value (blank text does not count): Save's gate. */
export function useFilled<Values>(form: FormInstance<Values>, names: readonly string[]): boolean {
  return (
    Form.useWatch(
      (values: Record<string, unknown>) => names.every((name) => isFilled(values[name])),
      form,
    ) ?? false
  );
}
