/**
 * `npm run lint` (`npm run lint:css`) checks the renderer's stylesheets with these rules of stylelint's own, so every
 * colour, shadow and breakpoint comes from the one file that declares it. The strings of scripts are no stylesheet,
 * so stylelint never sees them: Biome checks those (tools/colour-literals.grit, tools/raw-breakpoints.grit).
 */
const tokens = 'renderer/styles/tokens.css';
const breakpoints = 'renderer/styles/media.css';
const colourMessage = `use a var(--color-...) token from ${tokens}`;
const shadowMessage = `use none or one elevation token, var(--shadow-sm|md|lg|xl) from ${tokens}`;

/** @type {import('stylelint').Config} */
export default {
  // Where the rules below read the custom properties and custom media queries a stylesheet may use.
  referenceFiles: [tokens, breakpoints],
  rules: {
    // Any colour in a property's value (hex, a colour function, a named colour, inside a gradient or a border):
    // rgb(var(--color-navy-rgb) / 0.5) is a token with an alpha, and currentColor and transparent choose no colour.
    'value-type-custom-property-required-list': [
      ['color'],
      { ignoreValues: ['/^currentcolor$/i', '/^transparent$/i'], message: `Colour %s written as a value: ${colourMessage}` },
    ],
    // The rule above leaves custom properties alone (they may hold anything), so a colour kept in one is caught here.
    'color-named': [
      'never',
      { ignoreProperties: ['/^(?!--)/'], message: `Colour %s written as a value in a custom property: ${colourMessage}` },
    ],
    'declaration-property-value-disallowed-list': [
      {
        '/^--/': [
          '/(^|[\\s,(])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\\b/i',
          '/\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\((?!\\s*var\\()/i',
        ],
      },
      { message: `Colour written as a value in a custom property (%s: %s): ${colourMessage}` },
    ],
    // Every raised surface sits at one of the site's elevations instead of a light of its own.
    'declaration-property-value-allowed-list': [
      { '/^(?:box|text)-shadow$/': ['none', '/^var\\(--shadow-(?:sm|md|lg|xl)\\)$/'] },
      { message: `Shadow of its own (%s: %s): ${shadowMessage}` },
    ],
    'function-disallowed-list': [['drop-shadow'], { message: `Shadow of its own (drop-shadow()): ${shadowMessage}` }],
    // Layouts switch at the declared breakpoints: @media (--lg), never a width of its own, and only names media.css declares.
    'media-feature-name-disallowed-list': [
      ['/^(?:min-|max-)?(?:device-)?(?:width|height|inline-size|block-size)$/'],
      { message: `Breakpoint written as a value (%s): use a custom media query from ${breakpoints}, e.g. @media (--lg)` },
    ],
    'no-unknown-custom-media': [true, { message: `Custom media query %s is not one of the breakpoints in ${breakpoints}` }],
    // A container query cannot use a custom media query, so its sizes would be breakpoints of its own.
    'at-rule-disallowed-list': [
      ['container'],
      {
        message: `Container query: its sizes would be breakpoints of their own; switch layouts at the custom media queries in ${breakpoints}`,
      },
    ],
  },
  overrides: [
    {
      files: [tokens],
      rules: { 'value-type-custom-property-required-list': null, 'color-named': null, 'declaration-property-value-disallowed-list': null },
    },
  ],
};
