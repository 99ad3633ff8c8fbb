import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { DocumentBlock } from '../../src-domain/agreements/document-blocks';

/** Props of {@link DocumentBlocksView}. */
export interface DocumentBlocksViewProps {
  blocks: readonly DocumentBlock[];
  /** The heading level a level-1 block takes on the page (the page's own title is the h1). @default 2 */
  topLevel?: 2 | 3;
}

/** `**words**` as strong text, the rest as written: the templates mark emphasis that way and nothing else. */
export function inlineText(text: string): ReactNode[] {
  return text.split(/\*\*(.+?)\*\*/g).map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part));
}

/** A lender's document as the page shows it: headings, paragraphs, lists, and two-column tables of terms and figures. */
export function DocumentBlocksView({ blocks, topLevel = 2 }: DocumentBlocksViewProps) {
  return (
    <div className="lender-document">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const Heading = `h${Math.min(6, topLevel + block.level - 1)}` as 'h2' | 'h3' | 'h4';
            return (
              <Heading key={index} className={`lender-document__heading lender-document__heading--${block.level}`}>
                {inlineText(block.text)}
              </Heading>
            );
          }
          case 'paragraph':
            return <p key={index}>{inlineText(block.text)}</p>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{inlineText(item)}</li>
                ))}
              </ul>
            );
          case 'table':
            return (
              <HTMLTable key={index} compact className="lender-document__table">
                <tbody>
                  {block.rows.map(([term, value], rowIndex) => (
                    <tr key={rowIndex}>
                      <th scope="row">{inlineText(term)}</th>
                      <td>{inlineText(value)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            );
        }
      })}
    </div>
  );
}
DocumentBlocksView.displayName = 'DocumentBlocksView';
