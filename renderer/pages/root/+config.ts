import type { Config } from 'vike/types';

export default {
  title: 'Tecnandes',
  lang: 'es',
} satisfies Config;
