/** The HTTP status of a failed RTK Query call, or undefined (offline, or no answer). */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
