import { describe, expect, it } from 'vitest';
import { settleAll } from './settle-all.ts';

const resolveAfter = <T>(ms: number, value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), ms));

describe('settleAll', () => {
  it('gives the values in order', async () => {
    expect(await settleAll([resolveAfter(20, () => 'a'), Promise.resolve('b')])).toEqual(['a', 'b']);
  });

  it('fails with the first failure only once every other one has finished', async () => {
    let slowFinished = false;
    const failing = Promise.reject(new Error('first'));
    const slow = resolveAfter(50, () => {
      slowFinished = true;
    });
    await expect(settleAll([failing, slow, Promise.reject(new Error('second'))])).rejects.toThrow('first');
    expect(slowFinished).toBe(true);
  });
});
