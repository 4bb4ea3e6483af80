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
