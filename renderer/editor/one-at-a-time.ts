/**
 * Runs the editor's changes one after another, each once the one before has ended (however it ended). The routes
 * (cli/editor/routes.ts) run every change so: each reads files, decides (the next free id, a name not taken) and
 * writes, and two at once (two tabs) would both decide on what the other was about to change. The browser runs its
 * saves so: a second click waits for the first one's answer and names the version that answer gave.
 */
export function oneAtATime(): <T>(change: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (change) => {
    const result = last.then(change, change);
    last = result.catch(() => undefined);
    return result;
  };
}
