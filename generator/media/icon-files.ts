/** The icon files every browser and phone asks for, all drawn from the one SVG logo. */
export const iconFiles = {
  favicon: { path: '/favicon.ico', sizes: [16, 32, 48] },
  appleTouch: { path: '/apple-touch-icon.png', size: 180 },
  android: [
    { path: '/icon-192.png', size: 192 },
    { path: '/icon-512.png', size: 512 },
  ],
} as const;
