/**
 * Runs the editor's changes one after another: each reads files, decides (the next free id, a name not taken) and
 * writes, and two at once (a double click, two tabs) would both decide on what the other was about to change.
 */
export function oneAtATime(): <T>(change: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (change) => {
    const result = last.then(change, change);
    last = result.catch(() => undefined);
    return result;
  };
}
