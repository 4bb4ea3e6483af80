/** The values of `Work`'s promises, in order: what Promise.all gives. */
type Values<Work extends readonly Promise<unknown>[]> = { -readonly [Index in keyof Work]: Awaited<Work[Index]> };

/**
 * Awaits every one of `work`, then fails with the first failure, if any: unlike Promise.all, nothing is still
 * writing into a folder when the caller learns of a failure and removes the folder.
 */
export async function settleAll<const Work extends readonly Promise<unknown>[]>(work: Work): Promise<Values<Work>> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as Values<Work>;
}
