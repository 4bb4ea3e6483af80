import { describe, expect, it } from 'vitest';
import { parseYamlSource, yamlValues } from './yaml-source.ts';

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

  it("point to a field of a list item lined up with the item's dash, and say where the item's fields start", () => {
    expect(syntax('images:\n  - src: /assets/events/a.svg\n  alt:\n      es: Feria\n')).toEqual([
      {
        line: 3,
        col: 3,
        message:
          'The file is not valid YAML: This line is indented 2 spaces, but the field above it 4 spaces: fields of the same group start in the same column.',
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

describe('YAML syntax errors an editor makes in a text', () => {
  it('say that a text starting with @ or ` needs quotes', () => {
    expect(syntax('id: 1\nhandle: @tecnandes\n')).toEqual([
      {
        line: 2,
        col: 9,
        message: 'The file is not valid YAML: A text that starts with @ must be in quotes: put the whole text in quotes, like "@…".',
      },
    ]);
  });

  it('say that a text goes on after its closing quote, with how that quote is written inside it', () => {
    expect(syntax('id: 1\ntitle:\n  es: "Expo" Energía 2026\n')).toEqual([
      {
        line: 3,
        col: 14,
        message:
          'The file is not valid YAML: The text goes on after its closing ": put the whole text in quotes, and write a " inside it as \\".',
      },
    ]);
    expect(syntax("- 'Expo' 2026\n")).toMatchObject([{ message: expect.stringContaining("write a ' inside it as ''.") }]);
  });

  it('say what a backslash in double quotes, a second document and a bracket too many are', () => {
    expect(syntax('id: 1\nfile: "C:\\docs\\x.pdf"\n')).toEqual([
      {
        line: 2,
        col: 10,
        message:
          'The file is not valid YAML: In a text in "double quotes", \\ starts a special character, and \\d is none: write \\\\ for a backslash, or put the text in single quotes.',
      },
    ]);
    expect(syntax('file: "C:\\Users\\Ana\\x.pdf"\n')).toMatchObject([{ message: expect.stringContaining('and \\U is none') }]);
    expect(syntax('id: 1\n---\nid: 2\n')).toMatchObject([
      {
        line: 2,
        message: 'The file is not valid YAML: The line --- starts a second document, and a content file holds one: remove the ---.',
      },
    ]);
    expect(syntax('id: 1\ntags: [a, b]]\n')).toEqual([
      { line: 2, col: 13, message: 'The file is not valid YAML: This ] closes nothing: remove it.' },
    ]);
  });

  it('say that a line of text has no field, rather than that a quote is not closed', () => {
    expect(syntax('title:\n  es: Hola\n  Hello\n')).toEqual([
      {
        line: 3,
        col: 3,
        message: 'The file is not valid YAML: A line is missing its "field:", or a text runs over several lines: put the text in quotes.',
      },
    ]);
  });

  it('point to where a list was opened and never closed, not to the line after it', () => {
    expect(syntax('id: 1\nsectors: [oil, industrial\nnext: 1\n')).toEqual([
      { line: 2, col: 10, message: 'The file is not valid YAML: The [ here is never closed: add a ] after its last item.' },
    ]);
    // Not a bracket inside a quoted text, nor one closed on the same line, nor one inside a text that starts otherwise.
    for (const text of ['tags: [a, b\nother: "[x"\n', 'tags: [a,\n  "[x",\n  b\n', 'tags: [a, [b]\n', 'title: a [b\ntags: [a, b\n'])
      expect(syntax(text), text).toMatchObject([{ line: text.startsWith('title') ? 2 : 1, col: 7 }]);
  });

  it('say that a text starting with "- ", [ or { needs quotes', () => {
    for (const [text, character] of [
      ['- Tecnandes', '-'],
      ['[Nuevo] Tecnandes', '['],
      ['{Nuevo} Tecnandes', '{'],
    ]) {
      const message = `The file is not valid YAML: A text that starts with ${character} must be in quotes: put the whole text in quotes, like "${character}…".`;
      expect(syntax(`title:\n  es: ${text}\n`)).toEqual([{ line: 2, col: 7, message }]);
    }
  });

  it("name the YAML library's own reason where no hint fits", () => {
    expect(syntax('id: 1\ntitle: *\n')).toEqual([
      { line: 2, col: 8, message: 'The file is not valid YAML: YAML cannot read the file from here on (Alias cannot be an empty string).' },
    ]);
  });
});

describe('YAML aliases that cannot be read', () => {
  it('say which alias has no mark above it, at the alias, instead of failing to read the file', () => {
    expect(syntax('id: 1\ntitle: &name\n  es: Hola\nsubtitle: *nmae\n')).toEqual([
      {
        line: 4,
        col: 11,
        message:
          "The file is not valid YAML: '*nmae' repeats the value marked '&nmae', but no value above it has that mark: mark the value with &nmae, or write the value out here.",
      },
    ]);
    expect(parseYamlSource('id: 1\ntitle: &name\n  es: Hola\nsubtitle: *name\n', 'x.yaml').data).toEqual({
      id: 1,
      title: { es: 'Hola' },
      subtitle: { es: 'Hola' },
    });
  });

  it('say that an alias inside the very value it repeats cannot be read, instead of every check walking it for ever', () => {
    expect(syntax('id: 1\nextra: &loop\n  x: *loop\n')).toEqual([
      {
        line: 3,
        col: 6,
        message:
          "The file is not valid YAML: '*loop' repeats the value marked '&loop' from inside that value, which would hold itself without end: write the value out here.",
      },
    ]);
    expect(parseYamlSource('id: 1\nextra: &loop\n  x: *loop\n', 'x.yaml').data).toBeUndefined();
    expect(yamlValues('id: 1\nextra: &loop\n  x: *loop\n')).toBeUndefined();
  });

  it('refuse a file whose aliases would multiply beyond reading (a "billion laughs")', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (const [index, name] of ['b', 'c', 'd', 'e', 'f', 'g'].entries()) {
      const previous = String.fromCharCode(97 + index);
      levels.push(`${name}: &${name} [${Array.from({ length: 10 }, () => `*${previous}`).join(', ')}]`);
    }
    const source = parseYamlSource(`${levels.join('\n')}\n`, 'x.yaml');
    expect(source.data).toBeUndefined();
    expect(source.syntaxProblems).toMatchObject([
      {
        line: 2,
        col: 8,
        code: 'yaml-syntax',
        message:
          'The file is not valid YAML: This file repeats marked values (&, *) so many times that it cannot be read: write the values out.',
      },
    ]);
  });
});

describe('a file that starts with a byte-order mark', () => {
  it('counts the columns of its first line from the letter after the mark, as an editor sees them', () => {
    const source = parseYamlSource('\uFEFFid: "7"\ntitle: x\n', 'x.yaml');
    expect(source.placeOf(['id'])).toEqual({ file: 'x.yaml', line: 1, col: 1 });
    expect(source.placeOf(['title'])).toEqual({ file: 'x.yaml', line: 2, col: 1 });
    expect(syntax('\uFEFFid: @x\n')).toMatchObject([{ line: 1, col: 5 }]);
    expect(syntax('\uFEFFtitle: "abc\n')).toMatchObject([{ line: 1, col: 8 }]);
    expect(syntax('\uFEFFa: 1\n b: 2\n')).toMatchObject([
      { line: 2, col: 2, message: expect.stringContaining('indented 1 space, but the field above it 0 spaces') },
    ]);
  });
});
