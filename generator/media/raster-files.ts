/** Photo files by name: the build encodes these; an SVG is published as it is. Free of sharp, so pages can ask too. */
export const rasterExtension = /\.(png|jpe?g|webp|avif)$/i;
