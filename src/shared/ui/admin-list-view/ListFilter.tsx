import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Segmented } from 'antd';

/**
 * A list's filter kept in the address (`?name=value`; undefined takes it out), so that a link
 * opens the list so, a reload and Back keep it; a change starts again at the first page.
 */
export function useAddressFilter(
  name: string,
): [string | null, (next: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (next: string | undefined) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        if (next === undefined) changed.delete(name);
        else changed.set(name, next);
        changed.delete('page');
        return changed;
      }),
    [name, setParams],
  );
  return [params.get(name), set];
}

type ListFilterProps<V extends string> = {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
};

/** A labelled choice above a list (every item, or only some). */
export function ListFilter<V extends string>({
  label,
  value,
  options,
  onChange,
}: ListFilterProps<V>) {
  const labelId = useId();
  return (
    <div className="admin-list__filter" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{label}</span>
      <Segmented<V> value={value} options={options} onChange={onChange} />
    </div>
  );
}
