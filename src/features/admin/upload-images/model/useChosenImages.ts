import { useCallback, useEffect, useRef, useState } from 'react';

export type ChosenImage = { key: number; file: File; url: string };

/** The images chosen so far, each with an object URL for its thumbnail (freed on removal). */
export function useChosenImages() {
  const [chosen, setChosen] = useState<ChosenImage[]>([]);
  const nextKey = useRef(0);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = useCallback((file: File) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    nextKey.current += 1;
    const key = nextKey.current;
    setChosen((list) => [...list, { key, file, url }]);
  }, []);

  const remove = useCallback((image: ChosenImage) => {
    URL.revokeObjectURL(image.url);
    urls.current.delete(image.url);
    setChosen((list) => list.filter((entry) => entry.key !== image.key));
  }, []);

  return { chosen, add, remove };
}
