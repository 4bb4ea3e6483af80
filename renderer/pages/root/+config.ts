import type { Config } from 'vike/types';

export default {
  title: 'Tecnandes',
} satisfies Config;
