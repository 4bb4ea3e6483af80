import { describe, expect, it } from 'vitest';
import { parseYamlSource } from './yaml-source.ts';

const syntax = (text: string) =>
  parseYamlSource(text, 'content/events/x.yaml').syntaxProblems.map(({ line, col, message }) => ({ line, col, message }));

describe('YAML syntax errors', () => {
  it('point to where an unclosed double quote opened, not the end of the file', () => {
    const [problem, ...others] = syntax('id: 1\ntitle:\n  es: "Hola\n  en: Hello\n  pt: Olá\ndescription:\n  es: a\n');
    expect(others).toEqual([]);
    expect(problem).toEqual({
      line: 3,
      col: 7,
      message:
        'The file is not valid YAML: The text that starts with " here is never closed: add the closing " at the end of the text (a " inside it is written \\").',
    });
  });

  it('point to where an unclosed single quote opened, and not to a closed one before it', () => {
    expect(syntax("id: 1\ntitle:\n  es: 'Dos ''comillas'' bien'\n  en: 'Hello\n  pt: Olá\n")).toMatchObject([{ line: 4, col: 7 }]);
  });

  it('point to the line indented too deep, not the line above it', () => {
    expect(syntax('id: 1\ntitle:\n  es: Hola\n   en: Hello\n  pt: Olá\n')).toEqual([
      {
        line: 4,
        col: 4,
        message:
          'The file is not valid YAML: This line is indented 3 spaces, but the field above it 2 spaces: fields of the same group start in the same column.',
      },
    ]);
  });

  it('point to the line indented too little, once', () => {
    expect(syntax('id: 1\ntitle:\n  es: Hola\n en: Hello\n  pt: Olá\n')).toEqual([
      {
        line: 4,
        col: 2,
        message:
          'The file is not valid YAML: This line is indented 1 space, but the field above it 2 spaces: fields of the same group start in the same column.',
      },
    ]);
  });

  it('report one tab as one problem, with what to do', () => {
    expect(syntax('id: 1\ntitle:\n  es: Hola\n\ten: Hello\n  pt: Olá\ndescription:\n  es: a\n')).toEqual([
      {
        line: 4,
        col: 1,
        message:
          'The file is not valid YAML: This line is indented with a tab; YAML indents with spaces only: replace the tab with spaces.',
      },
    ]);
  });
});

describe('YAML syntax errors that used to mislead', () => {
  it('report a tab once, not again as a bogus indentation of the next lines', () => {
    const tab = 'The file is not valid YAML: This line is indented with a tab; YAML indents with spaces only: replace the tab with spaces.';
    expect(syntax('id: 1\ntitle:\n  es: Hola\n\ten: Hello\n  pt: Olá\n  de: Hallo\ndescription:\n  es: a\n')).toEqual([
      { line: 4, col: 1, message: tab },
    ]);
    // A block text after the tab: its siblings are misread too, and still only the tab is reported.
    expect(syntax('id: 1\ndetails:\n  es: |\n    Uno\n    Dos\n\ten: |\n    One\n  pt: |\n    Um\n  de: Eins\n')).toEqual([
      { line: 6, col: 1, message: tab },
    ]);
  });

  it('say that a ": " inside a text needs quotes, at the top level and in a language', () => {
    const quotes = (key: string) =>
      `The file is not valid YAML: This text contains ": ", which YAML reads as the start of another field: put the whole text in quotes, like ${key}: "Expo: Energía".`;
    expect(syntax('id: 1\ntitle: Expo: Energía\ndescription:\n  es: a\n')).toEqual([{ line: 2, col: 8, message: quotes('title') }]);
    expect(syntax('id: 1\ntitle:\n  es: Expo: Energía\n  en: a\ndescription:\n  es: a\n')).toEqual([
      { line: 3, col: 7, message: quotes('es') },
    ]);
  });
});
