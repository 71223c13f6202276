/** Where `node` sits inside `root`, as element child indexes; undefined when it is not inside. */
export function pathWithin(root: Element, node: Element | null): number[] | undefined {
  if (!node || node === root || !root.contains(node)) return undefined;
  const path: number[] = [];
  for (let at: Element = node; at !== root;) {
    const parent: Element | null = at.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
    at = parent;
  }
  return path;
}

/** The element at `path` inside `root` (the same markup rendered again). */
export function elementAt(root: Element, path: number[]): Element | undefined {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at;
}
