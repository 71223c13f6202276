/** How the measuring scripts end: their exit code, or 1 with the error printed. */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** Prints the marks a run missed (or that all were met); the exit code, 0 when only reporting. */
export function reportMarks(missed: string[], reportOnly: boolean): number {
  if (missed.length === 0) {
    console.log('\nEvery mark is met.');
    return 0;
  }
  console.log(`\nMissed:\n${missed.map((line) => `  - ${line}`).join('\n')}`);
  return reportOnly ? 0 : 1;
}
