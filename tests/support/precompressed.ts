import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';

interface BytesAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

/** One request whose body is kept as the bytes that came over the wire (fetch would decode them). */
function getBytes(origin: string, pathname: string, method: 'GET' | 'HEAD', acceptEncoding: string): Promise<BytesAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(pathname, origin), { method, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * A text file of the build goes out as the .br or .gz file `site build` wrote next to it, byte for byte, by the
 * request's Accept-Encoding (brotli first), and as itself to a client that accepts neither. `file` is the
 * file under `clientDir` that answers `pathname`.
 */
export async function assertSendsPrecompressed(origin: string, clientDir: string, pathname: string, file: string): Promise<void> {
  const original = await readFile(path.join(clientDir, file));
  const cases = [
    { accept: 'gzip, deflate, br', encoding: 'br', bytes: await readFile(path.join(clientDir, `${file}.br`)) },
    { accept: 'gzip', encoding: 'gzip', bytes: await readFile(path.join(clientDir, `${file}.gz`)) },
    { accept: 'identity', encoding: undefined, bytes: original },
  ];
  for (const { accept, encoding, bytes } of cases) {
    const answer = await getBytes(origin, pathname, 'GET', accept);
    const what = `${pathname} with Accept-Encoding: ${accept}`;
    assert.equal(answer.status, 200, what);
    assert.equal(answer.headers['content-encoding'], encoding, what);
    assert.ok(bytes.length < original.length || encoding === undefined, `${file}: the compressed copy is smaller`);
    assert.ok(answer.bytes.equals(bytes), `${what}: the bytes sent are ${encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file}`);
    assert.equal(Number(answer.headers['content-length']), bytes.length, `${what}: Content-Length`);
    if (encoding) assert.match(String(answer.headers.vary), /accept-encoding/i, `${what}: caches keep one copy per encoding`);
    const head = await getBytes(origin, pathname, 'HEAD', accept);
    assert.equal(head.headers['content-encoding'], encoding, `HEAD ${what}`);
    assert.equal(head.bytes.length, 0, `HEAD ${what}: no body`);
  }
}
