import { readFile } from 'node:fs/promises';
import { createFile, type Movie, MP4BoxBuffer } from 'mp4box';

interface VideoFacts {
  seconds: number;
  codec: string | undefined;
  width: number;
  height: number;
}

/** Container facts of an MP4 read from its boxes (mp4box); undefined when the file is not an MP4 at all. */
export async function readVideoFacts(absolutePath: string): Promise<VideoFacts | undefined> {
  const bytes = await readFile(absolutePath);
  const file = createFile();
  let movie: Movie | undefined;
  let broken = false;
  file.onReady = (info) => {
    movie = info;
  };
  // Handled here so mp4box does not log it: `site validate` reports a broken file in its own words.
  file.onError = () => {
    broken = true;
  };
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), 0));
    file.flush();
  } catch {
    return undefined;
  }
  if (!movie || broken) return undefined;
  const [track] = movie.videoTracks;
  return {
    seconds: movie.timescale > 0 ? movie.duration / movie.timescale : 0,
    codec: track?.codec,
    width: track?.video?.width ?? track?.track_width ?? 0,
    height: track?.video?.height ?? track?.track_height ?? 0,
  };
}
