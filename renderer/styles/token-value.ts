import tokens from './tokens.css?raw';

/** A design token's value for places CSS cannot reach (the theme-color meta tag), read from the one tokens file. */
export function tokenValue(name: `--${string}`): string {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1];
  if (!value) throw new Error(`Design token ${name} is not in renderer/styles/tokens.css`);
  return value.trim();
}
