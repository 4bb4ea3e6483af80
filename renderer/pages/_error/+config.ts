import type { Config } from 'vike/types';

export default {
  title: 'Not Found',
  lang: 'en',
} satisfies Config;
