type LineIconProps = {
  /** The glyph's strokes, each one path. */
  paths: readonly string[];
  /** Rounds the corners where a stroke turns. */
  roundJoins?: boolean;
};

/** A 24 px outline glyph in the text's colour: decoration, so whatever it sits in names it. */
export function LineIcon({ paths, roundJoins = false }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
