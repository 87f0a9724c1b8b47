/** A select's options: an empty first choice, then one per value, labelled by it. */
export function PlainOptions({ empty, values }: { empty: string; values: readonly string[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}
