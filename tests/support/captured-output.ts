/**
 * Runs `work` with what this process writes to stdout and stderr kept instead of printed: a command run inside a
 * test (a fixture's build, `site new`) whose output the test reads. One at a time: the process's streams are
 * replaced while it runs.
 */
export async function withOutputCaptured<T>(work: () => Promise<T>): Promise<{ result: T; stdout: string; stderr: string }> {
  const written = { stdout: '', stderr: '' };
  const { stdout, stderr } = process;
  const writes = { stdout: stdout.write, stderr: stderr.write };
  const capture = (stream: keyof typeof written) =>
    ((chunk: string | Uint8Array) => {
      written[stream] += String(chunk);
      return true;
    }) as typeof process.stdout.write;
  stdout.write = capture('stdout');
  stderr.write = capture('stderr');
  try {
    return { result: await work(), ...written };
  } finally {
    stdout.write = writes.stdout;
    stderr.write = writes.stderr;
  }
}
