import path from 'node:path';
import { createApp } from '../server/app.ts';

interface ServeOptions {
  distDir: string;
  port: number;
  host: string;
}

/** `site serve`: the built site and its endpoints, until the process is stopped. */
export async function serveCommand({ distDir, port, host }: ServeOptions): Promise<number> {
  const app = await createApp({ distDir: path.resolve(distDir), logger: true });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port, host });
  return 0;
}
