import { Fragment } from 'react';
import type { Block, Inline } from './details.ts';

/** Inline runs as text nodes and <strong>: React escapes every character, so '<script>' in content stays text. */
function Runs({ content }: { content: Inline[] }) {
  return content.map((run, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: runs are fixed for the life of the text, their order is their identity
    run.kind === 'bold' ? <strong key={index}>{run.text}</strong> : <Fragment key={index}>{run.text}</Fragment>,
  );
}

/** Renders the blocks of `formatDetails`; headings become <h3> when the surrounding outline has room for one. */
export function FormattedText({ blocks, headingLevel }: { blocks: Block[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined;
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    if (block.kind === 'list') {
      return (
        <ul key={key}>
          {block.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items are fixed for the life of the text
            <li key={itemIndex}>
              <Runs content={item} />
            </li>
          ))}
        </ul>
      );
    }
    if (block.kind === 'heading') {
      return Heading ? (
        <Heading key={key}>
          <Runs content={block.content} />
        </Heading>
      ) : (
        <p key={key}>
          <strong>
            <Runs content={block.content} />
          </strong>
        </p>
      );
    }
    return (
      <p key={key}>
        <Runs content={block.content} />
      </p>
    );
  });
}
