/** A year range or a dated number ("2024-25", "12/3"): digits joined by a hyphen or a slash. */
const NUMBER_RANGE = /(\d+(?:[-/]\d+)+)/;

/**
 * Text whose number ranges keep their order in a right-to-left line: after Urdu letters "2024-25"
 * would show as "25-2024", so each range is its own left-to-right span.
 */
export function LtrNumbers({ text }: { text: string }) {
  return (
    <>
      {text.split(NUMBER_RANGE).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} dir="ltr">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
