/** Open Graph's recommended share image size: large previews on Facebook, LinkedIn, X and WhatsApp. */
export const shareCardSize = { width: 1200, height: 630 } as const;
