import { access } from 'node:fs/promises';

/** Whether `file` is there (a file or a folder). */
export const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
